import type { AddressFields } from './address.js';
import { paiseToRupees } from './money.js';
import { discountedUnitPaise, totals, type Totals } from './pricing.js';
import { refundedPaise, refundablePaise, type RefundRecord } from './refunds.js';

/**
 * The life of an order (pure rules; the repos apply them in one conditional transaction each).
 *
 *   pending_payment ──paid──► placed ──► packed ──► out_for_delivery ──► delivered
 *         │  └─failed / expired─► payment_failed / cancelled            (stock back)
 *         └─shopper or admin cancels─► cancelled                        (stock back)
 *   placed ──shopper or admin cancels──► cancelled                      (stock back)
 *   packed, out_for_delivery ──admin cancels──► cancelled               (stock back)
 *   cancelled, paid by card ──► refund_pending ──Stripe confirms──► refunded
 *   refund_due (paid after the stock was gone) ──admin refunds──► refund_pending ──► refunded
 *   any of those ──a refund of part of the amount──► partly_refunded ──admin refunds the rest──► refund_pending
 *
 * Stripe's events may arrive in any order and more than once (each event id is applied at most
 * once). A payment beats a failure or an expiry: a paid event after an unpaid order was cancelled
 * or failed takes the stock again, or makes it refund_due when the stock is gone (money taken,
 * nothing to ship), never an oversold placed order. A refund that Stripe reports failed goes back
 * to refund_due (or partly_refunded), where an admin can try again. Refund states follow the
 * recorded refunds' amounts (core/refunds.ts): refunded only when they add up to what was paid.
 */
