/**
 * What an approved claim writes off at its store (pure): units the shopper reported damaged or
 * expired cannot be sold again, so the approved units are counted as a write-off against the batch
 * the order's line was picked from (the pick records it, core/picking.ts `batchId`), else against
 * the product at that store. Nothing moves the sellable stock: those units left the store with the
 * order. Missing, wrong and other reasons write nothing off: the store never lost those units to
 * spoilage (a missing unit was never bagged, a wrong one is another product's).
 */
import { WRITE_OFF_REASONS, type ClaimReason, type ClaimRecord, type WriteOffReason } from './claims.js';
import type { PickState } from './picking.js';

export interface ClaimWriteOffLine {
  productId: string;
  /** The product's name as ordered (a product deleted since is still named). */
  name: string;
  units: number;
  reason: WriteOffReason;
  /** The batch the line was picked from; absent: not known (packed without a pick, or before picks named batches). */
  batchId?: string;
}

type Decided = Pick<ClaimRecord, 'state' | 'reason' | 'approvedLines'>;
type Ordered = { lines: readonly { productId: string; name: string }[]; pick?: Pick<PickState, 'lines'> };

/** Whether a claim of this reason is written off when approved. */
export const writesOff = (reason: ClaimReason): reason is WriteOffReason => (WRITE_OFF_REASONS as readonly ClaimReason[]).includes(reason);

/** The write-off lines of a decided claim: its approved units, for a damaged or expired one; none otherwise. */
export function claimWriteOffLines(claim: Decided, order: Ordered): ClaimWriteOffLine[] {
  const reason = claim.reason;
  if (claim.state !== 'approved' || !writesOff(reason)) return [];
  return (claim.approvedLines ?? [])
    .filter((approved) => approved.quantity > 0)
    .map((approved) => {
      const name = order.lines.find((l) => l.productId === approved.productId)?.name ?? approved.productId;
      const batchId = order.pick?.lines.find((l) => l.productId === approved.productId)?.batchId;
      return { productId: approved.productId, name, units: approved.quantity, reason, ...(batchId ? { batchId } : {}) };
    });
}
