import { paiseToRupees } from './money.js';
import { apiCharges } from './order-charges.js';
import { etaAt, type OrderRecord } from './order-record.js';
import { notPackedUnits } from './packed-lines.js';
import type { Actor, OrderStatus } from './order-states.js';
import { refundedPaise, refundLeftPaise } from './refunds.js';
import { apiSubstitutions } from './substitution-api.js';

/** The rider as the shopper sees them while the order is on its way: first name and a number to call. */
export interface OrderRiderContact {
  name: string;
  mobile: string;
}

/** A person's first name (the shopper sees no more of the rider's). */
export const firstName = (name: string): string => name.trim().split(/\s+/)[0] ?? '';

/** The order as the API speaks it: rupees, the spec's product_details, no internal fields; never the delivery code. */
export const toApiOrder = (order: OrderRecord) => apiOrder(order, false);

/**
 * The order as its owner reads it (order/details, order-list, their live messages): with the
 * `deliveryCode` while it is out for delivery, which the shopper reads out to the rider. Nobody
 * else is ever sent the code (admins, riders, other shoppers).
 */
export const toOwnerApiOrder = (order: OrderRecord) => apiOrder(order, true);

function apiOrder(order: OrderRecord, owner: boolean) {
  const first = order.lines[0];
  const onItsWay = order.status === 'out_for_delivery';
  return {
    _id: order._id,
    orderId: order.orderId,
    status: order.status,
    paymentMethod: order.paymentMethod,
    payment_status: paymentStatusLabel(order),
    paidAt: order.paidAt ?? null,
    product_details: { name: first?.name ?? '', image: first?.image ?? [] },
    items: order.lines.map((l) => ({
      // Packed short (core/packed-lines.ts): the screens say what was packed and what came back.
      ...(notPackedUnits(order, l.productId) > 0 ? { packing: { notPacked: notPackedUnits(order, l.productId) } } : {}),
      productId: l.productId,
      name: l.name,
      image: l.image,
      unit: l.unit,
      price: paiseToRupees(l.pricePaise),
      discount: l.discount,
      unitPrice: paiseToRupees(l.unitPricePaise),
      quantity: l.quantity,
      lineTotal: paiseToRupees(l.lineTotalPaise),
      // What the line cost after its share of an offer (only when an offer took some off it).
      ...(l.paidPaise !== undefined ? { paid: paiseToRupees(l.paidPaise) } : {}),
    })),
    delivery_address: order.address,
    // The store that delivers it; orders from before stores have none.
    ...(order.storeId ? { storeId: order.storeId, storeName: order.storeName ?? '' } : {}),
    subTotalAmt: paiseToRupees(order.totals.itemsTotalPaise),
    totalAmt: paiseToRupees(order.totals.grandTotalPaise),
    savings: paiseToRupees(order.totals.savingsPaise),
    // Fees, offer and tip as charged at checkout; orders from before fees have none.
    ...apiCharges(order),
    totalQuantity: order.totals.totalQuantity,
    timeline: order.timeline ?? [{ status: order.status, at: order.updatedAt, by: 'shopper' as Actor }],
    etaAt: etaAt(order),
    // A refund by lines names them, so the admin's next refund of a line is previewed from the units left.
    refunds: (order.refunds ?? []).map((r) => ({
      id: r.id,
      amount: paiseToRupees(r.amountPaise),
      status: r.status,
      at: r.at,
      ...(r.reason ? { reason: r.reason } : {}),
      ...(r.lines ? { lines: r.lines.map((l) => ({ productId: l.productId, quantity: l.quantity })) } : {}),
      // Given back as QuickBasket credit: the part of a refund the card no longer held.
      ...(r.to ? { to: r.to } : {}),
    })),
    refundedAmt: paiseToRupees(refundedPaise(order.refunds)),
    // With the credit the order used that may still come back as credit (core/refunds.ts refundSplit).
    refundableAmt: order.paymentMethod === 'card' && order.paidAt ? paiseToRupees(refundLeftPaise(order)) : 0,
    cancelReason: order.cancelReason ?? null,
    rider: onItsWay && order.riderName ? ({ name: firstName(order.riderName), mobile: order.riderMobile ?? '' } satisfies OrderRiderContact) : null,
    // Two orders a trip: "Your rider has one stop before you" while the other drop is ahead (core/batching.ts).
    ...(order.afterOrderId && (order.status === 'packed' || onItsWay) ? { riderStopsBefore: 1 } : {}),
    deliveryCode: owner && onItsWay ? (order.deliveryCode ?? null) : null,
    pickedUpAt: order.pickedUpAt ?? null,
    deliveredAt: order.deliveredAt ?? null,
    /** The rider entered 5 wrong codes: an admin hands it over (their own Delivered button). */
    codeLocked: order.codeLocked === true,
    failReason: order.failReason ?? null,
    cashCollected: order.cashCollectedPaise === undefined ? null : paiseToRupees(order.cashCollectedPaise),
    // Substitutes proposed at the store: the shopper answers a pending one (POST /api/order/substitution).
    substitutions: apiSubstitutions(order.pick?.substitutions),
    createdAt: order.createdAt,
    updatedAt: order.updatedAt,
  };
}
/** Orders placed since stores came in also name their store (older ones have none). */
export type ApiOrder = ReturnType<typeof toApiOrder>;

/** Who placed an order, as admins see it (current profile; the delivery mobile when the profile has none). */
export interface OrderShopper {
  _id: string;
  name: string;
  email: string;
  mobile: string;
}

/** Who delivers an order, as admins see it (null before a rider was assigned). */
export interface OrderDelivery {
  riderId: string;
  riderName: string;
  riderMobile: string;
  assignedAt: string | null;
  /** Wrong codes entered so far (5 lock it: codeLocked). */
  codeTries: number;
}

/** An order in the admin's list and detail panel (never with the delivery code). */
export type AdminApiOrder = ApiOrder & { shopper: OrderShopper; delivery: OrderDelivery | null };

export function orderDelivery(order: OrderRecord): OrderDelivery | null {
  if (!order.riderId) return null;
  return {
    riderId: order.riderId,
    riderName: order.riderName ?? '',
    riderMobile: order.riderMobile ?? '',
    assignedAt: order.assignedAt ?? null,
    codeTries: order.codeTries ?? 0,
  };
}

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