export const ORDER_STATUSES = [
  'pending_payment',
  'placed',
  'packed',
  'out_for_delivery',
  'delivered',
  'payment_failed',
  'cancelled',
  'refund_due',
  'refund_pending',
  'partly_refunded',
  'refunded',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Who moved an order: the shopper who owns it, an admin, or the payment provider (Stripe's events). */
export const ACTORS = ['shopper', 'admin', 'payment'] as const;
export type Actor = (typeof ACTORS)[number];

export type PaymentMethod = 'cod' | 'card';

/** What the rules need to know of an order. */
export interface OrderFacts {
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  /** When a card payment was taken (absent, or null in the API, for cash and for unpaid card orders). */
  paidAt?: string | null;
}

interface TransitionRule {
  from: OrderStatus;
  to: OrderStatus;
  by: readonly Actor[];
  /** A further condition on the order, with the reason it fails. */
  only?: { when: (order: OrderFacts) => boolean; otherwise: string };
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
  // Fulfilment, one step at a time.
  { from: 'placed', to: 'packed', by: ['admin'] },
  { from: 'packed', to: 'out_for_delivery', by: ['admin'] },
  { from: 'out_for_delivery', to: 'delivered', by: ['admin'] },
  // Cancelling: the shopper while nothing has been packed, an admin until delivery.
  { from: 'placed', to: 'cancelled', by: ['shopper', 'admin'] },
  { from: 'packed', to: 'cancelled', by: ['admin'] },
  { from: 'out_for_delivery', to: 'cancelled', by: ['admin'] },
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
];

export const STATUS_LABELS: Record<OrderStatus, string> = {
  pending_payment: 'Awaiting payment',
  placed: 'Placed',
  packed: 'Packed',
  out_for_delivery: 'Out for delivery',
  delivered: 'Delivered',
  payment_failed: 'Payment failed',
  cancelled: 'Cancelled',
  refund_due: 'Refund due',
  refund_pending: 'Refund pending',
  partly_refunded: 'Partly refunded',
  refunded: 'Refunded',
};

export type Decision = { ok: true } | { ok: false; reason: string };

/** Whether `by` may move the order to `to` now; the reason is written for the person who asked. */
export function decide(order: OrderFacts, to: OrderStatus, by: Actor): Decision {
  const rule = TRANSITIONS.find((r) => r.from === order.status && r.to === to);
  const now = STATUS_LABELS[order.status].toLowerCase();
  if (!rule || !rule.by.includes(by)) {
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

/** The one next fulfilment step from a status, if there is one. */
export function nextFulfilmentStep(status: OrderStatus): FulfilmentStep | undefined {
  if (status === 'placed') return 'packed';
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

export const canCancel = (order: OrderFacts, by: 'shopper' | 'admin') => decide(order, 'cancelled', by).ok;

/** Refund through Stripe: refund_due, partly refunded, or a cancelled order that was paid by card. */
export const canRefund = (order: OrderFacts) => decide(order, 'refund_pending', 'admin').ok;

/** A cancelled order whose card payment must go back to the shopper. */
export const needsRefund = (order: OrderFacts) => order.status === 'cancelled' && paidByCard(order);

/** Orders in these statuses have taken their products' stock. */
const STOCK_TAKEN: ReadonlySet<OrderStatus> = new Set(['pending_payment', 'placed', 'packed', 'out_for_delivery', 'delivered']);

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

/** What a Stripe Checkout event says about an order's money (refunds: core/refunds.ts). */
export type PaymentSignal = 'paid' | 'awaiting' | 'failed' | 'expired';

/** Stripe Checkout event → what it says about the payment. */
export function paymentSignal(type: string, paymentStatus: string): PaymentSignal {
  switch (type) {
    case 'checkout.session.completed':
      // Delayed methods complete the session unpaid; the async_payment_* event settles it.
      return paymentStatus === 'unpaid' ? 'awaiting' : 'paid';
    case 'checkout.session.async_payment_succeeded':
      return 'paid';
    case 'checkout.session.async_payment_failed':
      return 'failed';
    case 'checkout.session.expired':
      return 'expired';
    default:
      return 'awaiting';
  }
}

/** Where a payment signal of the order's current Checkout Session takes it, if anywhere (see paymentMismatch). */
export function paymentTarget(order: OrderFacts, signal: PaymentSignal): OrderStatus | undefined {
  const target = ((): OrderStatus | undefined => {
    switch (signal) {
      case 'paid':
        return 'placed';
      case 'failed':
        return 'payment_failed';
      case 'expired':
        return 'cancelled';
      case 'awaiting':
        return undefined;
    }
  })();
  return target && decide(order, target, 'payment').ok ? target : undefined;
}

/** What a Checkout event says of itself: its session, and for a payment what it charged. */
export interface CheckoutFacts {
  signal: PaymentSignal;
  /** Absent only in reconciliation's own signal for an order that never recorded a session. */
  sessionId?: string;
  amountTotal?: number | null;
  currency?: string | null;
}

/** The store charges in rupees only. */
export const CURRENCY = 'inr';

/**
 * Why a Checkout event must not touch the order, if it must not: only a card order's current
 * Checkout Session moves it, and a payment only when it charged exactly the order's total in
 * rupees. A session the order has since replaced (resume-payment opened a new one) says nothing.
 */
export function paymentMismatch(order: Pick<OrderRecord, 'paymentMethod' | 'stripeSessionId' | 'totals'>, event: CheckoutFacts): string | undefined {
  if (order.paymentMethod !== 'card') return 'the order is not paid by card';
  if (event.sessionId !== order.stripeSessionId) return 'the session is not the order’s current one';
  if (event.signal !== 'paid') return undefined;
  const total = order.totals.grandTotalPaise;
  if (event.amountTotal !== total) return `the session charged ${event.amountTotal ?? 'nothing'} paise, the order is ${total}`;
  if (event.currency?.toLowerCase() !== CURRENCY) return `the session charged in ${event.currency ?? 'no currency'}`;
  return undefined;
}

/** Lines of one order; Stripe and DynamoDB transactions bound how many distinct products fit. */
export const MAX_ORDER_LINES = 40;

export interface OrderLine {
  productId: string;
  name: string;
  image: string[];
  unit: string;
  pricePaise: number;
  discount: number;
  unitPricePaise: number;
  quantity: number;
  lineTotalPaise: number;
}

/** The delivery address as the order keeps it: the shopper's fields and the address's id. */
export interface AddressSnapshot extends AddressFields {
  _id: string;
}

export interface TimelineEntry {
  status: OrderStatus;
  at: string;
  by: Actor;
  /** The reason given for a cancellation, or what went wrong with a refund. */
  note?: string;
}

export interface OrderRecord extends OrderFacts {
  _id: string;
  /** Shown to shoppers as "Order No". */
  orderId: string;
  userId: string;
  lines: OrderLine[];
  address: AddressSnapshot;
  totals: Totals;
  /** The cart lines this order was made from, cleared when it is paid (card) or placed (cash). */
  cartLines: { lineId: string; quantity: number }[];
  /** Every change, oldest first (orders placed before timelines existed start without one). */
  timeline?: TimelineEntry[];
  stripeSessionId?: string;
  /** Checkout Sessions opened for this order so far (resume-payment opens another). */
  checkoutAttempts?: number;
  /** Stripe's PaymentIntent of the paid session: what a refund refers to. */
  paymentIntentId?: string;
  /** Refunds started so far (each try has its own Stripe idempotency key). */
  refundAttempts?: number;
  /** Every Stripe Refund of the payment, the store's and those made in Stripe (core/refunds.ts). */
  refunds?: RefundRecord[];
  /** Bumped by each write of `refunds`, which is conditional on the value read. */
  refundsRev?: number;
  cancelReason?: string;
  createdAt: string;
  updatedAt: string;
}

export interface PricedProduct {
  _id: string;
  name: string;
  image: string[];
  unit: string;
  pricePaise: number;
  discount: number;
}

/**
 * Whether a new checkout asks for exactly what a pending card order already holds (same address,
 * same cart lines, quantities and prices): then the shopper resumes paying it instead of replacing it.
 */
export function sameCheckout(pending: Pick<OrderRecord, 'address' | 'lines' | 'cartLines'>, next: Pick<OrderRecord, 'address' | 'lines' | 'cartLines'>): boolean {
  const lines = (o: typeof pending) => o.lines.map((l) => `${l.productId}×${l.quantity}@${l.unitPricePaise}`).sort().join(',');
  const cartLines = (o: typeof pending) => o.cartLines.map((l) => `${l.lineId}×${l.quantity}`).sort().join(',');
  return pending.address._id === next.address._id && lines(pending) === lines(next) && cartLines(pending) === cartLines(next);
}

/** An order from the stored cart and products: prices are the stored ones, never the client's. */
export function buildOrder(input: {
  id: string;
  userId: string;
  paymentMethod: PaymentMethod;
  cart: readonly { _id: string; productId: string; quantity: number }[];
  products: ReadonlyMap<string, PricedProduct>;
  address: AddressSnapshot;
  now: Date;
}): OrderRecord {
  const lines: OrderLine[] = input.cart.map((line) => {
    const product = input.products.get(line.productId);
    if (!product) throw new Error(`product ${line.productId} missing`);
    const unitPricePaise = discountedUnitPaise(product.pricePaise, product.discount);
    return {
      productId: product._id,
      name: product.name,
      image: product.image,
      unit: product.unit,
      pricePaise: product.pricePaise,
      discount: product.discount,
      unitPricePaise,
      quantity: line.quantity,
      lineTotalPaise: unitPricePaise * line.quantity,
    };
  });
  const timestamp = input.now.toISOString();
  const status: OrderStatus = input.paymentMethod === 'cod' ? 'placed' : 'pending_payment';
  return {
    _id: input.id,
    orderId: `ORD-${input.id.slice(-10).toUpperCase()}`,
    userId: input.userId,
    status,
    paymentMethod: input.paymentMethod,
    lines,
    address: input.address,
    totals: totals(lines),
    cartLines: input.cart.map((l) => ({ lineId: l._id, quantity: l.quantity })),
    timeline: [{ status, at: timestamp, by: 'shopper' }],
    createdAt: timestamp,
    updatedAt: timestamp,
  };
}

/** When the order was placed (paid, for a card order); orders from before timelines: created. */
export function placedAt(order: Pick<OrderRecord, 'status' | 'timeline' | 'createdAt'>): string | undefined {
  const entry = order.timeline?.findLast((e) => e.status === 'placed');
  if (entry) return entry.at;
  return order.timeline ? undefined : order.createdAt;
}

/** Placed time + 10 minutes, for open orders only (placed, packed, out for delivery). */
export function etaAt(order: Pick<OrderRecord, 'status' | 'timeline' | 'createdAt'>): string | null {
  if (!OPEN_STATUSES.has(order.status)) return null;
  const placed = placedAt(order);
  if (!placed) return null;
  return new Date(Date.parse(placed) + DELIVERY_PROMISE_MINUTES * 60_000).toISOString();
}

/** Minutes until the promised time, rounded up (0 or less: running late). */
export function minutesLeft(eta: string, now: Date): number {
  return Math.ceil((Date.parse(eta) - now.getTime()) / 60_000);
}

/** The order as the API speaks it: rupees, the spec's product_details, no internal fields. */
export function toApiOrder(order: OrderRecord) {
  const first = order.lines[0];
  return {
    _id: order._id,
    orderId: order.orderId,
    status: order.status,
    paymentMethod: order.paymentMethod,
    payment_status: paymentStatusLabel(order),
    paidAt: order.paidAt ?? null,
    product_details: { name: first?.name ?? '', image: first?.image ?? [] },
    items: order.lines.map((l) => ({
      productId: l.productId,
      name: l.name,
      image: l.image,
      unit: l.unit,
      price: paiseToRupees(l.pricePaise),
      discount: l.discount,
      unitPrice: paiseToRupees(l.unitPricePaise),
      quantity: l.quantity,
      lineTotal: paiseToRupees(l.lineTotalPaise),
    })),
    delivery_address: order.address,
    subTotalAmt: paiseToRupees(order.totals.itemsTotalPaise),
    totalAmt: paiseToRupees(order.totals.grandTotalPaise),
    savings: paiseToRupees(order.totals.savingsPaise),
    totalQuantity: order.totals.totalQuantity,
    timeline: order.timeline ?? [{ status: order.status, at: order.updatedAt, by: 'shopper' as Actor }],
    etaAt: etaAt(order),
    refunds: (order.refunds ?? []).map((r) => ({ id: r.id, amount: paiseToRupees(r.amountPaise), status: r.status, at: r.at })),
    refundedAmt: paiseToRupees(refundedPaise(order.refunds)),
    refundableAmt: order.paymentMethod === 'card' && order.paidAt ? paiseToRupees(refundablePaise(order)) : 0,
    cancelReason: order.cancelReason ?? null,
    createdAt: order.createdAt,
    updatedAt: order.updatedAt,
  };
}
export type ApiOrder = ReturnType<typeof toApiOrder>;

/** Who placed an order, as admins see it (current profile; the delivery mobile when the profile has none). */
export interface OrderShopper {
  _id: string;
  name: string;
  email: string;
  mobile: string;
}

/** An order in the admin's list and detail panel. */
export type AdminApiOrder = ApiOrder & { shopper: OrderShopper };

/** Orders per status, and all of them, for the admin's filter. */
export type OrderCounts = Record<OrderStatus | 'all', number>;

function paymentStatusLabel(order: OrderRecord): string {
  if (order.paymentMethod === 'cod') return 'CASH ON DELIVERY';
  switch (order.status) {
    case 'pending_payment':
      return 'PENDING';
    case 'refund_pending':
      return 'REFUND PENDING';
    case 'partly_refunded':
      return 'PARTLY REFUNDED';
    case 'refunded':
      return 'REFUNDED';
    default:
      return order.paidAt || order.status === 'placed' || order.status === 'refund_due' ? 'PAID' : 'UNPAID';
  }
}
