/**
 * The life of an order (pure rules; the repos apply them in one conditional transaction each).
 *
 *   pending_payment ──paid──► placed ──► packed ──► out_for_delivery ──► delivered
 *         │  └─failed / expired─► payment_failed / cancelled            (stock back)
 *         └─shopper or admin cancels─► cancelled                        (stock back)
 *   placed ──shopper or admin cancels──► cancelled                      (stock back)
 *   packed ──admin cancels──► cancelled                                 (stock back)
 *   placed, packed ──refunded in full (in Stripe)──► cancelled          (stock back), then refunded
 *   out_for_delivery ──admin cancels──► delivery_failed: the goods come back first; cancelling
 *                                       it then is the store's word that they are back (stock back)
 *   packed ──rider picks up──► out_for_delivery ──rider, with the shopper's code──► delivered
 *   out_for_delivery ──rider could not deliver──► delivery_failed ──admin retries──► packed
 *                                                                 └─admin cancels──► cancelled (stock back)
 *   cancelled, paid by card ──► refund_pending ──Stripe confirms──► refunded
 *   refund_due (paid after the stock was gone) ──admin refunds──► refund_pending ──► refunded
 *   any of those ──a refund of part of the amount──► partly_refunded ──admin refunds the rest──► refund_pending
 *   delivered ──every paisa given back (part refunds, claims, on the card and as credit)──► refunded
 *
 * Stripe's events may arrive in any order and more than once (each event id is applied at most
 * once). A payment beats a failure or an expiry: a paid event after an unpaid order was cancelled
 * or failed takes the stock again, or makes it refund_due when the stock is gone (money taken,
 * nothing to ship), never an oversold placed order. A refund that Stripe reports failed goes back
 * to refund_due (or partly_refunded), where an admin can try again. Refund states follow the
 * recorded refunds' amounts (core/refunds.ts): refunded only when they add up to what was paid.
 *
 * This module is the state machine alone, with no imports: the site asks the very same rules (who may
 * cancel, the next step, the promised time); the order record, payments and API shape are beside it.
 */
