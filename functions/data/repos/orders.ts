import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import type { RefundRecord } from '../../core/refunds.js';
import { ORDER_STATUSES, isPaymentArrival, stockEffect, type Actor, type OrderStatus } from '../../core/order-states.js';
import { type OrderRecord, type TimelineEntry } from '../../core/order-record.js';
import { type OrderCounts } from '../../core/order-api.js';
import { db, queryAll, tableName } from '../client.js';
import { keys } from '../keys.js';
import { TABLE } from '../table.js';
import { batchGet } from './batch-get.js';
import { numberOf, transact, type Step, type TransactItem } from './transact.js';

/**
 * Orders live in their shopper's partition (`USER#<sub>` / `ORDER#<id>`, see ../README.md), with
 * index keys for the admin's lists: gsi1 (every order, newest first) and gsi2 (by status). Every
 * change of status is one transaction, conditional on the status it started from, that also moves
 * the stock, the status counters and the timeline, so two people acting at once get one winner.
 */

export type PlaceOrderFailure =
  | { kind: 'out-of-stock'; productId: string; name: string; left: number }
  | { kind: 'address-gone' }
  | { kind: 'cart-changed' }
  /** The shopper's pending card checkout is not the one read (another checkout raced this one). */
  | { kind: 'checkout-changed' };

/** DynamoDB's limit of items in one TransactWriteItems. */
const MAX_TRANSACTION_ITEMS = 100;

/** Many shoppers ordering the same product contend on its item: retry conflicts generously. */
const ORDER_CONFLICT_RETRIES = 12;

/** Counter shards: enough that concurrent orders rarely meet on one item, few enough to read at once. */
export const ORDER_COUNT_SHARDS = 8;

/** Stable shard of an order id (ids are hex; any string works). */
export function countShard(orderId: string): number {
  let hash = 0;
  for (const char of orderId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash % ORDER_COUNT_SHARDS;
}

type StoredOrder = OrderRecord & Record<'pk' | 'sk' | 'type' | 'gsi1pk' | 'gsi1sk' | 'gsi2pk' | 'gsi2sk', string>;

/** The one mapping from an order to its table item (keys, index keys) and back. */
export function toOrderItem(order: OrderRecord): StoredOrder {
  return {
    ...keys.order(order.userId, order._id),
    type: 'order',
    ...order,
    ...keys.orderListing(order._id),
    ...keys.orderByStatus(order.status, order._id),
  };
}

export function fromOrderItem(item: Record<string, unknown>): OrderRecord {
  const { pk: _pk, sk: _sk, type: _type, gsi1pk: _g1, gsi1sk: _g1s, gsi2pk: _g2, gsi2sk: _g2s, ...order } = item as StoredOrder;
  return order;
}

type StockLine = Pick<OrderRecord['lines'][number], 'productId' | 'quantity'>;

const stockTake = <F>(line: StockLine, onShort: (left: number) => F): Step<F> => ({
  item: {
    Update: {
      TableName: tableName,
      Key: keys.product(line.productId),
      UpdateExpression: 'ADD stock :minus',
      ConditionExpression: 'attribute_exists(pk) AND stock >= :qty',
      ExpressionAttributeValues: { ':minus': -line.quantity, ':qty': line.quantity },
      ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
    },
  },
  onConditionFailed: (old) => onShort(numberOf(old, 'stock') ?? 0),
});

const stockGiveBack = <F>(line: StockLine, onGone: () => F): Step<F> => ({
  item: {
    Update: {
      TableName: tableName,
      Key: keys.product(line.productId),
      UpdateExpression: 'ADD stock :plus',
      // A product deleted meanwhile is not brought back as a stock-only item.
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':plus': line.quantity },
    },
  },
  onConditionFailed: onGone,
});

/** −1 on the status an order leaves, +1 on the one it enters, in the shard of its id. */
export function countStep<F>(orderId: string, from: OrderStatus | undefined, to: OrderStatus): Step<F> {
  return countSteps<F>([{ orderId, from, to }])[0] as Step<F>;
}

