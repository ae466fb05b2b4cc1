/**
 * The dashboard's claims (pure): an order's claims counted in its share of its store's figures
 * (core/report.ts orderContribution), on the order's day as everything that happens to an order is:
 * made, pending (open), approved, rejected, and what approved claims paid back (card refund and
 * store credit, paise) once paid.
 *
 * Revenue is net of that money exactly once: a claim paid through the order's refunds (on the card,
 * and the part past what the card still held as a credit refund record, core/refunds.ts refundSplit)
 * is among the order's refunds already; one granted as store credit (a cash order, or a shopper who
 * asked for credit) is not on the order, so `creditPaidBackPaise` takes it off.
 */
import { claimPayBackKey, type ClaimRecord } from './claims.js';
import type { RefundRecord } from './refunds.js';

/** What the figures need of a claim. */
export type ReportClaim = Pick<ClaimRecord, 'claimId' | 'state' | 'approvedPaise' | 'paidBy' | 'paidAt'>;

/** Figure names of the claims counters (summed over orders like every figure). */
export const CLAIM_FIGURES = { made: 'claims', pending: 'claimsPending', approved: 'claimsApproved', rejected: 'claimsRejected', paidBack: 'claimsPaidBack' } as const;

const paidBack = (claim: ReportClaim): number => (claim.state === 'approved' && claim.paidAt ? (claim.approvedPaise ?? 0) : 0);

/** An order's claim figures, only those above 0. */
export function claimFigures(claims: readonly ReportClaim[]): Record<string, number> {
  const counts: Record<string, number> = {
    [CLAIM_FIGURES.made]: claims.length,
    [CLAIM_FIGURES.pending]: claims.filter((c) => c.state === 'open').length,
    [CLAIM_FIGURES.approved]: claims.filter((c) => c.state === 'approved').length,
    [CLAIM_FIGURES.rejected]: claims.filter((c) => c.state === 'rejected').length,
    [CLAIM_FIGURES.paidBack]: claims.reduce((sum, c) => sum + paidBack(c), 0),
  };
  return Object.fromEntries(Object.entries(counts).filter(([, n]) => n > 0));
}

/**
 * What the order's claims granted as store credit, off the order's refunds: taken off its revenue. A
 * claim all of whose money went back as credit through the order's refunds (the card held nothing
 * more) has its record there, under the claim's key, and is counted by the refunds.
 */
export const creditPaidBackPaise = (claims: readonly ReportClaim[], refunds: readonly Pick<RefundRecord, 'key'>[] = []): number =>
  claims.filter((c) => c.paidBy === 'credit' && !refunds.some((r) => r.key === claimPayBackKey(c.claimId))).reduce((sum, c) => sum + paidBack(c), 0);

export interface ClaimKeyFigures {
  made: number;
  pending: number;
  approved: number;
  rejected: number;
  /** Paise paid back for approved claims: card refunds and store credit. */
  paidBackPaise: number;
}

/** The claims' key figures of summed counters. */
export function claimKeyFigures(figures: Record<string, number>): ClaimKeyFigures {
  const get = (name: string) => figures[name] ?? 0;
  return {
    made: get(CLAIM_FIGURES.made),
    pending: get(CLAIM_FIGURES.pending),
    approved: get(CLAIM_FIGURES.approved),
    rejected: get(CLAIM_FIGURES.rejected),
    paidBackPaise: get(CLAIM_FIGURES.paidBack),
  };
}
