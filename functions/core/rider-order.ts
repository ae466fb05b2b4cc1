import { toPayPaise } from './credit.js';
import { paiseToRupees } from './money.js';
import { etaAt, type AddressSnapshot, type OrderRecord, type TimelineEntry } from './order-record.js';
import type { OrderStatus, PaymentMethod } from './order-states.js';
import { notPackedUnits } from './packed-lines.js';
import { refundedPaise } from './refunds.js';

/**
 * What a rider sees of an order assigned to them (the rider screen, /api/rider/*, their live
 * messages, order/details for them): who to hand it to and where, what is in the bag, what to
 * collect, and how much of a card payment went back (a part refund: fewer goods may be in the bag).
 * No other payment details or the delivery code (the shopper reads that out).
 */

/** The handover code: digits, and wrong tries before it locks (an admin then hands the order over). */
export const DELIVERY_CODE_DIGITS = 4;
export const DELIVERY_CODE_TRIES = 5;
export const FAIL_REASON_MAX = 200;

export interface RiderApiOrder {
  _id: string;
  orderId: string;
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  storeId: string | null;
  storeName: string | null;
  items: { productId: string; name: string; image: string[]; unit: string; quantity: number }[];
  totalQuantity: number;
  totalAmt: number;
  /** Cash to collect at the door: the total for cash on delivery, 0 when paid by card. */
  amountToCollect: number;
  /** Rupees of the card payment refunded so far (0 when none). */
  refundedAmt: number;
  /** Who and where, only while the order is the rider's to deliver (assigned or on the way); null after. */
  shopper: { name: string; mobile: string } | null;
  delivery_address: AddressSnapshot | null;
  /** The store's phone: the rider calls it when the code locks (null if it has none). */
  storeMobile: string | null;
  etaAt: string | null;
  assignedAt: string | null;
  pickedUpAt: string | null;
  deliveredAt: string | null;
  failReason: string | null;
  codeLocked: boolean;
  /** Wrong codes left before the code locks. */
  codeTriesLeft: number;
  timeline: TimelineEntry[];
  createdAt: string;
  updatedAt: string;
}

/** The cash a rider must collect for an order, in paise (0 when paid by card). */
export const cashToCollectPaise = (order: Pick<OrderRecord, 'paymentMethod' | 'totals' | 'charges'>): number =>
  order.paymentMethod === 'cod' ? toPayPaise(order) : 0;

/**
 * The rider holds the shopper's contact only while the order is theirs to deliver: once it is
 * delivered, given up or taken back, the rider's view keeps none (as their day list keeps none).
 */
export const riderHasContact = (status: OrderStatus): boolean => status === 'packed' || status === 'out_for_delivery';

/** `shopperName`: the shopper's profile name (the address has none); `storeMobile`: the store's phone. */
export function toRiderOrder(order: OrderRecord, shopperName: string, storeMobile: string | null): RiderApiOrder {
  const contact = riderHasContact(order.status);
  const packed = order.lines.map((l) => ({ productId: l.productId, name: l.name, image: l.image, unit: l.unit, quantity: l.quantity - notPackedUnits(order, l.productId) }));
  // Accepted substitutes went into the bag in place of missing units: the rider hands them over too
  // (one item per product, should a substitute be another line's product).
  for (const sub of order.status === 'placed' ? [] : (order.pick?.substitutions ?? [])) {
    if (sub.status !== 'accepted') continue;
    const same = packed.find((l) => l.productId === sub.productId);
    if (same) same.quantity += sub.quantity;
    else packed.push({ productId: sub.productId, name: sub.name, image: sub.image ? [sub.image] : [], unit: sub.unit, quantity: sub.quantity });
  }
  return {
    _id: order._id,
    orderId: order.orderId,
    status: order.status,
    paymentMethod: order.paymentMethod,
    storeId: order.storeId ?? null,
    storeName: order.storeName ?? null,
    // What the rider hands over: the units packed (core/packed-lines.ts), not those the picker could not find.
    items: packed.filter((l) => l.quantity > 0),
    totalQuantity: packed.reduce((sum, l) => sum + l.quantity, 0),
    totalAmt: paiseToRupees(order.totals.grandTotalPaise),
    amountToCollect: paiseToRupees(cashToCollectPaise(order)),
    refundedAmt: paiseToRupees(refundedPaise(order.refunds)),
    shopper: contact ? { name: shopperName, mobile: order.address.mobile } : null,
    delivery_address: contact ? order.address : null,
    storeMobile,
    etaAt: etaAt(order),
    assignedAt: order.assignedAt ?? null,
    pickedUpAt: order.pickedUpAt ?? null,
    deliveredAt: order.deliveredAt ?? null,
    failReason: order.failReason ?? null,
    codeLocked: order.codeLocked === true,
    codeTriesLeft: Math.max(0, DELIVERY_CODE_TRIES - (order.codeTries ?? 0)),
    timeline: order.timeline ?? [],
    createdAt: order.createdAt,
    updatedAt: order.updatedAt,
  };
}

/** One of the rider's finished deliveries today (their screen's list): no shopper contact kept. */
export interface RiderDelivery {
  _id: string;
  orderId: string;
  status: 'delivered' | 'delivery_failed';
  /** When it was delivered, or given up. */
  at: string;
  totalAmt: number;
  /** Cash collected (cash on delivery, delivered), else null. */
  cashCollected: number | null;
  /** Where it went: city and pincode. */
  area: string;
  /** Rupees the shopper tipped, all the rider's: only on a delivery they made (absent: none). */
  tip?: number;
}

/** The tip a rider gets for delivering the order, in paise: the whole of the shopper's tip (0 when none). */
export const riderTipPaise = (order: Pick<OrderRecord, 'charges'>): number => order.charges?.tipPaise ?? 0;

/** What a rider's finished deliveries brought them in tips, in rupees (summed in paise, so exact). */
export const tipsOf = (deliveries: readonly Pick<RiderDelivery, 'status' | 'tip'>[]): number =>
  paiseToRupees(deliveries.reduce((sum, d) => sum + (d.status === 'delivered' ? Math.round((d.tip ?? 0) * 100) : 0), 0));
