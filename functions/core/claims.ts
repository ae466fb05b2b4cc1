/**
 * Claims after the doorbell: the shopper reports delivered units that were missing, damaged, expired
 * or wrong, within the store's claim window after delivery. A small claim from a shopper with few
 * recent approvals is approved at once; the rest wait for an admin. The money back is what those
 * units paid after the order's offer (core/refunds.ts unitsPaidPaise over the line's paid amount),
 * counted after every unit already given back, so claims and refunds together never give a line
 * back more than it paid.
 */
import { formatPaise } from './money.js';
import type { OrderRecord } from './order-record.js';
import { unitsPaidPaise, unitsRefunded } from './refunds.js';

export const CLAIM_REASONS = ['missing', 'damaged', 'expired', 'wrong_item', 'other'] as const;
export type ClaimReason = (typeof CLAIM_REASONS)[number];

/** Hours after delivery a claim may be made; a store may set its own (`claimHours`). */
export const CLAIM_HOURS = 24;
/** A claim under this many paise may be approved at once; a store may set its own (`claimAutoLimit`). */
export const CLAIM_AUTO_LIMIT_PAISE = 15_000;
/** Approved claims in the last 30 days past which a shopper's claims always wait for an admin (`claimAutoMaxPer30d`). */
export const CLAIM_AUTO_MAX_PER_30D = 2;
export const CLAIM_HISTORY_DAYS = 30;
export const CLAIM_PHOTOS_MAX = 3;
export const CLAIM_NOTE_MAX = 500;

/** Reasons whose approved units are written off at the store (core/claim-write-offs.ts): they could not have been sold. */
export const WRITE_OFF_REASONS = ['damaged', 'expired'] as const satisfies readonly ClaimReason[];
export type WriteOffReason = (typeof WRITE_OFF_REASONS)[number];

export type ClaimState = 'open' | 'approved' | 'rejected';
/** How an approved claim's money goes back: on the card (a part refund of the order), or as store credit (a ledger grant). */
export type PayBackWay = 'card' | 'credit';
/**
 * Where it went: on the card, as store credit, or both: a part refund on the card gives the card at
 * most what it still holds, the rest back as credit (core/refunds.ts refundSplit).
 */
export const PAID_BY = ['card', 'credit', 'card+credit'] as const;
export type PaidBy = (typeof PAID_BY)[number];

export interface ClaimLine {
  productId: string;
  quantity: number;
}

export interface ClaimRecord {
  claimId: string;
  /** The order's `_id`. */
  orderId: string;
  /** What the shopper reads as the order's number. */
  orderNo: string;
  userId: string;
  storeId?: string;
  reason: ClaimReason;
  note: string;
  /** /media/claim/… images, checked by their bytes before the claim was saved. */
  photos: string[];
  lines: ClaimLine[];
  /** What the claimed lines paid (the most an approval gives back). */
  amountPaise: number;
  /** A card shopper may ask for store credit instead of the card. */
  wantsCredit: boolean;
  state: ClaimState;
  createdAt: string;
  /** Set on decision: what was approved (all or part of `lines`), its amount, why a rejection. */
  approvedLines?: ClaimLine[];
  approvedPaise?: number;
  rejectReason?: string;
  decidedAt?: string;
  /** 'auto' for an automatic approval, else the admin's user id. */
  decidedBy?: string;
  /** Set once the money is back: where, when, and the Stripe refund's id for a card. */
  paidBy?: PaidBy;
  paidAt?: string;
  refundId?: string;
  /** Paise of it on the card and as store credit (they add up to approvedPaise); absent on claims paid before they were kept (see paidShares). */
  paidCardPaise?: number;
  paidCreditPaise?: number;
}

/** The store's claim settings (absent fields take the defaults above). */
export interface ClaimSettings {
  claimHours?: number;
  claimAutoLimit?: number;
  claimAutoMaxPer30d?: number;
}

type ClaimableOrder = Pick<OrderRecord, 'status' | 'deliveredAt' | 'lines' | 'refunds' | 'pick'>;

