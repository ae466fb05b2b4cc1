import { codeMatches } from '../../core/delivery-code.js';
import { wrongCode, type RiderRecord } from '../../core/dispatch.js';
import { decide, type OrderStatus } from '../../core/order-states.js';
import { rupeesToPaise } from '../../core/money.js';
import { firstName } from '../../core/order-api.js';
import type { OrderRecord } from '../../core/order-record.js';
import { DELIVERY_CODE_TRIES, cashToCollectPaise, type RiderApiOrder } from '../../core/rider-order.js';
import { countCodeTry, lockCode } from '../../data/repos/dispatch.js';
import { getOrder } from '../../data/repos/orders/queries.js';
import type { StatusChange } from '../../data/repos/orders/status.js';
import { BadRequest, Conflict, NotFound } from '../../platform/errors.js';
import { changeOrder } from '../orders/order-changes.js';
import { riderOrder, riderView } from './rider-access.js';
import { lockedError } from './rider-deliveries.js';

/** The rider's delivery steps: pick up, hand over with the shopper's code, could not deliver (each through riderStep, below); the shopper's mails follow each (core/order-effects.ts), as for an admin's steps. */

export async function pickUp(rider: RiderRecord, orderId: string): Promise<RiderApiOrder> {
  const moved = await riderStep(rider, orderId, 'out_for_delivery', () => ({ note: `Picked up by ${firstName(rider.name)}` }));
  return riderView(moved);
}

/**
 * Delivered, with the shopper's code. Cash on delivery: the cash collected must be the total (400
 * otherwise, before any try is spent). Each try is then counted (data/repos/dispatch.ts
 * countCodeTry) and only a counted try has its code compared, so however many arrive at once, at
 * most DELIVERY_CODE_TRIES are looked at: a wrong one is 400 with the tries left; the one that
 * spends the last locks the code (429, and the order says codeLocked, which the admins' screens
 * show at once); every try after is 429 without a look at its code.
 */
export async function deliver(rider: RiderRecord, input: { _id: string; code: string; cashCollected?: number }): Promise<RiderApiOrder> {
  const order = await riderOrder(rider._id, input._id);
  const onTheWay = order.status === 'out_for_delivery';
  if (onTheWay && order.codeLocked) throw lockedError();
  const due = cashToCollectPaise(order);
  let cashCollectedPaise: number | undefined;
  if (onTheWay && due > 0) {
    const paid = input.cashCollected === undefined ? undefined : rupeesToPaise(input.cashCollected);
    if (!paid?.ok || paid.paise !== due) throw new BadRequest(`cashCollected: collect exactly ₹${due / 100} (the order's total) before marking it delivered`);
    cashCollectedPaise = paid.paise;
  }
  // Not out for delivery (or no longer this rider's): riderStep answers with the rule's words.
  if (onTheWay) await spendTry(rider, order, input.code);
  const moved = await riderStep(rider, input._id, 'delivered', () => ({
    note: `Delivered by ${firstName(rider.name)}`,
    set: cashCollectedPaise === undefined ? undefined : { cashCollectedPaise },
  }));
  return riderView(moved);
}

/** Counts the try, then compares its code: returns when it is the right one, else throws 400 or 429. */
async function spendTry(rider: RiderRecord, order: OrderRecord, code: string): Promise<void> {
  const at = new Date().toISOString();
  const tries = await countCodeTry(order, rider._id, DELIVERY_CODE_TRIES, at);
  if (tries === undefined) {
    const fresh = await getOrder(order.userId, order._id);
    if (!fresh || fresh.riderId !== rider._id) throw new NotFound('Order not found');
    if (fresh.status !== 'out_for_delivery') return; // riderStep answers with the rule's words
    // Its tries are spent. The lock is written by the try that spent the last one, if it was wrong:
    // a right code counted last is still being delivered, and must not be locked out from here.
    throw lockedError();
  }
  if (codeMatches(order.deliveryCode, code)) return;
  const after = wrongCode(tries, DELIVERY_CODE_TRIES);
  if (after.locked) {
    await lockCode(order, rider._id, at);
    throw lockedError();
  }
  throw new BadRequest(`code: that is not the shopper's code (${after.left} ${after.left === 1 ? 'try' : 'tries'} left)`);
}

/** Could not deliver: the order goes back to the store as delivery_failed (an admin retries or cancels), the rider is free. */
export async function failDelivery(rider: RiderRecord, input: { _id: string; reason: string }): Promise<RiderApiOrder> {
  const moved = await riderStep(rider, input._id, 'delivery_failed', () => ({
    note: `${firstName(rider.name)} could not deliver: ${input.reason}`,
    set: { failReason: input.reason },
  }));
  return riderView(moved);
}

/** Tries of a delivery step that raced another change of the order. */
const MAX_ATTEMPTS = 4;

/**
 * One step of the rider's delivery: the rule (core/order-states.ts, actor rider), then one
 * conditional write on the status read and the rider being this one; when it raced, read again
 * (another rider now: 404).
 */
export async function riderStep(rider: RiderRecord, orderId: string, to: OrderStatus, change: (order: OrderRecord) => Omit<StatusChange, 'to' | 'by' | 'asRider'>): Promise<OrderRecord> {
  let order = await riderOrder(rider._id, orderId);
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    const decision = decide(order, to, 'rider');
    if (!decision.ok) throw new Conflict(decision.reason);
    if (to === 'delivered' && order.codeLocked) throw lockedError();
    // Its mail and dispatch (a rider freed) follow in changeOrder.
    const result = await changeOrder(order, { ...change(order), to, by: 'rider', asRider: rider._id });
    if (result.ok) return result.order;
    if (result.failure !== 'order-changed') throw new Error(`unexpected ${result.failure} moving order ${order._id}`);
    const fresh = await getOrder(order.userId, order._id);
    if (!fresh || fresh.riderId !== rider._id) throw new NotFound('Order not found');
    order = fresh;
  }
  throw new Conflict('This order is being changed by someone else right now; please try again');
}
