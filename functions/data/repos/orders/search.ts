/**
 * The admin's order search: every read is by key. An order number or a mobile number is
 * one Query of its lookup partition (keys.ts orderNumber, mobileLookups); the orders it names are
 * read by their keys, a shopper's by a Query of their own partition. Never a Scan.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { OrderRecord } from '../../../core/order-record.js';
import { db, queryAll, tableName } from '../../client.js';
import { keys } from '../../keys.js';
import * as orderItem from '../../items/order.js';
import * as searchLookup from '../../items/search-lookup.js';
import { batchGet } from '../batch-get.js';
import type { OrderListing } from './queries.js';

export interface OrderRef {
  userId: string;
  orderId: string;
}

/** What a lookup partition names: orders by their keys and shoppers by their ids. */
export interface Lookups {
  orders: OrderRef[];
  userIds: string[];
}

async function lookups(pk: string): Promise<Lookups> {
  const items = await queryAll({ KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': pk } });
  const found: Lookups = { orders: [], userIds: [] };
  for (const ref of items.map(searchLookup.fromItem)) {
    if (ref.orderId) found.orders.push({ userId: ref.userId, orderId: ref.orderId });
    else found.userIds.push(ref.userId);
  }
  return found;
}

/** The order(s) with this number (`ORD-…`): normally one. */
export const lookupOrderNumber = (orderNumber: string) => lookups(keys.orderNumberLookups(orderNumber).pk);

/** The orders delivered to this mobile, and the shoppers whose profile gives it. */
export const lookupMobile = (mobile: string) => lookups(keys.mobileLookups(mobile).pk);

/** Orders by their keys, read consistently (a lookup may outlive nothing: orders are never deleted). */
export async function getOrdersByRef(refs: readonly OrderRef[]): Promise<OrderRecord[]> {
  if (refs.length === 0) return [];
  const items = await batchGet(refs.map((r) => keys.order(r.userId, r.orderId)), { consistent: true });
  return items.map(orderItem.fromItem);
}

/** Queries of one shopper's orders the search makes at most, however many of them the filters skip. */
const MAX_ROUNDS = 5;

/** One shopper's newest `limit` orders within the list's filters (status, store): filtered in their own partition. */
export async function listShopperOrders(userId: string, listing: OrderListing, limit: number): Promise<OrderRecord[]> {
  const { pk, skPrefix } = keys.orders(userId);
  const filters = [...(listing.status ? ['#status = :status'] : []), ...(listing.storeId ? ['storeId = :store'] : [])];
  const orders: OrderRecord[] = [];
  let from: Record<string, unknown> | undefined;
  for (let round = 1; round <= MAX_ROUNDS && orders.length < limit; round++) {
    const result = await db.send(
      new QueryCommand({
        TableName: tableName,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ...(filters.length > 0 ? { FilterExpression: filters.join(' AND ') } : {}),
        ...(listing.status ? { ExpressionAttributeNames: { '#status': 'status' } } : {}),
        ExpressionAttributeValues: {
          ':pk': pk,
          ':prefix': skPrefix,
          ...(listing.status ? { ':status': listing.status } : {}),
          ...(listing.storeId ? { ':store': listing.storeId } : {}),
        },
        ScanIndexForward: false,
        Limit: limit,
        ExclusiveStartKey: from,
      }),
    );
    orders.push(...(result.Items ?? []).map(orderItem.fromItem));
    from = result.LastEvaluatedKey;
    if (!from) break;
  }
  return orders.slice(0, limit);
}
