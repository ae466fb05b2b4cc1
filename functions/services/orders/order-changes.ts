import { HANDOVER_REASON_NEEDED, storeHandover } from '../../core/dispatch.js';
import { decide, decideStep, type Decision, type FulfilmentStep } from '../../core/order-states.js';
import type { OrderRecord } from '../../core/order-record.js';
import { changeStatus, type ChangeResult, type StatusChange } from '../../data/repos/orders/status.js';
import { BadRequest } from '../../platform/errors.js';
import type { Followed } from './effect-runner.js';
import { followOrderChange, type RefundStarter } from './order-effects.js';
import { writeChange } from './order-write.js';

/**
 * Every status change of a use case goes through here: written, then followed by what the change
 * brings (core/order-effects.ts: the mail, dispatch, a refund's start), so no use case calls them itself.
 */

/**
 * A change a shopper or an admin asked for (services/orders/order-write.ts), then its effects;
 * `rule` decides (by default core/order-states.ts decide), `startRefund` is given by a cancel.
 */
export async function moveOrder(
  order: OrderRecord,
  change: StatusChange & { by: 'shopper' | 'admin' },
  options: { rule?: (current: OrderRecord) => Decision; startRefund?: RefundStarter } = {},
): Promise<Followed> {
  const rule = options.rule ?? ((current: OrderRecord) => decide(current, change.to, change.by));
  return followOrderChange(await writeChange(order, change, rule), options.startRefund);
}

/** One conditional write of a change (data/repos/orders/status.ts); when it was written, its effects. */
export async function changeOrder(order: OrderRecord, change: StatusChange): Promise<ChangeResult> {
  const result = await changeStatus(order, change);
  if (!result.ok) return result;
  return { ok: true, order: (await followOrderChange(result.order)).order };
}

/**
 * An admin's next delivery step (core/order-states.ts decideStep). Delivered for an order whose
 * handover code locked needs the admin's reason (400 without; 409 if it locked after they looked),
 * which the timeline keeps.
 */
export async function adminStep(order: OrderRecord, to: FulfilmentStep, reason: string | undefined): Promise<OrderRecord> {
  const handover = storeHandover(order, to, reason);
  if (handover.needsReason) throw new BadRequest(HANDOVER_REASON_NEEDED);
  const moved = await moveOrder(order, { to, by: 'admin', note: handover.note }, {
    rule: (current) => (storeHandover(current, to, reason).needsReason ? { ok: false, reason: HANDOVER_REASON_NEEDED } : decideStep(current, to)),
  });
  return moved.order;
}
