/**
 * Refunds follow amounts (pure rules). Every Stripe Refund of an order's payment is recorded on the
 * order by its id, whoever made it (the store, or someone in Stripe's dashboard), and the order's
 * refund state is derived from the recorded amounts: refunded when the refunds that succeeded add up
 * to what was paid, partly refunded when they add up to less. Stripe may send a refund's events more
 * than once and in any order; a record only ever moves forward (pending, then succeeded or failed).
 */
import { creditMove, toPayPaise } from './credit.js';
import { formatPaise } from './money.js';
import { decide, type OrderFacts, type OrderStatus } from './order-states.js';

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
  /** An admin's part refund: why (the shopper reads it), and the lines it gave back, if chosen by line. */
  reason?: string;
  lines?: { productId: string; quantity: number }[];
  /**
   * 'credit': the share of a part refund beyond what the card still held, given back as store credit
   * (no Stripe refund; its id is `credit-<key>`, its ledger entry written in the same transaction).
   * Absent: a refund on the card.
   */
  to?: 'credit';
  /** The caller's key of a part refund with an identity of its own (a claim's): its records are found again on a retry. */
  key?: string;
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
 * only. An admin's reason and lines join a refund its events recorded first (they carry neither).
 * `undefined` when it says nothing new (a repeat, or an older state arriving late).
 */
export function mergeRefund(refunds: readonly RefundRecord[], incoming: RefundRecord): RefundRecord[] | undefined {
  const known = refunds.find((r) => r.id === incoming.id);
  if (!known) return [...refunds, incoming];
  const forward = RANK[incoming.status] > RANK[known.status];
  const told = incoming.reason !== undefined && known.reason === undefined;
  if (!forward && !told) return undefined;
  const merged: RefundRecord = {
    ...known,
    ...(forward ? { status: incoming.status } : {}),
    // The store's record (with its reason) carries its key too.
    ...(told ? { reason: incoming.reason, ...(incoming.lines ? { lines: incoming.lines } : {}), ...(incoming.key ? { key: incoming.key } : {}) } : {}),
  };
  return refunds.map((r) => (r.id === incoming.id ? merged : r));
}

const sumOf = (refunds: readonly RefundRecord[] = [], counted: (r: RefundRecord) => boolean) => refunds.filter(counted).reduce((sum, r) => sum + r.amountPaise, 0);

/** What the refunds that succeeded add up to: everything given back, on the card and as credit. */
export const refundedPaise = (refunds?: readonly RefundRecord[]) => sumOf(refunds, (r) => r.status === 'succeeded');

/** What the card refunds that succeeded add up to (what Stripe gave back of the payment). */
export const cardRefundedPaise = (refunds?: readonly RefundRecord[]) => sumOf(refunds, (r) => r.status === 'succeeded' && r.to !== 'credit');

/** What the rules need of an order (kept structural: the order modules import this one). */
interface PaidOrder {
  totals: { grandTotalPaise: number };
  charges?: { creditPaise?: number };
  refunds?: readonly RefundRecord[];
  /** Its statuses, oldest first: a cancel gives the credit it used back (core/credit.ts creditMove). */
  timeline?: readonly { status: OrderStatus }[];
  status?: string;
}

/**
 * What a card payment paid: the order's grand total less the store credit that paid part of it (a
 * payment of any other amount is never applied). Refunds go to the card first, up to this; the
 * credit comes back as credit (core/credit.ts).
 */
export const paidPaise = (order: PaidOrder) => toPayPaise(order);

/** What is still with the store of a paid order. */
export const refundablePaise = (order: PaidOrder) => Math.max(0, paidPaise(order) - cardRefundedPaise(order.refunds));

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
  const refunded = cardRefundedPaise(refunds);
  // While part refunds may still come, one may give the credit the order used back as credit: not
  // refunded while it can (a cancel gives that credit back itself, core/credit.ts creditMove).
  if (refunded >= paidPaise(order) && (!PART_REFUND_STATUSES.has(order.status) || creditOpenPaise({ ...order, refunds }) === 0)) return 'refunded';
  if (order.status === 'refund_pending') {
    if (failedAttempt === undefined || failedAttempt !== (order.refundAttempts ?? 0)) return undefined;
    return refunded > 0 ? 'partly_refunded' : 'refund_due';
  }
  return refunded > 0 ? 'partly_refunded' : undefined;
}

