/** An order's refunds recorded without a change of status (Stripe reports a refund's progress, a part refund's credit share). */
import type { CreditEntry } from '../../../core/credit.js';
import type { OrderRecord } from '../../../core/order-record.js';
import type { RefundRecord } from '../../../core/refunds.js';
import { tableName } from '../../client.js';
import { keys } from '../../keys.js';
import * as orderItem from '../../items/order.js';
import { update } from '../../update.js';
import { creditEntrySteps } from '../credit.js';
import { transact, type Step } from '../transact.js';
import { refundsRevWrite, type ChangeFailure, type ChangeResult } from './status.js';
import { stripeEventStep } from './stripe.js';

/**
 * Records the order's refunds without a change of status, with the Stripe event id if it comes from
 * one (an admin's part refund is recorded as Stripe answers it), in one transaction conditional on
 * the status and the refunds read ('order-changed' otherwise).
 */
export async function saveRefunds(order: OrderRecord, refunds: RefundRecord[], eventId?: string): Promise<ChangeResult> {
  return saveWith(order, refunds, eventId ? [stripeEventStep<ChangeFailure>(eventId, order._id, () => 'duplicate')] : []);
}

/**
 * Records a part refund's credit share (its record in `refunds`) and writes its ledger entry, in one
 * transaction: both or neither, so the credit given back and the order's record of it never differ.
 * 'duplicate' when the entry's key was written before (this share was given back already).
 */
export function saveCreditRefund(order: OrderRecord, refunds: RefundRecord[], entry: CreditEntry): Promise<ChangeResult> {
  // A credit entry adds to the balance: it is never short.
  return saveWith(order, refunds, creditEntrySteps<ChangeFailure>(entry, { onShort: () => 'order-changed', onDuplicate: () => 'duplicate' }));
}

async function saveWith(order: OrderRecord, refunds: RefundRecord[], steps: Step<ChangeFailure>[]): Promise<ChangeResult> {
  const write = refundsRevWrite(order);
  const at = new Date().toISOString();
  const result = await transact<ChangeFailure>([
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
