/**
 * Placing an order: one transaction that takes the stock, checks the address and the cart, writes
 * the order (data/items/order.ts), counts it and, for a card order, makes it the shopper's one
 * pending checkout. Either all of it happens or none of it.
 */
import type { OrderRecord, TimelineEntry } from '../../../core/order-record.js';
import { tableName } from '../../client.js';
import { keys } from '../../keys.js';
import * as orderItem from '../../items/order.js';
import * as pendingCheckoutItem from '../../items/pending-checkout.js';
import { transact, type Step } from '../transact.js';
import { countStep, countSteps } from './counts.js';
import { changeStatus, statusStep } from './status.js';
import { ORDER_CONFLICT_RETRIES, existingProducts, stockGiveBack, stockTake } from './stock.js';

export type PlaceOrderFailure =
  | { kind: 'out-of-stock'; productId: string; name: string; left: number }
  | { kind: 'address-gone' }
  | { kind: 'cart-changed' }
  /** The shopper's pending card checkout is not the one read (another checkout raced this one). */
  | { kind: 'checkout-changed' };

export type PlaceResult = { ok: true } | { ok: false; failure: PlaceOrderFailure };

/** DynamoDB's limit of items in one TransactWriteItems. */
const MAX_TRANSACTION_ITEMS = 100;

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
      item: { Put: { TableName: tableName, Item: orderItem.toItem(order), ConditionExpression: 'attribute_not_exists(pk)' } },
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
        ? { Put: { TableName: tableName, Item: pendingCheckoutItem.toItem(order.userId, order._id), ...asRead } }
        : { ConditionCheck: { TableName: tableName, Key: keys.pendingCheckout(order.userId), ...asRead } },
    onConditionFailed: () => ({ kind: 'checkout-changed' }),
  });
  return steps;
}