/** Why no claim can be made on this order now (a sentence for the shopper); undefined when it can. */
export function claimWindowRefusal(order: Pick<OrderRecord, 'status' | 'deliveredAt'>, settings: ClaimSettings, now: Date): string | undefined {
  const delivered = order.deliveredAt && (order.status === 'delivered' || order.status === 'partly_refunded');
  if (!delivered) return 'Only a delivered order can have a problem reported';
  const hours = settings.claimHours ?? CLAIM_HOURS;
  if (now.getTime() - Date.parse(order.deliveredAt as string) > hours * 3_600_000) return `Problems can be reported within ${hours} hours of delivery`;
  return undefined;
}

/** Units of each line claimed by claims that were not rejected (an open one, or an approved one's approved units). */
export function unitsClaimed(claims: readonly Pick<ClaimRecord, 'state' | 'lines' | 'approvedLines'>[]): Map<string, number> {
  const claimed = new Map<string, number>();
  for (const claim of claims) {
    if (claim.state === 'rejected') continue;
    for (const line of claim.state === 'approved' ? (claim.approvedLines ?? []) : claim.lines) claimed.set(line.productId, (claimed.get(line.productId) ?? 0) + line.quantity);
  }
  return claimed;
}

/**
 * Units of each line already given back: the larger of those not packed and those refunded by the
 * store's refunds (a card order's units not packed are refunded with their lines; a cash order's
 * were never charged), plus those claimed. A claim's card refund names no lines, so its units count
 * once, as claimed.
 */
export function unitsGivenBack(order: ClaimableOrder, claims: readonly Pick<ClaimRecord, 'state' | 'lines' | 'approvedLines'>[]): Map<string, number> {
  const refunded = unitsRefunded(order.refunds);
  const claimed = unitsClaimed(claims);
  const given = new Map<string, number>();
  for (const line of order.lines) {
    const notPacked = order.status === 'placed' ? 0 : (order.pick?.lines.find((l) => l.productId === line.productId)?.unavailable ?? 0);
    const units = Math.max(notPacked, refunded.get(line.productId) ?? 0) + (claimed.get(line.productId) ?? 0);
    given.set(line.productId, Math.min(line.quantity, units));
  }
  return given;
}

/** Units of each line that can still be claimed: delivered, not refunded, not claimed. */
export function claimableUnits(order: ClaimableOrder, claims: readonly Pick<ClaimRecord, 'state' | 'lines' | 'approvedLines'>[]): Map<string, number> {
  const given = unitsGivenBack(order, claims);
  return new Map(order.lines.map((line) => [line.productId, line.quantity - (given.get(line.productId) ?? 0)]));
}

export type ClaimAmount = { ok: true; amountPaise: number; lines: ClaimLine[] } | { ok: false; reason: string };

/**
 * What `lines` paid, each counted after the units of its line already given back (so any sequence
 * of claims and refunds gives a line back exactly what it paid), or why they cannot be claimed: a
 * product not in the order, a line named twice, none chosen, or more than can still be claimed.
 */
export function claimAmount(order: ClaimableOrder, claims: readonly Pick<ClaimRecord, 'state' | 'lines' | 'approvedLines'>[], lines: readonly ClaimLine[]): ClaimAmount {
  const chosen = lines.filter((line) => line.quantity > 0);
  if (chosen.length === 0) return { ok: false, reason: 'Choose the items and how many had a problem' };
  if (new Set(chosen.map((line) => line.productId)).size !== chosen.length) return { ok: false, reason: 'Name each item once' };
  const given = unitsGivenBack(order, claims);
  let amountPaise = 0;
  for (const want of chosen) {
    const line = order.lines.find((l) => l.productId === want.productId);
    if (!line) return { ok: false, reason: 'That item is not in this order' };
    const from = given.get(line.productId) ?? 0;
    const left = line.quantity - from;
    if (want.quantity > left) return { ok: false, reason: `Only ${left} of ${line.name} can be reported` };
    amountPaise += unitsPaidPaise(line.paidPaise ?? line.lineTotalPaise, line.quantity, from, want.quantity);
  }
  return { ok: true, amountPaise, lines: chosen.map((line) => ({ productId: line.productId, quantity: line.quantity })) };
}