/** The counter moves of several orders, one step per shard (a transaction may touch an item once). */
function countSteps<F>(moves: { orderId: string; from: OrderStatus | undefined; to: OrderStatus }[]): Step<F>[] {
  const byShard = new Map<number, Map<OrderStatus, number>>();
  for (const { orderId, from, to } of moves) {
    const deltas = byShard.get(countShard(orderId)) ?? new Map<OrderStatus, number>();
    byShard.set(countShard(orderId), deltas);
    deltas.set(to, (deltas.get(to) ?? 0) + 1);
    if (from) deltas.set(from, (deltas.get(from) ?? 0) - 1);
  }
  return [...byShard].map(([shard, deltas]) => {
    const changed = [...deltas].filter(([, delta]) => delta !== 0);
    return {
      item: {
        Update: {
          TableName: tableName,
          Key: keys.orderCountShard(shard),
          UpdateExpression: `ADD ${changed.map((_, i) => `#s${i} :d${i}`).join(', ')}`,
          ExpressionAttributeNames: Object.fromEntries(changed.map(([status], i) => [`#s${i}`, status])),
          ExpressionAttributeValues: Object.fromEntries(changed.map(([, delta], i) => [`:d${i}`, delta])),
        },
      },
    };
  });
}

/**
 * One transaction: take each product's stock (never below zero), check the address is still the
 * caller's and active, write the order, count it, and for cash on delivery clear the ordered cart
 * lines (for a card payment only check they are unchanged; they are cleared when Stripe says it is
 * paid). The shopper's pending checkout pointer must still name `pendingWas` (the order it named
 * when read, one no longer awaiting payment, or null when there was none); a card order becomes
 * the shopper's one pending checkout. Either all of it happens or none of it.
 */
export async function placeOrder(order: OrderRecord, pendingWas: string | null = null): Promise<PlaceResult> {
  const steps = [
    ...order.lines.map((line) => stockTake(line, (left): PlaceOrderFailure => ({ kind: 'out-of-stock', productId: line.productId, name: line.name, left }))),
    ...newOrderSteps(order, pendingWas),
    countStep<PlaceOrderFailure>(order._id, undefined, order.status),
  ];
  return transact(steps, { conflictRetries: ORDER_CONFLICT_RETRIES });
}

export type PlaceResult = { ok: true } | { ok: false; failure: PlaceOrderFailure };

/**
 * The shopper's pending card checkout `old` gives way to `order`, in one transaction: `old` is
 * cancelled (its Checkout Session was expired first), `order` placed, and each product's stock moves
 * by the difference of the two (a transaction touches an item once), so the old hold is released in
 * the same write that takes the new one. Products deleted since `old` was placed get nothing back.
 * When both do not fit one transaction, `old` is cancelled first and `order` placed after.
 */
export async function replacePendingOrder(old: OrderRecord, order: OrderRecord): Promise<PlaceResult> {
  const existing = await existingProducts(old);
  const deltas = new Map<string, { quantity: number; name: string }>();
  for (const line of order.lines) deltas.set(line.productId, { quantity: line.quantity, name: line.name });
  for (const line of old.lines.filter((l) => existing.has(l.productId))) {
    const now = deltas.get(line.productId);
    deltas.set(line.productId, { quantity: (now?.quantity ?? 0) - line.quantity, name: line.name });
  }
  const changed = (): PlaceOrderFailure => ({ kind: 'checkout-changed' });
  const stockSteps = [...deltas]
    .filter(([, delta]) => delta.quantity !== 0)
    .map(([productId, delta]) => {
      if (delta.quantity < 0) return stockGiveBack<PlaceOrderFailure>({ productId, quantity: -delta.quantity }, changed);
      const held = old.lines.find((l) => l.productId === productId)?.quantity ?? 0;
      return stockTake<PlaceOrderFailure>({ productId, quantity: delta.quantity }, (left) => ({ kind: 'out-of-stock', productId, name: delta.name, left: left + held }));
    });
  const entry: TimelineEntry = { status: 'cancelled', at: order.createdAt, by: 'shopper', note: 'Replaced by a new checkout' };
  const steps: Step<PlaceOrderFailure>[] = [
    ...stockSteps,
    { ...statusStep(old, { to: 'cancelled' }, entry), onConditionFailed: changed },
    ...newOrderSteps(order, old._id),
    ...countSteps<PlaceOrderFailure>([
      { orderId: old._id, from: old.status, to: 'cancelled' },
      { orderId: order._id, from: undefined, to: order.status },
    ]),
  ];
  if (steps.length <= MAX_TRANSACTION_ITEMS) return transact(steps, { conflictRetries: ORDER_CONFLICT_RETRIES });

  const cancelled = await changeStatus(old, { to: 'cancelled', by: 'shopper', note: 'Replaced by a new checkout' });
  if (!cancelled.ok) return { ok: false, failure: changed() };
  return placeOrder(order, old._id);
}

