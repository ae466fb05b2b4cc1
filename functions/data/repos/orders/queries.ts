/** Reading orders: one by its key, a shopper's, every shopper's (the admin's pages), and whose an id is. */
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import type { OrderRecord } from '../../../core/order-record.js';
import type { OrderStatus } from '../../../core/order-states.js';
import { db, queryAll, tableName } from '../../client.js';
import { keys } from '../../keys.js';
import * as orderItem from '../../items/order.js';
import * as pendingCheckoutItem from '../../items/pending-checkout.js';
import { TABLE } from '../../table.js';

/**
 * The order the shopper's pending checkout pointer names: their one card order awaiting payment,
 * unless it has moved on since (the pointer is only replaced, never cleared; see place.ts).
 */
export async function pendingCheckoutOrderId(userId: string): Promise<string | undefined> {
  const result = await db.send(new GetCommand({ TableName: tableName, Key: keys.pendingCheckout(userId), ConsistentRead: true }));
  return result.Item ? pendingCheckoutItem.fromItem(result.Item) : undefined;
}

export async function getOrder(userId: string, orderId: string): Promise<OrderRecord | undefined> {
  const result = await db.send(new GetCommand({ TableName: tableName, Key: keys.order(userId, orderId), ConsistentRead: true }));
  return result.Item ? orderItem.fromItem(result.Item) : undefined;
}

/**
 * Whose order an id is, from gsi1 (admins act on any order). The index is eventually consistent:
 * an order becomes findable a moment after it is placed; its owner never changes.
 */
export async function findOrderOwner(orderId: string): Promise<string | undefined> {
  const { gsi1pk } = keys.allOrdersIndex();
  const result = await db.send(
    new QueryCommand({
      TableName: tableName,
      IndexName: TABLE.gsi1.name,
      KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk = :id',
      ExpressionAttributeValues: { ':pk': gsi1pk, ':id': orderId },
      ProjectionExpression: orderItem.ownerProjection,
    }),
  );
  const item = result.Items?.[0];
  return item ? orderItem.ownerFromItem(item) : undefined;
}

/** Newest first: order ids sort by creation time. */
export async function listOrders(userId: string): Promise<OrderRecord[]> {
  const { pk, skPrefix } = keys.orders(userId);
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': pk, ':prefix': skPrefix },
    ScanIndexForward: false,
  });
  return items.map(orderItem.fromItem);
}

/** A page position in the admin's list: the last order's table and index keys (all strings). */
const cursorShape = z.record(z.string().regex(/^(pk|sk|gsi[123](pk|sk))$/), z.string().min(1).max(200));

/** What the admin's list shows: every order, one status, one store's, or one store's in one status. */
export interface OrderListing {
  status?: OrderStatus;
  storeId?: string;
}

/**
 * The index a listing reads: a store's orders are its gsi3 partition (one status among them by a
 * filter: a page may then hold fewer than `limit`, and its cursor goes on); else gsi2 for a status,
 * gsi1 for all.
 */
function listingIndex({ status, storeId }: OrderListing) {
  if (storeId) return { index: TABLE.gsi3, partition: keys.ordersAtStoreIndex(storeId).gsi3pk };
  if (!status) return { index: TABLE.gsi1, partition: keys.allOrdersIndex().gsi1pk };
  return { index: TABLE.gsi2, partition: keys.ordersByStatusIndex(status).gsi2pk };
}

/** The cursor's start key, or undefined when it is not one this listing handed out. */
function decodeCursor(cursor: string, listing: OrderListing): Record<string, string> | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  const key = cursorShape.safeParse(parsed);
  if (!key.success) return undefined;
  const { index, partition } = listingIndex(listing);
  const expected = ['pk', 'sk', index.partitionKey, index.sortKey];
  const names = Object.keys(key.data);
  if (names.length !== expected.length || !expected.every((n) => n in key.data)) return undefined;
  return key.data[index.partitionKey] === partition ? key.data : undefined;
}

export type OrderPage = { ok: true; orders: OrderRecord[]; nextCursor: string | null } | { ok: false; reason: 'bad-cursor' };

/** A store's orders in one status are filtered from its gsi3 partition: Queries per page at most. */
const MAX_FILTERED_ROUNDS = 5;

const encodeCursor = (key: Record<string, unknown>) => Buffer.from(JSON.stringify(key), 'utf8').toString('base64url');

/**
 * Every shopper's orders, newest first, optionally in one status and/or of one store: one Query page
 * of at most `limit` (a store's orders in one status: up to MAX_FILTERED_ROUNDS Queries to fill it).
 */
export async function listAllOrders(options: OrderListing & { limit: number; cursor?: string }): Promise<OrderPage> {
  const { index, partition } = listingIndex(options);
  const start = options.cursor === undefined ? undefined : decodeCursor(options.cursor, options);
  if (options.cursor !== undefined && !start) return { ok: false, reason: 'bad-cursor' };
  const status = options.storeId ? options.status : undefined;
  const orders: OrderRecord[] = [];
  let from: Record<string, unknown> | undefined = start;
  for (let round = 1; ; round++) {
    const result = await db.send(
      new QueryCommand({
        TableName: tableName,
        IndexName: index.name,
        KeyConditionExpression: `${index.partitionKey} = :pk`,
        ...(status ? { FilterExpression: '#status = :status', ExpressionAttributeNames: { '#status': 'status' } } : {}),
        ExpressionAttributeValues: { ':pk': partition, ...(status ? { ':status': status } : {}) },
        ScanIndexForward: false,
        Limit: options.limit,
        ExclusiveStartKey: from,
      }),
    );
    const items = result.Items ?? [];
    const room = options.limit - orders.length;
    orders.push(...items.slice(0, room).map(orderItem.fromItem));
    if (items.length > room) {
      // The page is full inside this Query's answer: the next page starts after its last order.
      const lastKept = items[room - 1] as Record<string, unknown>;
      const key = Object.fromEntries(['pk', 'sk', index.partitionKey, index.sortKey].map((name) => [name, lastKept[name]]));
      return { ok: true, orders, nextCursor: encodeCursor(key) };
    }
    from = result.LastEvaluatedKey;
    if (!from || !status || orders.length >= options.limit || round >= MAX_FILTERED_ROUNDS) {
      return { ok: true, orders, nextCursor: from ? encodeCursor(from) : null };
    }
  }
}
