/**
 * Refunds follow amounts (pure rules). Every Stripe Refund of an order's payment is recorded on the
 * order by its id, whoever made it (the store, or someone in Stripe's dashboard), and the order's
 * refund state is derived from the recorded amounts: refunded when the refunds that succeeded add up
 * to what was paid, partly refunded when they add up to less. Stripe may send a refund's events more
 * than once and in any order; a record only ever moves forward (pending, then succeeded or failed).
 */
export const REFUND_STATUSES = ['pending', 'succeeded', 'failed', 'canceled'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

export interface RefundRecord {
  /** Stripe's Refund id. */
  id: string;
  amountPaise: number;
  status: RefundStatus;
  /** When the store first heard of it. */
  at: string;
  /** The store's own refund try it belongs to (refundAttempts when it was started); absent for refunds made in Stripe. */
  attempt?: number;
}

/** Stripe's Refund statuses → ours ('requires_action' is still pending). */
export function refundStatusOf(stripeStatus: string): RefundStatus {
  if (stripeStatus === 'succeeded' || stripeStatus === 'failed' || stripeStatus === 'canceled') return stripeStatus;
  return 'pending';
}

/** pending < succeeded < failed/canceled: Stripe can fail a refund after it succeeded, never the reverse. */
const RANK: Record<RefundStatus, number> = { pending: 0, succeeded: 1, failed: 2, canceled: 2 };

/**
 * The order's refunds with `incoming` taken in: a new refund is added, a known one moves forward
 * only. `undefined` when it says nothing new (a repeat, or an older state arriving late).
 */
export function mergeRefund(refunds: readonly RefundRecord[], incoming: RefundRecord): RefundRecord[] | undefined {
  const known = refunds.find((r) => r.id === incoming.id);
  if (!known) return [...refunds, incoming];
  if (RANK[incoming.status] <= RANK[known.status]) return undefined;
  return refunds.map((r) => (r.id === incoming.id ? { ...known, status: incoming.status } : r));
}

/** What the refunds that succeeded add up to. */
export const refundedPaise = (refunds: readonly RefundRecord[] = []) =>
  refunds.filter((r) => r.status === 'succeeded').reduce((sum, r) => sum + r.amountPaise, 0);

/** What the rules need of an order (kept structural: the order modules import this one). */
interface PaidOrder {
  totals: { grandTotalPaise: number };
}

/** What a card payment paid: the order's grand total (a payment of any other amount is never applied). */
export const paidPaise = (order: PaidOrder) => order.totals.grandTotalPaise;

/** What is still with the store of a paid order. */
export const refundablePaise = (order: PaidOrder & { refunds?: readonly RefundRecord[] }) => Math.max(0, paidPaise(order) - refundedPaise(order.refunds));

/**
 * Where an order goes once its refunds are `refunds` (the caller checks the move is allowed):
 * - refunded when what succeeded covers what was paid;
 * - while the store's own refund is under way (refund_pending), nothing changes until it settles;
 *   if it failed, back to refund_due, or partly_refunded when some money did go back;
 * - otherwise partly_refunded as soon as some money went back.
 * `failedAttempt` is the store's refund try that just failed, if any: only the current try's
 * failure ends refund_pending (an old try's, or a dashboard refund's, says nothing about it).
 */
export function refundTarget(
  order: PaidOrder & { status: string; refundAttempts?: number },
  refunds: readonly RefundRecord[],
  failedAttempt?: number,
): 'refunded' | 'partly_refunded' | 'refund_due' | undefined {
  const refunded = refundedPaise(refunds);
  if (refunded >= paidPaise(order)) return 'refunded';
  if (order.status === 'refund_pending') {
    if (failedAttempt === undefined || failedAttempt !== (order.refundAttempts ?? 0)) return undefined;
    return refunded > 0 ? 'partly_refunded' : 'refund_due';
  }
  return refunded > 0 ? 'partly_refunded' : undefined;
}
