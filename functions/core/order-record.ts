import type { AddressFields } from './address.js';
import type { Bill, Fee } from './bill.js';
import { DELIVERY_PROMISE_MINUTES, OPEN_STATUSES, type Actor, type OrderFacts, type OrderStatus, type PaymentMethod } from './order-states.js';
import { discountedUnitPaise, totals, type Totals } from './pricing.js';
import type { PickState } from './picking.js';
import type { RefundRecord } from './refunds.js';
import type { StoreLegal } from './stores.js';
import type { SubstitutionPreference } from './substitution.js';

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
  /** What the line cost after its share of the order's offer (core/bill.ts spreadDiscount); absent: `lineTotalPaise`. */
  paidPaise?: number;
  /** What the shopper wants if it is missing at the store (from the cart line); absent: best match. */
  substitution?: SubstitutionPreference;
}

/**
 * What the order charges besides its items, as the bill charged them at checkout (core/bill.ts):
 * every fee with its reason, the offer and what it took off, the rider's tip. Orders from before
 * fees have none: their total is the items'.
 */
export interface OrderCharges {
  fees: Fee[];
  /** `offerId` names the offer's record, whose use the order holds (released on cancel, used on delivery). */
  offer?: { offerId: string; code?: string; title: string; amountPaise: number };
  tipPaise: number;
  /** Store credit that pays part of the grand total (core/credit.ts): a payment, not a discount. */
  creditPaise?: number;
}

/**
 * The tax invoice issued at delivery: its serial per store and financial year (core/invoice.ts), and
 * what it was issued from as it was then (the seller, each line's GST rate and HSN, by the order's
 * line index), so a later edit of the store or a product never changes an issued invoice.
 */
export interface OrderInvoice {
  number: string;
  issuedAt: string;
  seller: StoreLegal;
  lines: { gstRate: number; hsn?: string }[];
}

/** The delivery address as the order keeps it: the shopper's fields and the address's id. */
export interface AddressSnapshot extends AddressFields {
  _id: string;
}

export interface TimelineEntry {
  status: OrderStatus;
  at: string;
  by: Actor;
  /** The reason given for a cancellation, what went wrong with a refund, or who delivered ("Picked up by Ravi"). */
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
  charges?: OrderCharges;
  invoice?: OrderInvoice;
  /** The cart lines this order was made from, cleared when it is paid (card) or placed (cash). */
  cartLines: { lineId: string; quantity: number }[];
  /** Every change, oldest first (orders placed before timelines existed start without one). */
  timeline?: TimelineEntry[];
  /**
   * The dark store that serves it (its address's pincode chose it at checkout) and its name then;
   * its stock is the one the order moves. Orders placed before stores have none: the default store's.
   */
  storeId?: string;
  storeName?: string;
  /** When it was promised at checkout: created + the store's ETA then (core/stores.ts etaMinutes). */
  etaAt?: string;
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
  /**
   * The rider it is assigned to (dispatch or an admin, while packed or out for delivery; kept
   * after delivery or a failed one), their name and mobile then. An admin's reassign replaces them.
   */
  riderId?: string;
  /** The rider an admin's reassign last took it from: their screen is told to read itself again. */
  previousRiderId?: string;
  riderName?: string;
  riderMobile?: string;
  assignedAt?: string;
  /**
   * Two orders a trip (core/batching.ts): the order its rider drops before this one, while that
   * drop is still ahead ("Your rider has one stop before you"); removed when it is delivered or failed.
   */
  afterOrderId?: string;
  pickedUpAt?: string;
  deliveredAt?: string;
  /** The 4-digit code the shopper reads out to the rider, made at pickup (core/delivery-code.ts). */
  deliveryCode?: string;
  /** Wrong codes the rider entered; at DELIVERY_CODE_TRIES the code is locked and an admin is needed. */
  codeTries?: number;
  codeLocked?: boolean;
  /** Cash the rider collected on delivery (cash on delivery; always the total). */
  cashCollectedPaise?: number;
  /** Why the rider could not deliver (delivery_failed). */
  failReason?: string;
  /** Its pick at the store (core/picking.ts): who picks it, each line's units scanned and unavailable. */
  pick?: PickState;
  /**
   * Bumped in each transaction that changes one of the order's claims (made, decided, paid back),
   * so the order's stream consumers (the dashboard's figures) see the change.
   */
  claimsRev?: number;
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

type CheckoutFacts = Pick<OrderRecord, 'address' | 'lines' | 'cartLines' | 'storeId'> & Partial<Pick<OrderRecord, 'charges' | 'totals'>>;

/** The charges as compared: an order from before fees charged none. */
const chargesKey = (o: CheckoutFacts) => JSON.stringify([o.charges?.fees ?? [], o.charges?.offer ?? null, o.charges?.tipPaise ?? 0, o.totals?.grandTotalPaise ?? null, o.charges?.creditPaise ?? 0]);

/**
 * Whether a new checkout asks for exactly what a pending card order already holds (same address,
 * same cart lines, quantities and prices, same fees, offer, tip and total): then the shopper resumes
 * paying it instead of replacing it. A changed tip or fee is a new checkout, with a session of its amount.
 */
export function sameCheckout(pending: CheckoutFacts, next: CheckoutFacts): boolean {
  const lines = (o: typeof pending) => o.lines.map((l) => `${l.productId}×${l.quantity}@${l.unitPricePaise}/${JSON.stringify(l.substitution ?? null)}`).sort().join(',');
  const cartLines = (o: typeof pending) => o.cartLines.map((l) => `${l.lineId}×${l.quantity}`).sort().join(',');
  return (
    pending.address._id === next.address._id &&
    pending.storeId === next.storeId &&
    lines(pending) === lines(next) &&
    cartLines(pending) === cartLines(next) &&
    chargesKey(pending) === chargesKey(next)
  );
}

/** The store an order is placed at, and its delivery minutes at checkout. */
export interface OrderStore {
  _id: string;
  name: string;
  etaMinutes: number;
}

/** An order from the stored cart and products: prices are the stored ones, never the client's. */
export function buildOrder(input: {
  id: string;
  userId: string;
  paymentMethod: PaymentMethod;
  cart: readonly { _id: string; productId: string; quantity: number; substitution?: SubstitutionPreference }[];
  products: ReadonlyMap<string, PricedProduct>;
  address: AddressSnapshot;
  /** Every order placed now has one; tests build orders from before stores without. */
  store?: OrderStore;
  /**
   * The bill of these lines in this order (core/bill.ts), with the offer's record id: the order
   * keeps its fees, offer and tip and charges its grand total. Without one the total is the items'.
   */
  bill?: { bill: Bill; offerId?: string };
  now: Date;
}): OrderRecord {
  const lines: OrderLine[] = input.cart.map((line, index) => {
    const product = input.products.get(line.productId);
    if (!product) throw new Error(`product ${line.productId} missing`);
    const unitPricePaise = discountedUnitPaise(product.pricePaise, product.discount);
    const paidPaise = input.bill?.bill.linePaidPaise[index];
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
      ...(paidPaise !== undefined && paidPaise !== unitPricePaise * line.quantity ? { paidPaise } : {}),
      ...(line.substitution && line.substitution !== 'best_match' ? { substitution: line.substitution } : {}),
    };
  });
  const charged = input.bill && chargesOf(input.bill.bill, input.bill.offerId);
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
    totals: charged ? { ...totals(lines), deliveryChargePaise: charged.deliveryPaise, grandTotalPaise: input.bill!.bill.grandTotalPaise } : totals(lines),
    ...(charged ? { charges: charged.charges } : {}),
    cartLines: input.cart.map((l) => ({ lineId: l._id, quantity: l.quantity })),
    timeline: [{ status, at: timestamp, by: 'shopper' }],
    ...(input.store
      ? {
          storeId: input.store._id,
          storeName: input.store.name,
          etaAt: new Date(input.now.getTime() + input.store.etaMinutes * 60_000).toISOString(),
        }
      : {}),
    createdAt: timestamp,
    updatedAt: timestamp,
  };
}

