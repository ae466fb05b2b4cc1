/**
 * Status changes: each is one transaction, conditional on the status the order was read in, that
 * also moves its gsi2 key, the status counters, the timeline, its store's stock and its store's
 * open-order counter, so two people acting at once get one winner.
 */
import type { RefundRecord } from '../../../core/refunds.js';
import { isPaymentArrival, stockEffect, type Actor, type OrderStatus } from '../../../core/order-states.js';
import type { OrderRecord, TimelineEntry } from '../../../core/order-record.js';
import { unitsInTheBag } from '../../../core/bag-units.js';
import { tableName } from '../../client.js';
import { keys } from '../../keys.js';
import * as orderItem from '../../items/order.js';
import { update, type AttributeOf, type Conditions } from '../../update.js';
import { transact, type Step, type TransactItem } from '../transact.js';
import { countStep } from './counts.js';
import { ORDER_CONFLICT_RETRIES, existingStock, loadSteps, stockGiveBack, stockStoreOf, stockTake } from './stock.js';
import { stripeEventStep } from './stripe.js';
import { deliveryEffects } from '../../../core/dispatch.js';
import { getDuty } from '../riders.js';
import { deliveryPart, type DeliveryFields } from './delivery.js';
import { offerWrite, type OfferWrite } from './offer-write.js';
import { creditEntriesSteps } from '../credit.js';
import { changeEntry } from './credit-write.js';

/** What a status change also records on the order. */
export type OrderUpdates = Partial<Pick<OrderRecord, 'paidAt' | 'paymentIntentId' | 'refundAttempts' | 'cancelReason' | 'totals'>> & DeliveryFields & RefundsUpdate;

/** A new list of the order's refunds: written only if nobody wrote it since it was read (refundsRev). */
type RefundsUpdate = { refunds?: RefundRecord[]; refundsRev?: never };

export interface StatusChange {
  to: OrderStatus;
  by: Actor;
  note?: string;
  /** A Stripe event id, remembered in the same transaction: an event changes an order at most once. */
  eventId?: string;
  set?: OrderUpdates;
  /**
   * A rider's change: only while the order is assigned to this rider (and, delivering, while its
   * code is not locked); otherwise 'order-changed'.
   */
  asRider?: string;
}

export type ChangeFailure = 'duplicate' | 'order-changed' | 'no-stock';
export type ChangeResult = { ok: true; order: OrderRecord } | { ok: false; failure: ChangeFailure };

/**
 * Moves an order from the status it was read in to `change.to` in one transaction: the status
 * (conditional on the one read), its index key and counters, the timeline, the stock of its own
 * store (given back or taken again, see core/order-states.ts stockEffect), its store's open-order
 * counter (core/open-orders.ts openOrderDelta), the cart lines it was made from when a payment places it,
 * and the Stripe event id. The caller has checked the rules (core/order-states.ts decide).
 * - 'order-changed': someone else moved it first (read it again and decide again);
 * - 'no-stock': a late payment found the stock gone;
 * - 'duplicate': the event was applied before.
 */
export async function changeStatus(order: OrderRecord, change: StatusChange): Promise<ChangeResult> {
  const effect = stockEffect(order.status, change.to);
  const storeId = effect === 'none' ? undefined : await stockStoreOf(order);
  const offer = await offerWrite(order, change);
  // Stock goes back only to products that still exist; one deleted meanwhile makes us look again.
  for (let attempt = 1; attempt <= 3; attempt++) {
    const existing = effect === 'give-back' && storeId ? await existingStock(storeId, { lines: unitsInTheBag(order) }) : undefined;
    const result = await tryChange(order, change, storeId, existing, offer);
    if (result.ok || result.failure !== 'product-gone') return result as ChangeResult;
  }
  throw new Error(`order ${order._id}: its products kept disappearing while its stock was given back`);
}

