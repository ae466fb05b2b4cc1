/**
 * Store credit (pure, integer paise): a ledger per shopper whose entries add up to its balance
 * (docs/store-credit.md). Credit is a payment, not a discount: it pays part or all of an order's
 * grand total (items after the offer, fees and tip), so the bill, the invoice's taxable values and
 * the order's total stay what they are; only what is left to pay by card or cash shrinks.
 */
import type { OrderStatus } from './order-states.js';

/**
 * Why an entry was written: a grant (admin goodwill, a claim paid back), an order's spend, its return
 * by a cancel, or a part refund's share beyond what the card still held (core/refunds.ts refundSplit).
 */
export const CREDIT_KINDS = ['goodwill', 'claim', 'order_spend', 'order_return', 'order_refund'] as const;
export type CreditKind = (typeof CREDIT_KINDS)[number];

/** The most one grant may add (₹10,000): a slip of the keyboard cannot grant ₹1,00,000. */
export const MAX_GRANT_PAISE = 1_000_000;
export const MAX_REASON_LENGTH = 200;

export interface CreditEntry {
  entryId: string;
  userId: string;
  /** Positive adds to the balance, negative takes from it. */
  amountPaise: number;
  kind: CreditKind;
  reason: string;
  /** Who wrote it: an admin's user id, the shopper's, or `system` for the order's own moves. */
  by: string;
  at: string;
  orderId?: string;
  claimId?: string;
  /** What makes it happen once: a second write with the same key writes nothing. */
  idempotencyKey: string;
}

/**
 * How much of `balancePaise` an order with this grand total uses: never more than the balance,
 * never more than the bill leaves to pay (fees and tip included: credit pays the whole bill).
 */
export function creditToUsePaise(balancePaise: number, grandTotalPaise: number): number {
  return Math.max(0, Math.min(balancePaise, grandTotalPaise));
}

/** What is left to pay by card or cash once the credit the order used is taken off its total. */
export function toPayPaise(order: { totals: { grandTotalPaise: number }; charges?: { creditPaise?: number } }): number {
  return order.totals.grandTotalPaise - (order.charges?.creditPaise ?? 0);
}

/**
 * What an order's change does to the credit it used: a cancel gives it back (the order was never
 * delivered); a late payment reviving a cancelled card order takes it again.
 */
export function creditMove(from: OrderStatus, to: OrderStatus): 'give-back' | 'take-again' | undefined {
  if (to === 'cancelled' && from !== 'cancelled') return 'give-back';
  if (from === 'cancelled' && to === 'placed') return 'take-again';
  return undefined;
}

/** A grant's amount and reason as the rules allow, or why not. */
export function grantProblem(amountPaise: number, reason: string): string | undefined {
  if (!Number.isSafeInteger(amountPaise) || amountPaise <= 0) return 'The amount must be more than ₹0 in whole paise';
  if (amountPaise > MAX_GRANT_PAISE) return 'One grant can add at most ₹10,000';
  if (reason.trim().length === 0) return 'Please give a reason';
  if (reason.length > MAX_REASON_LENGTH) return `The reason can be at most ${MAX_REASON_LENGTH} characters`;
  return undefined;
}

/**
 * Replays entries oldest first: the balance they add up to, and the first entry that would have
 * taken it below ₹0 (the ledger's invariant says there is none).
 */
export function replay(entries: readonly Pick<CreditEntry, 'amountPaise' | 'at' | 'entryId'>[]): { balancePaise: number; wentNegativeAt?: string } {
  let balancePaise = 0;
  let wentNegativeAt: string | undefined;
  const ordered = [...entries].sort((a, b) => (a.at === b.at ? a.entryId.localeCompare(b.entryId) : a.at.localeCompare(b.at)));
  for (const entry of ordered) {
    balancePaise += entry.amountPaise;
    if (balancePaise < 0 && wentNegativeAt === undefined) wentNegativeAt = entry.entryId;
  }
  return { balancePaise, ...(wentNegativeAt ? { wentNegativeAt } : {}) };
}
