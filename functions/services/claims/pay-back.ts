/**
 * The money of an approved claim goes back here, and only here: on the card (a part refund of the
 * order's payment, recorded on the order as every refund is) or as store credit (services/credit grantCredit).
 * Both are keyed by the claim, so paying the same claim again (a retried request, a decision sent
 * twice) gives the money back once: Stripe answers the same refund for the same key, the ledger
 * grants once per key.
 */
import { payBackWay, type ClaimRecord, type PayBackWay } from '../../core/claims.js';
import type { OrderRecord } from '../../core/order-record.js';
import { markPaidBack } from '../../data/repos/claims.js';
import { refundPart } from '../payments/refund-part.js';
import { grantCredit } from '../credit/grant.js';

/** What the shopper reads beside the refund on their order. */
export const claimRefundReason = (claim: Pick<ClaimRecord, 'claimId' | 'reason'>) => `Problem reported (${claim.reason.replace('_', ' ')}), claim ${claim.claimId.slice(claim.claimId.lastIndexOf('.') + 1)}`;

export interface PayBackDecision {
  order: OrderRecord;
  /** 'auto', or the admin who approved. */
  by: string;
}

/** Pays back an approved, not yet paid claim; answers the claim as paid, and how. */
export async function payBack(claim: ClaimRecord, decision: PayBackDecision): Promise<ClaimRecord> {
  if (claim.state !== 'approved' || claim.paidAt || !claim.approvedPaise) return claim;
  const way: PayBackWay = payBackWay(decision.order, claim);
  const reason = claimRefundReason(claim);
  let refundId: string | undefined;
  if (way === 'card') {
    const key = `claim-${claim.claimId}`;
    const order = await refundPart(decision.order, { amountPaise: claim.approvedPaise, reason }, { idempotencyKey: key });
    // Past what the card still held, the rest went back as credit (core/refunds.ts refundSplit).
    refundId = order.refunds?.findLast((r) => r.key === key && r.to !== 'credit')?.id;
  } else {
    await grantCredit({
      userId: claim.userId,
      amount: claim.approvedPaise,
      reason,
      orderId: claim.orderId,
      claimId: claim.claimId,
      by: decision.by,
      idempotencyKey: `claim-${claim.claimId}`,
    });
  }
  // Nothing left on the card: the whole claim went back as credit.
  const paid = { paidBy: way === 'card' && !refundId ? ('credit' as const) : way, paidAt: new Date().toISOString(), ...(refundId ? { refundId } : {}) };
  await markPaidBack(claim, paid);
  return { ...claim, ...paid };
}