/** Not yet out of the store: refunded in full, nothing is left to ship, so it is cancelled first (stock back). */
const STILL_AT_STORE: ReadonlySet<string> = new Set(['placed', 'packed']);

/**
 * The status an order's refunds move it to, the one rule every writer of refunds follows (a refund's
 * events, and an admin's or a claim's part refund as soon as its card and credit shares are recorded,
 * services/payments/refund-part.ts): refundTarget, as the state machine lets the payment move it.
 * Refunded in full before it left the store, it is cancelled first (its stock back; asked again, it
 * then moves to refunded). Undefined: the status stays.
 */
export function statusAfterRefunds(
  order: PaidOrder & OrderFacts & { refundAttempts?: number },
  refunds: readonly RefundRecord[],
  failedAttempt?: number,
): Extract<OrderStatus, 'cancelled' | 'refunded' | 'partly_refunded' | 'refund_due'> | undefined {
  const target = refundTarget(order, refunds, failedAttempt);
  if (!target || target === order.status) return undefined;
  if (target === 'refunded' && STILL_AT_STORE.has(order.status)) return decide({ ...order, refundedInFull: true }, 'cancelled', 'payment').ok ? 'cancelled' : undefined;
  return decide(order, target, 'payment').ok ? target : undefined;
}

/** Longest reason an admin gives for a part refund (the shopper reads it on the order). */
export const REFUND_REASON_MAX = 200;

/** What the rules need of a paid order's lines and state for a part refund. */
interface PartRefundable extends PaidOrder {
  status: string;
  paymentMethod: string;
  paidAt?: string | null;
  lines: readonly { productId: string; name: string; quantity: number; lineTotalPaise: number; paidPaise?: number }[];
  refunds?: readonly RefundRecord[];
}

/** A paid card order that is still being fulfilled, or was delivered: an admin may give part of it back. */
const PART_REFUND_STATUSES: ReadonlySet<string> = new Set(['placed', 'packed', 'out_for_delivery', 'delivered', 'delivery_failed', 'partly_refunded']);

/** Whether an admin may refund part of the order now (and why not). */
export function canRefundPart(order: Omit<PartRefundable, 'lines'>): { ok: true } | { ok: false; reason: string } {
  if (order.paymentMethod !== 'card' || !order.paidAt) return { ok: false, reason: 'This order cannot be refunded: it was not paid by card' };
  if (!PART_REFUND_STATUSES.has(order.status)) return { ok: false, reason: 'This order cannot be refunded in part now: use its Refund or Cancel' };
  if (openPaise(order) + creditOpenPaise(order) <= 0) return { ok: false, reason: 'Nothing is left to refund on this order' };
  return { ok: true };
}

const notFailed = (r: RefundRecord) => r.status === 'succeeded' || r.status === 'pending';

/** What is left to give back on the card, counting refunds still pending (Stripe counts them too). */
export const openPaise = (order: PaidOrder) => Math.max(0, paidPaise(order) - sumOf(order.refunds, (r) => r.to !== 'credit' && notFailed(r)));

/** The store credit the order used that part refunds have not given back as credit yet (a cancel gives back this much). */
export const creditNotRefundedPaise = (order: PaidOrder) => Math.max(0, (order.charges?.creditPaise ?? 0) - sumOf(order.refunds, (r) => r.to === 'credit' && notFailed(r)));

/**
 * Whether a cancel gave the order's credit back and no revival took it again: walked over its
 * timeline by the rule that writes those ledger entries (orders from before timelines: their status).
 */
export function creditBackByCancel(order: Pick<PaidOrder, 'timeline' | 'status'>): boolean {
  const timeline = order.timeline ?? [];
  if (timeline.length === 0) return order.status === 'cancelled';
  let back = false;
  for (let i = 1; i < timeline.length; i++) {
    const move = creditMove(timeline[i - 1]!.status, timeline[i]!.status);
    if (move) back = move === 'give-back';
  }
  return back;
}

/** The store credit the order used that may still come back: none once a cancel gave it back, else what part refunds have not. */
export const creditOpenPaise = (order: PaidOrder) => (creditBackByCancel(order) ? 0 : creditNotRefundedPaise(order));

/** What an admin may still refund: on the card, and, while part refunds may come, the credit that may still come back. */
export const refundLeftPaise = (order: PaidOrder & { status: string }) => refundablePaise(order) + (PART_REFUND_STATUSES.has(order.status) ? creditOpenPaise(order) : 0);

export type RefundSplit = { ok: true; cardPaise: number; creditPaise: number } | { ok: false; reason: string };