/** The order's own item, its address and cart checks, and (card) the pending checkout pointer. */
function newOrderSteps(order: OrderRecord, pendingWas: string | null): Step<PlaceOrderFailure>[] {
  const cartChanged = (): PlaceOrderFailure => ({ kind: 'cart-changed' });
  const cartSteps: Step<PlaceOrderFailure>[] = order.cartLines.map(({ lineId, quantity }) => {
    const condition = { ConditionExpression: 'quantity = :q', ExpressionAttributeValues: { ':q': quantity } };
    const key = keys.cartLine(order.userId, lineId);
    return {
      item:
        order.paymentMethod === 'cod'
          ? { Delete: { TableName: tableName, Key: key, ...condition } }
          : { ConditionCheck: { TableName: tableName, Key: key, ...condition } },
      onConditionFailed: cartChanged,
    };
  });
  const steps: Step<PlaceOrderFailure>[] = [
    {
      item: {
        ConditionCheck: {
          TableName: tableName,
          Key: keys.address(order.userId, order.address._id),
          ConditionExpression: '#status = :active',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':active': true },
        },
      },
      onConditionFailed: () => ({ kind: 'address-gone' }),
    },
    {
      item: { Put: { TableName: tableName, Item: toOrderItem(order), ConditionExpression: 'attribute_not_exists(pk)' } },
    },
    ...cartSteps,
  ];
  // The pointer is as read (no other checkout of this shopper came between): a card order takes it over.
  const asRead = pendingWas
    ? { ConditionExpression: 'orderId = :was', ExpressionAttributeValues: { ':was': pendingWas } }
    : { ConditionExpression: 'attribute_not_exists(pk)' };
  steps.push({
    item:
      order.paymentMethod === 'card'
        ? { Put: { TableName: tableName, Item: { ...keys.pendingCheckout(order.userId), type: 'pending-checkout', orderId: order._id }, ...asRead } }
        : { ConditionCheck: { TableName: tableName, Key: keys.pendingCheckout(order.userId), ...asRead } },
    onConditionFailed: () => ({ kind: 'checkout-changed' }),
  });
  return steps;
}

/**
 * The order the shopper's pending checkout pointer names: their one card order awaiting payment,
 * unless it has moved on since (the pointer is only replaced, never cleared; see placeOrder).
 */
export async function pendingCheckoutOrderId(userId: string): Promise<string | undefined> {
  const result = await db.send(new GetCommand({ TableName: tableName, Key: keys.pendingCheckout(userId), ConsistentRead: true }));
  const orderId = result.Item?.orderId;
  return typeof orderId === 'string' ? orderId : undefined;
}

export async function getOrder(userId: string, orderId: string): Promise<OrderRecord | undefined> {
  const result = await db.send(new GetCommand({ TableName: tableName, Key: keys.order(userId, orderId), ConsistentRead: true }));
  return result.Item ? fromOrderItem(result.Item) : undefined;
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
      ProjectionExpression: 'userId',
    }),
  );
  const owner = result.Items?.[0]?.userId;
  return typeof owner === 'string' ? owner : undefined;
}

/** Newest first: order ids sort by creation time. */
export async function listOrders(userId: string): Promise<OrderRecord[]> {
  const { pk, skPrefix } = keys.orders(userId);
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': pk, ':prefix': skPrefix },
    ScanIndexForward: false,
  });
  return items.map(fromOrderItem);
}

