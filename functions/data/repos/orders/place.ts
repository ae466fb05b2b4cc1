/**
 * Placing an order: one transaction that takes its store's stock, checks the address, the cart and
 * the store, writes the order (data/items/order.ts) and its search lookups, counts it (status
 * counters, the store's load) and, for a card order, makes it the shopper's one pending checkout. Either all of it happens or
 * none of it.
 */
import type { CapacityGate } from '../../../core/capacity.js';
import type { OrderRecord, TimelineEntry } from '../../../core/order-record.js';
import { tableName } from '../../client.js';
import { keys } from '../../keys.js';
import * as orderItem from '../../items/order.js';
import * as pendingCheckoutItem from '../../items/pending-checkout.js';
import * as searchLookup from '../../items/search-lookup.js';
import type { CreditEntry } from '../../../core/credit.js';
import { creditEntriesSteps } from '../credit.js';
import { changeEntry, spendEntry } from './credit-write.js';
import { OFFER_STEPS_MAX, withOfferHold, type OfferHoldFailure } from '../offers/redemptions.js';
import { transact, type Step } from '../transact.js';
import { flagHighDemand, gatedLoadSteps, storeTakesOrders } from './capacity-gate.js';
import { countStep, countSteps } from './counts.js';
import { changeStatus, statusStep } from './status.js';
import { ORDER_CONFLICT_RETRIES, existingStock, stockGiveBack, stockStoreOf, stockTake } from './stock.js';

export type PlaceOrderFailure =
  | { kind: 'out-of-stock'; productId: string; name: string; left: number }
  | { kind: 'address-gone' }
  | { kind: 'cart-changed' }
  /** The shopper's pending card checkout is not the one read (another checkout raced this one). */
  | { kind: 'checkout-changed' }
  /** The order's store was paused (or deleted) after it was checked. */
  | { kind: 'store-unavailable' }
  /** The store is at its capacity limit (core/capacity.ts): paused for high demand. */
  | { kind: 'high-demand'; storeName: string }
  /** The shopper's store credit no longer covers what the order takes of it (spent meanwhile). */
  | { kind: 'credit-short' }
  /** Its offer's total or per-shopper limit was reached, or the offer ended, meanwhile. */
  | OfferHoldFailure;

export type PlaceResult = { ok: true } | { ok: false; failure: PlaceOrderFailure };

/** DynamoDB's limit of items in one TransactWriteItems. */
const MAX_TRANSACTION_ITEMS = 100;

/**
 * One transaction: take each product's stock at the order's store (never below zero), check the
 * address is still the caller's and active and the store still takes orders, write the order, count
 * it, and for cash on delivery clear the ordered cart lines (for a card payment only check they are
 * unchanged; they are cleared when Stripe says it is paid). The shopper's pending checkout pointer
 * must still name `pendingWas` (the order it named when read, one no longer awaiting payment, or
 * null when there was none); a card order becomes the shopper's one pending checkout. Either all of
 * it happens or none of it.
 */
export async function placeOrder(order: OrderRecord, pendingWas: string | null = null, gate?: CapacityGate): Promise<PlaceResult> {
  const storeId = storeOfNew(order);
  const steps = [
    ...order.lines.map((line) =>
      stockTake(storeId, line, (left): PlaceOrderFailure => ({ kind: 'out-of-stock', productId: line.productId, name: line.name, left })),
    ),
    ...newOrderSteps(order, pendingWas, gate),
    countStep<PlaceOrderFailure>(order._id, undefined, order.status),
    ...gatedLoadSteps<PlaceOrderFailure>([{ order, from: undefined, to: order.status }], gate, highDemand(gate)),
    ...creditSteps([spendEntry(order)]),
  ];
  return flagged(gate, withOfferHold(order, undefined, checkoutChanged, (offerSteps) => transact([...steps, ...offerSteps], { conflictRetries: ORDER_CONFLICT_RETRIES })));
}

const checkoutChanged = (): PlaceOrderFailure => ({ kind: 'checkout-changed' });

/** The credit moves of the placing transaction: the balance's condition refuses a spend it no longer covers. */
const creditSteps = (entries: (CreditEntry | undefined)[]) =>
  creditEntriesSteps<PlaceOrderFailure>(entries.filter((e) => e !== undefined), { onShort: () => ({ kind: 'credit-short' }), onDuplicate: checkoutChanged });

const highDemand = (gate: CapacityGate | undefined) => (): PlaceOrderFailure => ({ kind: 'high-demand', storeName: gate?.storeName ?? '' });

/** The placing transaction's outcome, once the capacity's high-demand flag has followed it (capacity-gate.ts). */
async function flagged(gate: CapacityGate | undefined, placing: Promise<PlaceResult>): Promise<PlaceResult> {
  const result = await placing;
  await flagHighDemand(gate, result.ok ? 'placed' : result.failure.kind === 'high-demand' ? 'full' : 'other');
  return result;
}

