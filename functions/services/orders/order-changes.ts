import { HANDOVER_REASON_NEEDED, deliveryEffects, dispatchAfter, storeHandover } from '../../core/dispatch.js';
import { decide, decideStep, type Decision, type FulfilmentStep } from '../../core/order-states.js';
import type { OrderRecord } from '../../core/order-record.js';
import { changeStatus, type StatusChange } from '../../data/repos/orders/status.js';
import { getOrder } from '../../data/repos/orders/queries.js';
import { BadRequest, Conflict, NotFound } from '../../platform/errors.js';
import { dispatchSoon } from '../riders/dispatch.js';

/** Attempts when someone else keeps changing the order between our read and our write. */
const MAX_ATTEMPTS = 4;

/**
 * A change a shopper or an admin asked for: the rule is checked (core/order-states.ts), then written on
 * the condition that the order is still in the status it was read in. When someone else changed it
 * first, it is read again and the rule asked again, so of two people acting at once exactly one
 * wins and the other gets 409 with the order's new status. A change that packs an order or frees
 * its rider is followed by dispatch (services/riders/dispatch.ts).
 */
export async function moveOrder(
  order: OrderRecord,
  change: StatusChange & { by: 'shopper' | 'admin' },
  rule: (current: OrderRecord) => Decision = (current) => decide(current, change.to, change.by),
): Promise<OrderRecord> {
  let current = order;
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    const decision = rule(current);
    if (!decision.ok) throw new Conflict(decision.reason);
    const result = await changeStatus(current, change);
    if (result.ok) {
      if (dispatchAfter(deliveryEffects(current, change.to))) await dispatchSoon(current.storeId);
      return result.order;
    }
    if (result.failure !== 'order-changed') throw new Error(`unexpected ${result.failure} moving order ${order._id}`);
    const fresh = await getOrder(order.userId, order._id);
    if (!fresh) throw new NotFound('Order not found');
    current = fresh;
  }
  throw new Conflict('This order is being changed by someone else right now; please try again');
}

/**
 * An admin's next delivery step (core/order-states.ts decideStep). Delivered for an order whose
 * handover code locked needs the admin's reason (400 without; 409 if it locked after they looked),
 * which the timeline keeps.
 */
export async function adminStep(order: OrderRecord, to: FulfilmentStep, reason: string | undefined): Promise<OrderRecord> {
  const handover = storeHandover(order, to, reason);
  if (handover.needsReason) throw new BadRequest(HANDOVER_REASON_NEEDED);
  return moveOrder(order, { to, by: 'admin', note: handover.note }, (current) =>
    storeHandover(current, to, reason).needsReason ? { ok: false, reason: HANDOVER_REASON_NEEDED } : decideStep(current, to),
  );
}
