import { decide, type Decision } from '../../core/order-states.js';
import type { OrderRecord } from '../../core/order-record.js';
import { changeStatus, type StatusChange } from '../../data/repos/orders/status.js';
import { getOrder } from '../../data/repos/orders/queries.js';
import { Conflict, NotFound } from '../../platform/errors.js';

/** Attempts when someone else keeps changing the order between our read and our write. */
const MAX_ATTEMPTS = 4;

/**
 * A change a shopper or an admin asked for, written alone: the rule is checked
 * (core/order-states.ts), then written on the condition that the order is still in the status it
 * was read in. When someone else changed it first, it is read again and the rule asked again, so
 * of two people acting at once exactly one wins and the other gets 409 with the order's new status.
 * What follows the change is not run here (services/orders/order-changes.ts moveOrder runs it);
 * the refund's own steps write through this, as the effects' runner starts them.
 */
export async function writeChange(
  order: OrderRecord,
  change: StatusChange & { by: 'shopper' | 'admin' },
  rule: (current: OrderRecord) => Decision = (current) => decide(current, change.to, change.by),
): Promise<OrderRecord> {
  let current = order;
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    const decision = rule(current);
    if (!decision.ok) throw new Conflict(decision.reason);
    const result = await changeStatus(current, change);
    if (result.ok) return result.order;
    if (result.failure !== 'order-changed') throw new Error(`unexpected ${result.failure} moving order ${order._id}`);
    const fresh = await getOrder(order.userId, order._id);
    if (!fresh) throw new NotFound('Order not found');
    current = fresh;
  }
  throw new Conflict('This order is being changed by someone else right now; please try again');
}
