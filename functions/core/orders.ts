import { discountedUnitPaise, totals, type Totals } from './pricing.js';

/**
 * Order statuses and how Stripe Checkout events move them (the spec leaves statuses open).
 *
 *   cash on delivery:  (new) ──────────────────────────────► placed
 *   card:              (new) ──► pending_payment ──paid────► placed
 *                                      │  └─failed─────────► payment_failed   (stock released)
 *                                      └───expired─────────► cancelled        (stock released)
 *
 * Events may arrive in any order and more than once (each Stripe event id is applied at most
 * once). The rule that makes the final state independent of arrival order: a payment beats a
 * failure or an expiry. A paid event after the order was cancelled or failed re-reserves the
 * stock; if the stock is gone by then the order becomes refund_due (money taken, nothing to
 * ship: an operator refunds it), never an oversold placed order. Between failed and cancelled
 * the first one stays.
 */
export const ORDER_STATUSES = ['pending_payment', 'placed', 'payment_failed', 'cancelled', 'refund_due'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export type PaymentSignal = 'paid' | 'awaiting' | 'failed' | 'expired';

export type Transition =
  | { kind: 'none' }
  /** From pending: stock stays taken. */
  | { kind: 'mark-placed' }
  /** From pending: give the reserved stock back. */
  | { kind: 'release'; to: 'payment_failed' | 'cancelled' }
  /** From failed/cancelled: take the stock again, or refund_due when it is gone. */
  | { kind: 'reclaim' };

export function nextTransition(current: OrderStatus, signal: PaymentSignal): Transition {
  if (signal === 'awaiting') return { kind: 'none' };
  if (current === 'pending_payment') {
    if (signal === 'paid') return { kind: 'mark-placed' };
    return { kind: 'release', to: signal === 'failed' ? 'payment_failed' : 'cancelled' };
  }
  if ((current === 'payment_failed' || current === 'cancelled') && signal === 'paid') return { kind: 'reclaim' };
  return { kind: 'none' };
}

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

/** Lines of one order; Stripe and DynamoDB transactions bound how many distinct products fit. */
export const MAX_ORDER_LINES = 40;


export type PaymentMethod = 'cod' | 'card';

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

export interface AddressSnapshot {
  _id: string;
  address_line: string;
  city: string;
  state: string;
  country: string;
  pincode: string;
  mobile: string;
}

export interface OrderRecord {
  _id: string;
  /** Shown to shoppers as "Order No". */
  orderId: string;
  userId: string;
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  lines: OrderLine[];
  address: AddressSnapshot;
  totals: Totals;
  /** The cart lines this order was made from, cleared when it is paid (card) or placed (cash). */
  cartLines: { lineId: string; quantity: number }[];
  stripeSessionId?: string;
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
  return {
    _id: input.id,
    orderId: `ORD-${input.id.slice(-10).toUpperCase()}`,
    userId: input.userId,
    status: input.paymentMethod === 'cod' ? 'placed' : 'pending_payment',
    paymentMethod: input.paymentMethod,
    lines,
    address: input.address,
    totals: totals(lines),
    cartLines: input.cart.map((l) => ({ lineId: l._id, quantity: l.quantity })),
    createdAt: timestamp,
    updatedAt: timestamp,
  };
}

const rupees = (paise: number) => paise / 100;

/** The order as the API speaks it: rupees, the spec's product_details, no internal fields. */
export function toApiOrder(order: OrderRecord) {
  const first = order.lines[0];
  return {
    _id: order._id,
    orderId: order.orderId,
    status: order.status,
    paymentMethod: order.paymentMethod,
    payment_status: paymentStatusLabel(order),
    product_details: { name: first?.name ?? '', image: first?.image ?? [] },
    items: order.lines.map((l) => ({
      productId: l.productId,
      name: l.name,
      image: l.image,
      unit: l.unit,
      price: rupees(l.pricePaise),
      discount: l.discount,
      unitPrice: rupees(l.unitPricePaise),
      quantity: l.quantity,
      lineTotal: rupees(l.lineTotalPaise),
    })),
    delivery_address: order.address,
    subTotalAmt: rupees(order.totals.itemsTotalPaise),
    totalAmt: rupees(order.totals.grandTotalPaise),
    savings: rupees(order.totals.savingsPaise),
    totalQuantity: order.totals.totalQuantity,
    createdAt: order.createdAt,
  };
}

function paymentStatusLabel(order: OrderRecord): string {
  if (order.paymentMethod === 'cod') return 'CASH ON DELIVERY';
  switch (order.status) {
    case 'placed':
    case 'refund_due':
      return 'PAID';
    case 'pending_payment':
      return 'PENDING';
    default:
      return 'UNPAID';
  }
}
