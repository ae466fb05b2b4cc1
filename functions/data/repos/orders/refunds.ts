/** An order's refunds recorded without a change of status (Stripe reports a refund's progress). */
import type { OrderRecord } from '../../../core/order-record.js';
import type { RefundRecord } from '../../../core/refunds.js';
import { tableName } from '../../client.js';
import { keys } from '../../keys.js';
import * as orderItem from '../../items/order.js';
import { update } from '../../update.js';
import { transact, type Step } from '../transact.js';
import { refundsRevWrite, type ChangeFailure, type ChangeResult } from './status.js';
import { stripeEventStep } from './stripe.js';

/**
 * Records the order's refunds without a change of status, with the Stripe event id if it comes from
 * one (an admin's part refund is recorded as Stripe answers it), and any `steps` of the caller's (a
 * part refund's credit entry, repos/orders/credit-refund.ts), in one transaction conditional on the
 * status and the refunds read ('order-changed' otherwise).
 */
export async function saveRefunds(order: OrderRecord, refunds: RefundRecord[], eventId?: string, steps: Step<ChangeFailure>[] = []): Promise<ChangeResult> {
  const write = refundsRevWrite(order);
  const at = new Date().toISOString();
  const result = await transact<ChangeFailure>([
    ...(eventId ? [stripeEventStep<ChangeFailure>(eventId, order._id, () => 'duplicate')] : []),
    ...steps,
    {
      item: {
        Update: {
          TableName: tableName,
          Key: keys.order(order.userId, order._id),
          ...update(orderItem.schema)
            .set('refunds', refunds)
            .set('updatedAt', at)
            .set('refundsRev', write.next)
            .when((c) => c.and(c.eq('status', order.status), write.unchanged(c)))
            .build(),
        },
      },
      onConditionFailed: () => 'order-changed',
    },
  ]);
  if (!result.ok) return result;
  return { ok: true, order: { ...order, refunds, refundsRev: (order.refundsRev ?? 0) + 1, updatedAt: at } };
}