function storeOfNew(order: OrderRecord): string {
  if (!order.storeId) throw new Error(`order ${order._id} has no store: the address's store places every order`);
  return order.storeId;
}

/**
 * The shopper's pending card checkout `old` gives way to `order`, in one transaction: `old` is
 * cancelled (its Checkout Session was expired first), `order` placed, and each product's stock moves
 * by the difference of the two at each store (a transaction touches an item once), so the old hold
 * is released in the same write that takes the new one; when the two are at different stores (the
 * shopper chose an address another store serves), the old store gets its stock back and the new
 * one gives its own. Products deleted since `old` was placed get nothing back. When both do not fit
 * one transaction, `old` is cancelled first and `order` placed after. The offer `old` holds is
 * released in the same transaction that holds the new order's (repos/offers/redemptions.ts).
 */
export async function replacePendingOrder(old: OrderRecord, order: OrderRecord, gate?: CapacityGate): Promise<PlaceResult> {
  const oldStore = await stockStoreOf(old);
  const newStore = storeOfNew(order);
  const existing = await existingStock(oldStore, old);
  const deltas = new Map<string, { storeId: string; productId: string; quantity: number; name: string; held: number }>();
  const at = (storeId: string, productId: string, name: string) => {
    const key = `${storeId}\u0000${productId}`;
    const delta = deltas.get(key) ?? { storeId, productId, quantity: 0, name, held: 0 };
    deltas.set(key, delta);
    return delta;
  };
  for (const line of order.lines) at(newStore, line.productId, line.name).quantity += line.quantity;
  for (const line of old.lines.filter((l) => existing.has(l.productId))) {
    const delta = at(oldStore, line.productId, line.name);
    delta.quantity -= line.quantity;
    delta.held += line.quantity;
  }
  const changed = (): PlaceOrderFailure => ({ kind: 'checkout-changed' });
  const stockSteps = [...deltas.values()]
    .filter((delta) => delta.quantity !== 0)
    .map(({ storeId, productId, quantity, name, held }) => {
      if (quantity < 0) return stockGiveBack<PlaceOrderFailure>(storeId, { productId, quantity: -quantity }, changed);
      return stockTake<PlaceOrderFailure>(storeId, { productId, quantity }, (left) => ({ kind: 'out-of-stock', productId, name, left: left + held }));
    });
  const entry: TimelineEntry = { status: 'cancelled', at: order.createdAt, by: 'shopper', note: 'Replaced by a new checkout' };
  const steps: Step<PlaceOrderFailure>[] = [
    ...stockSteps,
    { ...statusStep(old, { to: 'cancelled' }, entry), onConditionFailed: changed },
    ...newOrderSteps(order, old._id, gate),
    ...countSteps<PlaceOrderFailure>([
      { orderId: old._id, from: old.status, to: 'cancelled' },
      { orderId: order._id, from: undefined, to: order.status },
    ]),
    ...gatedLoadSteps<PlaceOrderFailure>(
      [
        { order: old, from: old.status, to: 'cancelled' },
        { order, from: undefined, to: order.status },
      ],
      gate,
      highDemand(gate),
    ),
    // The old order's credit comes back in the write that takes the new order's (one balance move).
    ...creditSteps([changeEntry(old, 'cancelled', order.createdAt, 'shopper'), spendEntry(order)]),
  ];
  if (steps.length + OFFER_STEPS_MAX <= MAX_TRANSACTION_ITEMS) {
    return flagged(gate, withOfferHold(order, old, changed, (offerSteps) => transact([...steps, ...offerSteps], { conflictRetries: ORDER_CONFLICT_RETRIES })));
  }

  const cancelled = await changeStatus(old, { to: 'cancelled', by: 'shopper', note: 'Replaced by a new checkout' });
  if (!cancelled.ok) return { ok: false, failure: changed() };
  return placeOrder(order, old._id, gate);
}

/** The order's own item, its address and cart checks, and (card) the pending checkout pointer. */
function newOrderSteps(order: OrderRecord, pendingWas: string | null, gate?: CapacityGate): Step<PlaceOrderFailure>[] {
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
          // Its pincode chose the store: an address edited to another pincode meanwhile is chosen again.
          ConditionExpression: '#status = :active AND pincode = :pincode',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':active': true, ':pincode': order.address.pincode },
        },
      },
      onConditionFailed: () => ({ kind: 'address-gone' }),
    },
    // Checked open and not paused before; a pause since refuses the order (its hours are the service's check).
    storeTakesOrders<PlaceOrderFailure>(storeOfNew(order), gate, () => ({ kind: 'store-unavailable' })),
    {
      item: { Put: { TableName: tableName, Item: orderItem.toItem(order), ConditionExpression: 'attribute_not_exists(pk)' } },
    },
    // The admin's order search finds it by its number and its delivery mobile (keys.ts orderNumber).
    ...searchLookup.orderLookupItems(order).map((Item) => ({ item: { Put: { TableName: tableName, Item } } })),
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
