/**
 * The order search's lookup items (keys.ts orderNumber, mobileOrder, mobileUser): an order
 * number to its order, a delivery mobile to the orders sent to it (both written in the transaction
 * that places the order), and a profile's mobile to its shopper (moved in the write that changes it).
 * Each holds what a search needs to read the order or the shopper's orders by key.
 */
import * as z from 'zod';
import type { OrderRecord } from '../../core/order-record.js';
import { keys } from '../keys.js';
import { parseItem, type RawItem } from './parse.js';

export const orderSchema = z.object({ userId: z.string(), orderId: z.string() });
export const userSchema = z.object({ userId: z.string() });

/** Every lookup of one order: its number, and its delivery mobile when it has one. */
export const orderLookupItems = (order: Pick<OrderRecord, '_id' | 'orderId' | 'userId' | 'address'>) => {
  const ref = { userId: order.userId, orderId: order._id };
  return [
    { ...keys.orderNumber(order.orderId, order._id), type: 'order-number' as const, ...ref },
    ...(order.address.mobile ? [{ ...keys.mobileOrder(order.address.mobile, order._id), type: 'mobile-order' as const, ...ref }] : []),
  ];
};

export const mobileUserItem = (mobile: string, userId: string) => ({ ...keys.mobileUser(mobile, userId), type: 'mobile-user' as const, userId });

/** One item of an ORDER_NO# or MOBILE# partition: an order (by its keys) or a shopper. */
export function fromItem(raw: RawItem): { userId: string; orderId?: string } {
  if (raw.type === 'mobile-user') return parseItem('mobile-user', userSchema, raw);
  return parseItem(String(raw.type ?? 'order lookup'), orderSchema, raw);
}