/** Approved claims of the shopper decided within the last 30 days before `now`. */
export function recentApprovals(history: readonly Pick<ClaimRecord, 'state' | 'decidedAt'>[], now: Date): number {
  const since = now.getTime() - CLAIM_HISTORY_DAYS * 86_400_000;
  return history.filter((claim) => claim.state === 'approved' && claim.decidedAt && Date.parse(claim.decidedAt) >= since).length;
}

/** Whether a claim of `amountPaise` is approved at once: under the store's limit, from a shopper with few recent approvals. */
export function approvesAutomatically(amountPaise: number, recentApproved: number, settings: ClaimSettings): boolean {
  return amountPaise < (settings.claimAutoLimit ?? CLAIM_AUTO_LIMIT_PAISE) && recentApproved < (settings.claimAutoMaxPer30d ?? CLAIM_AUTO_MAX_PER_30D);
}

/** How an approval's money goes back: a cash order always as store credit; a card order on the card unless the shopper asked for credit. */
export function payBackWay(order: Pick<OrderRecord, 'paymentMethod' | 'paidAt'>, claim: Pick<ClaimRecord, 'wantsCredit'>): PayBackWay {
  return order.paymentMethod === 'card' && order.paidAt && !claim.wantsCredit ? 'card' : 'credit';
}

/** An admin's approval of part of a claim: each approved line within the claimed units. */
export function approvalProblem(claim: Pick<ClaimRecord, 'lines'>, approve: readonly ClaimLine[]): string | undefined {
  const chosen = approve.filter((line) => line.quantity > 0);
  if (chosen.length === 0) return 'Approve at least one unit, or reject the claim';
  if (new Set(chosen.map((line) => line.productId)).size !== chosen.length) return 'Name each item once';
  for (const line of chosen) {
    const claimed = claim.lines.find((l) => l.productId === line.productId)?.quantity ?? 0;
    if (line.quantity > claimed) return claimed === 0 ? 'That item is not in this claim' : `Only ${claimed} of that item were claimed`;
  }
  return undefined;
}

/** What a paid claim gave back on the card and as store credit, in paise. */
export interface PaidShares {
  cardPaise: number;
  creditPaise: number;
}

/** Where money of these shares went. */
export const paidByOf = (shares: PaidShares): PaidBy => (shares.cardPaise > 0 && shares.creditPaise > 0 ? 'card+credit' : shares.cardPaise > 0 ? 'card' : 'credit');

/**
 * A paid claim's shares (undefined while unpaid). A claim paid before the shares were kept went all
 * one way, by its `paidBy`.
 */
export function paidShares(claim: Pick<ClaimRecord, 'paidBy' | 'approvedPaise' | 'paidCardPaise' | 'paidCreditPaise'>): PaidShares | undefined {
  if (!claim.paidBy) return undefined;
  if (claim.paidCardPaise !== undefined || claim.paidCreditPaise !== undefined) return { cardPaise: claim.paidCardPaise ?? 0, creditPaise: claim.paidCreditPaise ?? 0 };
  const all = claim.approvedPaise ?? 0;
  return claim.paidBy === 'credit' ? { cardPaise: 0, creditPaise: all } : { cardPaise: all, creditPaise: 0 };
}

/** The key a claim's money goes back under: Stripe's idempotency key, the refund records' `key` on the order, the ledger's key. */
export const claimPayBackKey = (claimId: string) => `claim-${claimId}`;

/**
 * Why a decision on a claim that is no longer open is refused (409): it was decided first, by
 * another admin, the same admin in another request, or the automatic approval.
 */
export function alreadyDecided(claim: Pick<ClaimRecord, 'state' | 'approvedPaise' | 'decidedBy'>, by: string): string {
  const who = claim.decidedBy === 'auto' ? ' automatically' : claim.decidedBy === by ? ' by you' : ' by another admin';
  const what = claim.state === 'approved' ? `approved (${formatPaise(claim.approvedPaise ?? 0)})` : 'rejected';
  return `This claim was already ${what}${who}`;
}