async function tryChange(
  order: OrderRecord,
  change: StatusChange,
  storeId: string | undefined,
  existing: Set<string> | undefined,
  offer: OfferWrite,
): Promise<{ ok: true; order: OrderRecord } | { ok: false; failure: ChangeFailure | 'product-gone' }> {
  type Failure = ChangeFailure | 'product-gone';
  const at = new Date().toISOString();
  const entry: TimelineEntry = { status: change.to, at, by: change.by, ...(change.note ? { note: change.note } : {}) };
  // Dispatch's bookkeeping moves with the status (data/repos/orders/delivery.ts).
  // The rider's duty item, read when they let the order go: what they keep depends on it (items/rider-duty.ts release).
  const { storeId: riderStore, riderId } = order;
  const duty = riderStore && riderId && deliveryEffects(order, change.to).freeRider ? await getDuty(riderStore, riderId) : undefined;
  const delivery = deliveryPart<Failure>(order, change.to, at, () => 'order-changed', duty);
  const set = { ...delivery.set, ...change.set };
  const steps: Step<Failure>[] = [
    { ...statusStep(order, { ...change, set }, entry, delivery.unset), onConditionFailed: () => 'order-changed' },
    ...delivery.steps,
    countStep(order._id, order.status, change.to),
    ...loadSteps<Failure>([{ order, from: order.status, to: change.to }]),
    ...offer<Failure>(() => 'order-changed'),
    // The credit the order used: back on a cancel; a late payment finding it spent is refused as one finding the stock gone.
    ...creditEntriesSteps<Failure>([changeEntry(order, change.to, at, change.by)].filter((e) => e !== undefined), { onShort: () => 'no-stock', onDuplicate: () => 'order-changed' }),
  ];
  if (change.eventId) steps.unshift(stripeEventStep<Failure>(change.eventId, order._id, () => 'duplicate'));
  const effect = stockEffect(order.status, change.to);
  if (effect === 'take' && storeId) steps.push(...order.lines.map((line) => stockTake<Failure>(storeId, line, () => 'no-stock')));
  if (effect === 'give-back' && storeId) {
    // What went into the bag goes back: not the units found missing, and the accepted substitutes too.
    steps.push(...unitsInTheBag(order).filter((u) => existing?.has(u.productId)).map((units) => stockGiveBack<Failure>(storeId, units, () => 'product-gone')));
  }
  if (change.to === 'placed' && isPaymentArrival(change.to, change.by)) {
    steps.push(...order.cartLines.map(({ lineId }) => ({ item: { Delete: { TableName: tableName, Key: keys.cartLine(order.userId, lineId) } } })));
  }

  const result = await transact(steps, { conflictRetries: ORDER_CONFLICT_RETRIES });
  if (!result.ok) return result;
  const refundsRev = set.refunds ? { refundsRev: (order.refundsRev ?? 0) + 1 } : {};
  const moved: OrderRecord = { ...order, ...set, ...refundsRev, status: change.to, updatedAt: at, timeline: [...(order.timeline ?? []), entry] };
  for (const field of delivery.unset) delete moved[field];
  return { ok: true, order: moved };
}

/** The order's status (conditional on the one it was read in), its index key, timeline and updates. */
export function statusStep(
  order: OrderRecord,
  change: Pick<StatusChange, 'to' | 'set' | 'asRider'>,
  entry: TimelineEntry,
  unset: readonly OrderAttribute[] = [],
): { item: TransactItem } {
  const write = update(orderItem.schema)
    .set('status', change.to)
    .set('updatedAt', entry.at)
    .setKeys({ gsi2pk: keys.orderByStatus(change.to, order._id).gsi2pk })
    .append('timeline', [entry]);
  for (const [field, value] of Object.entries(change.set ?? {}) as [keyof OrderUpdates, unknown][]) write.set(field, value);
  const refunds = change.set?.refunds ? refundsRevWrite(order) : undefined;
  if (refunds) write.set('refundsRev', refunds.next);
  if (unset.length > 0) write.remove(...unset);
  const { asRider } = change;
  write.when((c) =>
    c.and(
      c.eq('status', order.status),
      ...(refunds ? [refunds.unchanged(c)] : []),
      ...(asRider === undefined ? [] : [c.eq('riderId', asRider)]),
      ...(asRider !== undefined && change.to === 'delivered' ? [c.or(c.missing('codeLocked'), c.eq('codeLocked', false))] : []),
    ));
  return { item: { Update: { TableName: tableName, Key: keys.order(order.userId, order._id), ...write.build() } } };
}

type OrderAttribute = AttributeOf<typeof orderItem.schema>;

/** Writing `refunds` bumps refundsRev, on the condition that it is still the one read. */
export function refundsRevWrite(order: Pick<OrderRecord, 'refundsRev'>) {
  const seen = order.refundsRev;
  return {
    next: (seen ?? 0) + 1,
    unchanged: (c: Conditions<OrderAttribute>) => (seen === undefined ? c.missing('refundsRev') : c.eq('refundsRev', seen)),
  };
}