/** A page position in the admin's list: the last order's table and index keys (all strings). */
const cursorShape = z.record(z.string().regex(/^(pk|sk|gsi[12](pk|sk))$/), z.string().min(1).max(200));

function listingIndex(status: OrderStatus | undefined) {
  if (!status) {
    return { index: TABLE.gsi1, partition: keys.allOrdersIndex().gsi1pk };
  }
  return { index: TABLE.gsi2, partition: keys.ordersByStatusIndex(status).gsi2pk };
}

/** The cursor's start key, or undefined when it is not one this listing handed out. */
function decodeCursor(cursor: string, status: OrderStatus | undefined): Record<string, string> | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  const key = cursorShape.safeParse(parsed);
  if (!key.success) return undefined;
  const { index, partition } = listingIndex(status);
  const expected = ['pk', 'sk', index.partitionKey, index.sortKey];
  const names = Object.keys(key.data);
  if (names.length !== expected.length || !expected.every((n) => n in key.data)) return undefined;
  return key.data[index.partitionKey] === partition ? key.data : undefined;
}

export type OrderPage = { ok: true; orders: OrderRecord[]; nextCursor: string | null } | { ok: false; reason: 'bad-cursor' };

/** Every shopper's orders, newest first, optionally in one status: one Query page of at most `limit`. */
export async function listAllOrders(options: { status?: OrderStatus; limit: number; cursor?: string }): Promise<OrderPage> {
  const { index, partition } = listingIndex(options.status);
  const start = options.cursor === undefined ? undefined : decodeCursor(options.cursor, options.status);
  if (options.cursor !== undefined && !start) return { ok: false, reason: 'bad-cursor' };
  const result = await db.send(
    new QueryCommand({
      TableName: tableName,
      IndexName: index.name,
      KeyConditionExpression: `${index.partitionKey} = :pk`,
      ExpressionAttributeValues: { ':pk': partition },
      ScanIndexForward: false,
      Limit: options.limit,
      ExclusiveStartKey: start,
    }),
  );
  const last = result.LastEvaluatedKey;
  return {
    ok: true,
    orders: (result.Items ?? []).map(fromOrderItem),
    nextCursor: last ? Buffer.from(JSON.stringify(last), 'utf8').toString('base64url') : null,
  };
}

/** Orders per status (and in all), summed over the counter shards: one BatchGet. */
export async function orderCounts(): Promise<OrderCounts> {
  const shards = Array.from({ length: ORDER_COUNT_SHARDS }, (_, i) => keys.orderCountShard(i));
  const items = await batchGet(shards, { projection: ORDER_STATUSES, consistent: true });
  const counts = Object.fromEntries([...ORDER_STATUSES, 'all'].map((s) => [s, 0])) as OrderCounts;
  for (const item of items) {
    for (const status of ORDER_STATUSES) {
      const count = numberOf(item, status) ?? 0;
      counts[status] += count;
      counts.all += count;
    }
  }
  return counts;
}

/** Records a new Checkout Session for a pending order, if the order still has the one it was read with. */
export async function replaceStripeSession(order: OrderRecord, sessionId: string, attempts: number): Promise<boolean> {
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.order(order.userId, order._id),
        UpdateExpression: 'SET stripeSessionId = :session, checkoutAttempts = :attempts',
        ConditionExpression: order.stripeSessionId
          ? '#status = :pending AND stripeSessionId = :seen'
          : '#status = :pending AND attribute_not_exists(stripeSessionId)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':session': sessionId,
          ':attempts': attempts,
          ':pending': 'pending_payment',
          ...(order.stripeSessionId ? { ':seen': order.stripeSessionId } : {}),
        },
      }),
    );
    return true;
  } catch (err) {
    if (err instanceof ConditionalCheckFailedException) return false;
    throw err;
  }
}

/** What a status change also records on the order. */
export type OrderUpdates = Partial<Pick<OrderRecord, 'paidAt' | 'paymentIntentId' | 'refundAttempts' | 'cancelReason'>> & RefundsUpdate;