export const ORDER_STATUSES = [
  'pending_payment',
  'placed',
  'packed',
  'out_for_delivery',
  'delivered',
  'delivery_failed',
  'payment_failed',
  'cancelled',
  'refund_due',
  'refund_pending',
  'partly_refunded',
  'refunded',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Who moved an order: the shopper who owns it, an admin, the payment provider (Stripe's events), or the rider it is assigned to. */
export const ACTORS = ['shopper', 'admin', 'payment', 'rider'] as const;
export type Actor = (typeof ACTORS)[number];

export type PaymentMethod = 'cod' | 'card';

/** What the rules need to know of an order. */
export interface OrderFacts {
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  /** When a card payment was taken (absent, or null in the API, for cash and for unpaid card orders). */
  paidAt?: string | null;
}

/** What a rule may also be told of an order (by the refund rules, core/refunds.ts; never stored on it). */
export interface RuleFacts extends OrderFacts {
  /** Its refunds that succeeded cover the payment. */
  refundedInFull?: boolean;
}

interface TransitionRule {
  from: OrderStatus;
  to: OrderStatus;
  by: readonly Actor[];
  /** A further condition on the order, with the reason it fails. */
  only?: { when: (order: RuleFacts) => boolean; otherwise: string };
}

const paidByCard = (order: OrderFacts) => order.paymentMethod === 'card' && Boolean(order.paidAt);
const unpaid = { when: (order: OrderFacts) => !order.paidAt, otherwise: 'it was paid already' };

/** Every allowed change. Anything not listed is refused (409 with the current status). */
export const TRANSITIONS: readonly TransitionRule[] = [
  { from: 'pending_payment', to: 'placed', by: ['payment'] },
  { from: 'pending_payment', to: 'payment_failed', by: ['payment'] },
  { from: 'pending_payment', to: 'cancelled', by: ['payment', 'shopper', 'admin'] },
  // A payment that lands after a failure or an expiry.
  { from: 'payment_failed', to: 'placed', by: ['payment'] },
  { from: 'payment_failed', to: 'refund_due', by: ['payment'] },
  { from: 'cancelled', to: 'placed', by: ['payment'], only: unpaid },
  { from: 'cancelled', to: 'refund_due', by: ['payment'], only: unpaid },
  // Fulfilment, one step at a time: the rider assigned (pickup, the shopper's code), or an admin for
  // stores without riders on duty.
  { from: 'placed', to: 'packed', by: ['admin'] },
  { from: 'packed', to: 'out_for_delivery', by: ['admin', 'rider'] },
  { from: 'out_for_delivery', to: 'delivered', by: ['admin', 'rider'] },
  // The rider could not hand it over: it is back at the store, and an admin decides.
  // An admin's cancel after pick-up calls the order back the same way: the goods are in the rider's bag.
  { from: 'out_for_delivery', to: 'delivery_failed', by: ['rider', 'admin'] },
  { from: 'delivery_failed', to: 'packed', by: ['admin'] },
  // Cancelling: the shopper while nothing has been packed, an admin until delivery.
  { from: 'placed', to: 'cancelled', by: ['shopper', 'admin'] },
  { from: 'packed', to: 'cancelled', by: ['admin'] },
  // Refunded in full (in Stripe's dashboard) before it left the store: nothing is left to ship.
  { from: 'placed', to: 'cancelled', by: ['payment'], only: { when: (order) => order.refundedInFull === true, otherwise: 'it was not refunded in full' } },
  { from: 'packed', to: 'cancelled', by: ['payment'], only: { when: (order) => order.refundedInFull === true, otherwise: 'it was not refunded in full' } },
  { from: 'delivery_failed', to: 'cancelled', by: ['admin'] },
  // Refunds. The shopper's cancel of a paid order starts its refund at once.
  { from: 'cancelled', to: 'refund_pending', by: ['shopper', 'admin'], only: { when: paidByCard, otherwise: 'it was not paid by card' } },
  { from: 'refund_due', to: 'refund_pending', by: ['admin'] },
  { from: 'refund_pending', to: 'refunded', by: ['payment'] },
  { from: 'refund_pending', to: 'refund_due', by: ['payment'] },
  // A refund Stripe confirms after it looked failed here, or one made in Stripe's dashboard.
  { from: 'refund_due', to: 'refunded', by: ['payment'] },
  { from: 'cancelled', to: 'refunded', by: ['payment'], only: { when: paidByCard, otherwise: 'it was not paid by card' } },
  // Part of the amount went back (a refund for less, made in Stripe's dashboard); an admin can refund the rest.
  { from: 'cancelled', to: 'partly_refunded', by: ['payment'], only: { when: paidByCard, otherwise: 'it was not paid by card' } },
  { from: 'refund_due', to: 'partly_refunded', by: ['payment'] },
  { from: 'refund_pending', to: 'partly_refunded', by: ['payment'] },
  { from: 'partly_refunded', to: 'refund_pending', by: ['admin'] },
  { from: 'partly_refunded', to: 'refunded', by: ['payment'] },
  // Every paisa of a delivered order came back (part refunds and claims, on the card and as credit):
  // refunded, which core/refunds.ts refundTarget says only then. A part of it leaves it delivered.
  { from: 'delivered', to: 'refunded', by: ['payment'], only: { when: paidByCard, otherwise: 'it was not paid by card' } },
];

export const STATUS_LABELS: Record<OrderStatus, string> = {
  pending_payment: 'Awaiting payment',
  placed: 'Placed',
  packed: 'Packed',
  out_for_delivery: 'Out for delivery',
  delivered: 'Delivered',
  delivery_failed: 'Delivery failed',
  payment_failed: 'Payment failed',
  cancelled: 'Cancelled',
  refund_due: 'Refund due',
  refund_pending: 'Refund pending',
  partly_refunded: 'Partly refunded',
  refunded: 'Refunded',
};

export type Decision = { ok: true } | { ok: false; reason: string };

/** Whether `by` may move the order to `to` now; the reason is written for the person who asked. */
export function decide(order: RuleFacts, to: OrderStatus, by: Actor): Decision {
  // A pair may have one rule per actor (placed → cancelled: the people, or the payment refunded in full).
  const rule = TRANSITIONS.find((r) => r.from === order.status && r.to === to && r.by.includes(by));
  const now = STATUS_LABELS[order.status].toLowerCase();
  if (!rule) {
    return { ok: false, reason: `This order is ${now}: it cannot be ${ACTION_WORDS[to]}${by === 'payment' ? '' : ' now'}` };
  }
  if (rule.only && !rule.only.when(order)) return { ok: false, reason: `This order cannot be ${ACTION_WORDS[to]}: ${rule.only.otherwise}` };
  return { ok: true };
}

const ACTION_WORDS: Record<OrderStatus, string> = {
  pending_payment: 'put back to awaiting payment',
  placed: 'placed',
  packed: 'marked packed',
  out_for_delivery: 'sent out for delivery',
  delivered: 'marked delivered',
  delivery_failed: 'marked as not delivered',
  payment_failed: 'marked as a failed payment',
  cancelled: 'cancelled',
  refund_due: 'marked refund due',
  refund_pending: 'refunded',
  partly_refunded: 'marked partly refunded',
  refunded: 'marked refunded',
};

/** The fulfilment steps an admin takes, in order. */
export const FULFILMENT_STEPS = ['packed', 'out_for_delivery', 'delivered'] as const;
export type FulfilmentStep = (typeof FULFILMENT_STEPS)[number];

/** The one next fulfilment step from a status, if there is one (after a failed delivery: packed again, a retry). */
export function nextFulfilmentStep(status: OrderStatus): FulfilmentStep | undefined {
  if (status === 'placed' || status === 'delivery_failed') return 'packed';
  if (status === 'packed') return 'out_for_delivery';
  if (status === 'out_for_delivery') return 'delivered';
  return undefined;
}

/** Whether an update-status request is the next step; otherwise why not (409). */
export function decideStep(order: OrderFacts, to: FulfilmentStep): Decision {
  const next = nextFulfilmentStep(order.status);
  if (next === to) return decide(order, to, 'admin');
  const now = STATUS_LABELS[order.status].toLowerCase();
  if (!next) return { ok: false, reason: `This order is ${now}: it has no further delivery step` };
  return { ok: false, reason: `This order is ${now}: the next step is ${STATUS_LABELS[next]}` };
}

/**
 * An admin's cancel of an order out for delivery calls it back (delivery_failed): its stock stays
 * out while the goods are in the rider's bag, and comes back when the store cancels it once they are back.
 */
export const cancelCallsBack = (order: OrderFacts, by: 'shopper' | 'admin') => by === 'admin' && order.status === 'out_for_delivery';

export const canCancel = (order: OrderFacts, by: 'shopper' | 'admin') => decide(order, 'cancelled', by).ok || cancelCallsBack(order, by);

/** Refund through Stripe: refund_due, partly refunded, or a cancelled order that was paid by card. */
export const canRefund = (order: OrderFacts) => decide(order, 'refund_pending', 'admin').ok;

/** A cancelled order whose card payment must go back to the shopper. */
export const needsRefund = (order: OrderFacts) => order.status === 'cancelled' && paidByCard(order);

/** Orders in these statuses have taken their products' stock (a failed delivery's goods are back at the store, not yet on its shelves). */
const STOCK_TAKEN: ReadonlySet<OrderStatus> = new Set(['pending_payment', 'placed', 'packed', 'out_for_delivery', 'delivered', 'delivery_failed']);

export type StockEffect = 'take' | 'give-back' | 'none';

/** What a change does to the stock: cancelling gives it back, a late payment takes it again. */
export function stockEffect(from: OrderStatus, to: OrderStatus): StockEffect {
  const before = STOCK_TAKEN.has(from);
  const after = STOCK_TAKEN.has(to);
  if (before && !after) return 'give-back';
  if (!before && after) return 'take';
  return 'none';
}

/** A payment moves a card order to placed or refund_due: the money is taken (and the cart is cleared when placed). */
export const isPaymentArrival = (to: OrderStatus, by: Actor) => by === 'payment' && (to === 'placed' || to === 'refund_due');

/** Placed, packed or on its way: the 10-minute promise applies. */
export const OPEN_STATUSES: ReadonlySet<OrderStatus> = new Set(['placed', 'packed', 'out_for_delivery']);

/** The store's promise: delivered within 10 minutes of being placed. */
export const DELIVERY_PROMISE_MINUTES = 10;

/** Minutes until the promised time, rounded up (0 or less: running late). */
export function minutesLeft(eta: string, now: Date): number {
  return Math.ceil((Date.parse(eta) - now.getTime()) / 60_000);
}
