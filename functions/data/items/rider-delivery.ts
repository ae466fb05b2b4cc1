/**
 * A delivery a rider finished: `RIDER#<riderId>` / `DONE#<at>#<orderId>` (core/rider-order.ts
 * RiderDelivery), put in the transaction that delivers the order or gives it up; their screen lists
 * the day's. It keeps no shopper contact.
 */
import * as z from 'zod';
import type { RiderDelivery } from '../../core/rider-order.js';
import { keys } from '../keys.js';
import { parseItem, type RawItem, type Same } from './parse.js';

export const schema = z.object({
  _id: z.string(),
  orderId: z.string(),
  status: z.enum(['delivered', 'delivery_failed']),
  at: z.string(),
  totalAmt: z.number(),
  cashCollected: z.number().nullable(),
  area: z.string(),
  tip: z.number().optional(),
});
const _exact: Same<z.output<typeof schema>, RiderDelivery> = true;

export const toItem = (riderId: string, record: RiderDelivery) => ({ ...keys.riderDelivery(riderId, record.at, record._id), type: 'rider delivery' as const, riderId, ...record });

export const fromItem = (raw: RawItem): RiderDelivery => parseItem('rider delivery', schema, raw);