/** A new list of the order's refunds: written only if nobody wrote it since it was read (refundsRev). */
type RefundsUpdate = { refunds?: RefundRecord[]; refundsRev?: never };

export interface StatusChange {
  to: OrderStatus;
  by: Actor;
  note?: string;
  /** A Stripe event id, remembered in the same transaction: an event changes an order at most once. */
  eventId?: string;
  set?: OrderUpdates;
}

export type ChangeFailure = 'duplicate' | 'order-changed' | 'no-stock';
export type ChangeResult = { ok: true; order: OrderRecord } | { ok: false; failure: ChangeFailure };

/** Stripe event ids are remembered for 30 days (Stripe retries deliveries for 3). */
const EVENT_MEMORY_SECONDS = 30 * 24 * 3600;

const stripeEventItem = (eventId: string, orderId: string) => ({
  ...keys.stripeEvent(eventId),
  type: 'stripe-event',
  orderId,
  [TABLE.ttlAttribute]: Math.floor(Date.now() / 1000) + EVENT_MEMORY_SECONDS,
});

/**
 * Moves an order from the status it was read in to `change.to` in one transaction: the status
 * (conditional on the one read), its index key and counters, the timeline, the stock (given back
 * or taken again, see core/order-states.ts stockEffect), the cart lines it was made from when a payment
 * places it, and the Stripe event id. The caller has checked the rules (core/order-states.ts decide).
 * - 'order-changed': someone else moved it first (read it again and decide again);
 * - 'no-stock': a late payment found the stock gone;
 * - 'duplicate': the event was applied before.
 */
export async function changeStatus(order: OrderRecord, change: StatusChange): Promise<ChangeResult> {
  const effect = stockEffect(order.status, change.to);
  // Stock goes back only to products that still exist; one deleted meanwhile makes us look again.
  for (let attempt = 1; attempt <= 3; attempt++) {
    const existing = effect === 'give-back' ? await existingProducts(order) : undefined;
    const result = await tryChange(order, change, existing);
    if (result.ok || result.failure !== 'product-gone') return result as ChangeResult;
  }
  throw new Error(`order ${order._id}: its products kept disappearing while its stock was given back`);
}

async function existingProducts(order: OrderRecord): Promise<Set<string>> {
  const items = await batchGet(order.lines.map((l) => keys.product(l.productId)), { projection: ['_id'], consistent: true });
  return new Set(items.map((item) => String(item._id)));
}

async function tryChange(
  order: OrderRecord,
  change: StatusChange,
  existing: Set<string> | undefined,
): Promise<{ ok: true; order: OrderRecord } | { ok: false; failure: ChangeFailure | 'product-gone' }> {
  type Failure = ChangeFailure | 'product-gone';
  const at = new Date().toISOString();
  const entry: TimelineEntry = { status: change.to, at, by: change.by, ...(change.note ? { note: change.note } : {}) };
  const set = change.set ?? {};
  const steps: Step<Failure>[] = [
    { ...statusStep(order, change, entry), onConditionFailed: () => 'order-changed' },
    countStep(order._id, order.status, change.to),
  ];
  if (change.eventId) {
    steps.unshift({
      item: { Put: { TableName: tableName, Item: stripeEventItem(change.eventId, order._id), ConditionExpression: 'attribute_not_exists(pk)' } },
      onConditionFailed: () => 'duplicate',
    });
  }
  const effect = stockEffect(order.status, change.to);
  if (effect === 'take') steps.push(...order.lines.map((line) => stockTake<Failure>(line, () => 'no-stock')));
  if (effect === 'give-back') {
    steps.push(...order.lines.filter((l) => existing?.has(l.productId)).map((line) => stockGiveBack<Failure>(line, () => 'product-gone')));
  }
  if (change.to === 'placed' && isPaymentArrival(change.to, change.by)) {
    steps.push(...order.cartLines.map(({ lineId }) => ({ item: { Delete: { TableName: tableName, Key: keys.cartLine(order.userId, lineId) } } })));
  }

  const result = await transact(steps, { conflictRetries: ORDER_CONFLICT_RETRIES });
  if (!result.ok) return result;
  const refundsRev = set.refunds ? { refundsRev: (order.refundsRev ?? 0) + 1 } : {};
  return {
    ok: true,
    order: { ...order, ...set, ...refundsRev, status: change.to, updatedAt: at, timeline: [...(order.timeline ?? []), entry] },
  };
}

