/**
 * Claims after delivery (docs/claims.md): the shopper reports a problem with their delivered order;
 * a small claim is approved and paid back in the same request, the rest wait for an admin's
 * decision. The rules are core/claims.ts, the writes repos/claims.ts, the money pay-back.ts.
 */
import type { ApiClaim } from '../../core/contracts/claim.js';
import { settingsOf, toApiClaim } from './claim-views.js';
import {
  alreadyDecided,
  approvalProblem,
  approvesAutomatically,
  claimAmount,
  claimWindowRefusal,
  recentApprovals,
  type ClaimLine,
  type ClaimReason,
  type ClaimRecord,
} from '../../core/claims.js';
import { claimWriteOffLines } from '../../core/claim-write-offs.js';
import type { OrderRecord } from '../../core/order-record.js';
import type { ClaimWriteOff } from '../../data/items/claim-write-off.js';
import { keys } from '../../data/keys.js';
import { createClaim, getClaim, orderClaims, saveDecision, userClaims } from '../../data/repos/claims.js';
import { getOrder } from '../../data/repos/orders/queries.js';
import { stockStoreOf } from '../../data/repos/orders/stock.js';
import { Conflict, NotFound } from '../../platform/errors.js';
import { logger } from '../../platform/logger.js';
import { tellDecision } from './claim-news.js';
import { payBack } from './pay-back.js';

export interface ProblemReport {
  lines: ClaimLine[];
  reason: ClaimReason;
  note?: string;
  photos: string[];
  wantsCredit: boolean;
}

/**
 * The shopper's report of a problem with their own delivered order: refused (409, nothing written)
 * outside the window, over the units that can still be claimed, or while another claim of the
 * order is open. Approved at once when small (and paid back before the answer), else left open.
 */
export async function reportProblem(order: OrderRecord, report: ProblemReport, now: Date = new Date()): Promise<ApiClaim> {
  const [settings, claims] = await Promise.all([settingsOf(order), orderClaims(order._id)]);
  const refusal = claimWindowRefusal(order, settings, now);
  if (refusal) throw new Conflict(refusal);
  if (claims.some((claim) => claim.state === 'open')) throw new Conflict('A problem reported with this order is still being looked at');
  const amount = claimAmount(order, claims, report.lines);
  if (!amount.ok) throw new Conflict(amount.reason);
  const at = now.toISOString();
  const claim: ClaimRecord = {
    claimId: keys.claimId(order._id, claims.length + 1),
    orderId: order._id,
    orderNo: order.orderId,
    userId: order.userId,
    ...(order.storeId ? { storeId: order.storeId } : {}),
    reason: report.reason,
    note: report.note ?? '',
    photos: report.photos,
    lines: amount.lines,
    amountPaise: amount.amountPaise,
    wantsCredit: report.wantsCredit,
    state: 'open',
    createdAt: at,
  };
  const created = await createClaim(claim);
  if (!created.ok) throw new Conflict('A problem reported with this order is still being looked at');
  const history = await userClaims(order.userId);
  if (!approvesAutomatically(claim.amountPaise, recentApprovals(history, now), settings)) return toApiClaim(claim, order);
  return toApiClaim(await decide(claim, order, { approve: claim.lines }, 'auto', now), order);
}

export type Decision = { approve: ClaimLine[] } | { reject: string };

/**
 * An admin's decision (approve all or part, or reject with a reason). A claim decided already, or
 * decided by another admin or the automatic approval while this one was deciding, is refused (409)
 * saying how it was decided (an approval not yet paid is paid back first).
 */
export async function decideClaim(claimId: string, decision: Decision, adminId: string, now: Date = new Date()): Promise<ApiClaim> {
  const claim = await getClaim(claimId);
  const order = claim ? await getOrder(claim.userId, claim.orderId) : undefined;
  if (!claim || !order) throw new NotFound('Claim not found');
  return toApiClaim(await decide(claim, order, decision, adminId, now), order);
}

async function decide(claim: ClaimRecord, order: OrderRecord, decision: Decision, by: string, now: Date): Promise<ClaimRecord> {
  if (claim.state !== 'open') return decidedFirst(claim, order, by);
  let decided: ClaimRecord;
  if ('approve' in decision) {
    const problem = approvalProblem(claim, decision.approve);
    if (problem) throw new Conflict(problem);
    // Counted after every unit given back by the order's other claims and its refunds.
    const others = (await orderClaims(order._id)).filter((c) => c.claimId !== claim.claimId);
    const amount = claimAmount(order, others, decision.approve);
    if (!amount.ok) throw new Conflict(amount.reason);
    decided = { ...claim, state: 'approved', approvedLines: amount.lines, approvedPaise: amount.amountPaise, decidedAt: now.toISOString(), decidedBy: by };
  } else {
    decided = { ...claim, state: 'rejected', rejectReason: decision.reject, decidedAt: now.toISOString(), decidedBy: by };
  }
  const saved = await saveDecision(decided, await claimWriteOffs(decided, order));
  if (!saved.ok) {
    const current = await getClaim(claim.claimId);
    if (!current) throw new NotFound('Claim not found');
    return decidedFirst(current, order, by);
  }
  const paid = decided.state === 'approved' ? await payBackOrLeave(decided, order, by) : decided;
  await tellDecision(paid, order);
  return paid;
}

/**
 * Another decision came first (saveDecision's condition lets one through). An approval not yet paid
 * is paid back (Stripe was down when it was decided; paying is keyed by the claim, so the winner's
 * own payment and this one give the money back once). The automatic approval answers the shopper's
 * claim as the admin decided it; an admin's decision is refused, saying what was decided.
 */
async function decidedFirst(claim: ClaimRecord, order: OrderRecord, by: string): Promise<ClaimRecord> {
  const current = claim.state === 'approved' && !claim.paidAt ? await payBackOrLeave(claim, order, claim.decidedBy ?? by) : claim;
  if (by === 'auto') return current;
  throw new Conflict(alreadyDecided(claim, by));
}

/** The write-offs of a decision: an approved damaged or expired claim's units, at the order's store, sourced by the claim and its order. */
async function claimWriteOffs(decided: ClaimRecord, order: OrderRecord): Promise<ClaimWriteOff[]> {
  const lines = claimWriteOffLines(decided, order);
  if (lines.length === 0) return [];
  const storeId = decided.storeId ?? (await stockStoreOf(order));
  const at = decided.decidedAt ?? new Date().toISOString();
  return lines.map((line) => ({ storeId, ...line, claimId: decided.claimId, orderId: decided.orderId, orderNo: decided.orderNo, writtenOffAt: at }));
}

/**
 * Pays an approval back; when that fails (Stripe down, credit not reachable) the claim stays
 * approved and unpaid, shown so on the Claims page, where deciding it again pays it.
 */
async function payBackOrLeave(claim: ClaimRecord, order: OrderRecord, by: string): Promise<ClaimRecord> {
  try {
    return await payBack(claim, { order, by });
  } catch (error) {
    logger.error('an approved claim could not be paid back yet', { claimId: claim.claimId, error: error as Error });
    return claim;
  }
}