/**
 * Where a part refund of `amountPaise` of an order goes (a claim, an admin's part refund, what was not
 * packed): to the card first, up to what the card still holds; the rest as store credit, up to the
 * credit the order used that has not come back. More than both is refused: never more than was paid,
 * and nothing the shopper paid with credit is lost because the card cannot take it.
 */
export function refundSplit(order: PaidOrder, amountPaise: number): RefundSplit {
  if (!Number.isSafeInteger(amountPaise) || amountPaise <= 0) return { ok: false, reason: 'Choose the items or an amount to refund' };
  const card = openPaise(order);
  const credit = creditOpenPaise(order);
  if (amountPaise > card + credit) return { ok: false, reason: `At most ${formatPaise(card + credit)} is left to refund on this order` };
  const cardPaise = Math.min(amountPaise, card);
  return { ok: true, cardPaise, creditPaise: amountPaise - cardPaise };
}

export interface PartRefundAsk {
  lines?: readonly { productId: string; quantity: number }[];
  amountPaise?: number;
  /** With `lines`: paise of theirs kept (substitutes given for them, core/substitution.ts): refunded is what they paid less this. */
  keptPaise?: number;
}

export type PartRefund =
  | { ok: true; amountPaise: number; lines?: { productId: string; quantity: number }[]; cardPaise: number; creditPaise: number }
  | { ok: false; reason: string };

/**
 * What `count` units of a line paid, after the first `from` of them (0-based): the line's paid
 * amount spread over its units by the largest-remainder rule of core/bill.ts spreadDiscount (equal
 * units: the first `paid % quantity` units carry one paisa more). Refunding a line in any number of
 * parts, in unit order, gives back exactly what the line paid: never a paisa more or less.
 */
export function unitsPaidPaise(linePaidPaise: number, quantity: number, from: number, count: number): number {
  if (count <= 0) return 0;
  if (from < 0 || from + count > quantity) throw new Error('units beyond the line');
  const base = Math.floor(linePaidPaise / quantity);
  const heavier = linePaidPaise - base * quantity;
  const heavierInRange = Math.max(0, Math.min(from + count, heavier) - from);
  return base * count + heavierInRange;
}

/** Units of each product given back by refunds that did not fail (the next refund of a line starts after them). */
export function unitsRefunded(refunds: readonly { status: string; lines?: readonly { productId: string; quantity: number }[] }[] | undefined): Map<string, number> {
  const given = new Map<string, number>();
  for (const r of refunds ?? []) {
    if (r.status === 'failed' || r.status === 'canceled') continue;
    for (const l of r.lines ?? []) given.set(l.productId, (given.get(l.productId) ?? 0) + l.quantity);
  }
  return given;
}

/**
 * The amount of a part refund: chosen lines at what their units paid, their share of an offer taken
 * off (core/order-record.ts linePaid; never more of a line than was ordered, less what earlier
 * refunds that did not fail gave back of it), or an amount; either way never more than is left of
 * the payment. Fees and the tip are not in any line: a refund by lines never gives them back.
 */
export function partRefund(order: PartRefundable, ask: PartRefundAsk): PartRefund {
  const allowed = canRefundPart(order);
  if (!allowed.ok) return allowed;
  let amountPaise = ask.amountPaise ?? 0;
  let lines: { productId: string; quantity: number }[] | undefined;
  if (ask.lines) {
    const given = unitsRefunded(order.refunds);
    lines = [];
    amountPaise = 0;
    for (const want of ask.lines) {
      const line = order.lines.find((l) => l.productId === want.productId);
      if (!line) return { ok: false, reason: 'That item is not in this order' };
      const left = line.quantity - (given.get(line.productId) ?? 0);
      if (want.quantity > left) return { ok: false, reason: `Only ${left} of ${line.name} can still be refunded` };
      given.set(line.productId, (given.get(line.productId) ?? 0) + want.quantity);
      amountPaise += unitsPaidPaise(line.paidPaise ?? line.lineTotalPaise, line.quantity, line.quantity - left, want.quantity);
      lines.push({ productId: want.productId, quantity: want.quantity });
    }
    amountPaise -= ask.keptPaise ?? 0;
  }
  const split = refundSplit(order, amountPaise);
  if (!split.ok) return split;
  return { ok: true, amountPaise, ...(lines ? { lines } : {}), cardPaise: split.cardPaise, creditPaise: split.creditPaise };
}
