import { paiseToRupees } from './money.js';
import { etaAt, type OrderRecord } from './order-record.js';
import type { Actor, OrderStatus } from './order-states.js';
import { refundedPaise, refundablePaise } from './refunds.js';

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
    // The store that delivers it; orders from before stores have none.
    ...(order.storeId ? { storeId: order.storeId, storeName: order.storeName ?? '' } : {}),
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
/** Orders placed since issue 23 also name their store (older ones have none). */
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