/** The order's status (conditional on the one it was read in), its index key, timeline and updates. */
function statusStep(order: OrderRecord, change: Pick<StatusChange, 'to' | 'set'>, entry: TimelineEntry): { item: TransactItem } {
  const names: Record<string, string> = { '#status': 'status' };
  const values: Record<string, unknown> = {
    ':to': change.to,
    ':from': order.status,
    ':now': entry.at,
    ':entry': [entry],
    ':none': [],
    ':gsi2pk': keys.orderByStatus(change.to, order._id).gsi2pk,
  };
  const assignments = ['#status = :to', 'updatedAt = :now', 'gsi2pk = :gsi2pk', 'timeline = list_append(if_not_exists(timeline, :none), :entry)'];
  for (const [field, value] of Object.entries(change.set ?? {})) {
    names[`#${field}`] = field;
    values[`:${field}`] = value;
    assignments.push(`#${field} = :${field}`);
  }
  const refunds = change.set?.refunds ? refundsWrite(order) : undefined;
  if (refunds) {
    assignments.push(refunds.assignment);
    Object.assign(values, refunds.values);
  }
  return {
    item: {
      Update: {
        TableName: tableName,
        Key: keys.order(order.userId, order._id),
        UpdateExpression: `SET ${assignments.join(', ')}`,
        ConditionExpression: `#status = :from${refunds ? ` AND ${refunds.condition}` : ''}`,
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
      },
    },
  };
}

/** Writing `refunds` bumps refundsRev, on the condition that it is still the one read. */
function refundsWrite(order: Pick<OrderRecord, 'refundsRev'>) {
  const seen = order.refundsRev;
  return {
    assignment: 'refundsRev = :nextRev',
    condition: seen === undefined ? 'attribute_not_exists(refundsRev)' : 'refundsRev = :seenRev',
    values: { ':nextRev': (seen ?? 0) + 1, ...(seen === undefined ? {} : { ':seenRev': seen }) },
  };
}

/**
 * Records the order's refunds without a change of status, with the Stripe event id, in one
 * transaction conditional on the status and the refunds read ('order-changed' otherwise).
 */
export async function saveRefunds(order: OrderRecord, refunds: RefundRecord[], eventId: string): Promise<ChangeResult> {
  const write = refundsWrite(order);
  const at = new Date().toISOString();
  const result = await transact<ChangeFailure>([
    {
      item: { Put: { TableName: tableName, Item: stripeEventItem(eventId, order._id), ConditionExpression: 'attribute_not_exists(pk)' } },
      onConditionFailed: () => 'duplicate',
    },
    {
      item: {
        Update: {
          TableName: tableName,
          Key: keys.order(order.userId, order._id),
          UpdateExpression: `SET refunds = :refunds, updatedAt = :now, ${write.assignment}`,
          ConditionExpression: `#status = :status AND ${write.condition}`,
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':refunds': refunds, ':now': at, ':status': order.status, ...write.values },
        },
      },
      onConditionFailed: () => 'order-changed',
    },
  ]);
  if (!result.ok) return result;
  return { ok: true, order: { ...order, refunds, refundsRev: (order.refundsRev ?? 0) + 1, updatedAt: at } };
}

/** Remembers a Stripe event that changes nothing, so a redelivery is recognised as seen. */
export async function rememberStripeEvent(eventId: string, orderId: string): Promise<'recorded' | 'duplicate'> {
  try {
    await db.send(
      new PutCommand({
        TableName: tableName,
        Item: stripeEventItem(eventId, orderId),
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return 'recorded';
  } catch (err) {
    if (err instanceof ConditionalCheckFailedException) return 'duplicate';
    throw err;
  }
}
