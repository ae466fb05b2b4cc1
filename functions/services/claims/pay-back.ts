/**
 * The money of an approved claim goes back here, and only here: on the card (a part refund of the
 * order's payment, recorded on the order as every refund is) or as store credit (services/credit grantCredit).
 * Both are keyed by the claim, so paying the same claim again (a retried request, a decision sent
 * twice) gives the money back once: Stripe answers the same refund for the same key, the ledger
 * grants once per key.
 */
import { claimPayBackKey, paidByOf, payBackWay, type ClaimRecord, type PaidShares, type PayBackWay } from '../../core/claims.js';
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

/** Pays back an approved, not yet paid claim; answers the claim as paid, where the money went and how much each way. */
export async function payBack(claim: ClaimRecord, decision: PayBackDecision): Promise<ClaimRecord> {
  if (claim.state !== 'approved' || claim.paidAt || !claim.approvedPaise) return claim;
  const way: PayBackWay = payBackWay(decision.order, claim);
  const reason = claimRefundReason(claim);
  const key = claimPayBackKey(claim.claimId);
  let refundId: string | undefined;
  let shares: PaidShares;
  if (way === 'card') {
    const order = await refundPart(decision.order, { amountPaise: claim.approvedPaise, reason }, { idempotencyKey: key });
    // Past what the card still held, the rest went back as credit (core/refunds.ts refundSplit): its
    // record is written (or the refund refused) before refundPart answers, so the card took the rest.
    const mine = (order.refunds ?? []).filter((r) => r.key === key);
    const creditPaise = mine.filter((r) => r.to === 'credit').reduce((sum, r) => sum + r.amountPaise, 0);
    shares = { cardPaise: claim.approvedPaise - creditPaise, creditPaise };
    refundId = shares.cardPaise > 0 ? mine.findLast((r) => r.to !== 'credit')?.id : undefined;
  } else {
    await grantCredit({
      userId: claim.userId,
      amount: claim.approvedPaise,
      reason,
      orderId: claim.orderId,
      claimId: claim.claimId,
      by: decision.by,
      idempotencyKey: key,
    });
    shares = { cardPaise: 0, creditPaise: claim.approvedPaise };
  }
  const paid = {
    paidBy: paidByOf(shares),
    paidAt: new Date().toISOString(),
    paidCardPaise: shares.cardPaise,
    paidCreditPaise: shares.creditPaise,
    ...(refundId ? { refundId } : {}),
  };
  await markPaidBack(claim, paid);
  return { ...claim, ...paid };
}