function chargesOf(bill: Bill, offerId?: string): { charges: OrderCharges; deliveryPaise: number } {
  if (bill.offer && !offerId) throw new Error('an order with an offer names the offer it holds');
  const offer = bill.offer && offerId ? { offerId, ...bill.offer } : undefined;
  return {
    charges: { fees: bill.fees, ...(offer ? { offer } : {}), tipPaise: bill.tipPaise },
    deliveryPaise: bill.fees.find((f) => f.kind === 'delivery')?.amountPaise ?? 0,
  };
}

/** What each line was paid (its share of the offer taken off): what a refund of it gives back. */
export function linePaid(line: Pick<OrderLine, 'lineTotalPaise' | 'paidPaise'>): number {
  return line.paidPaise ?? line.lineTotalPaise;
}

/** When the order was placed (paid, for a card order); orders from before timelines: created. */
export function placedAt(order: Pick<OrderRecord, 'status' | 'timeline' | 'createdAt'>): string | undefined {
  const entry = order.timeline?.findLast((e) => e.status === 'placed');
  if (entry) return entry.at;
  return order.timeline ? undefined : order.createdAt;
}

/** The delivery minutes the order was promised at checkout (`etaAt` − created); 10 for orders from before stores. */
export function promisedMinutes(order: Pick<OrderRecord, 'createdAt' | 'etaAt'>): number {
  const promised = order.etaAt ? Date.parse(order.etaAt) - Date.parse(order.createdAt) : Number.NaN;
  return Number.isFinite(promised) && promised >= 0 ? Math.round(promised / 60_000) : DELIVERY_PROMISE_MINUTES;
}

/**
 * When an open order (placed, packed, out for delivery) should arrive: placed time + the minutes
 * its store promised at checkout (a card order is placed when paid, so its promise counts from
 * then), or + 10 minutes for orders from before stores.
 */
export function etaAt(order: Pick<OrderRecord, 'status' | 'timeline' | 'createdAt' | 'etaAt'>): string | null {
  if (!OPEN_STATUSES.has(order.status)) return null;
  const placed = placedAt(order);
  if (!placed) return null;
  return new Date(Date.parse(placed) + promisedMinutes(order) * 60_000).toISOString();
}
