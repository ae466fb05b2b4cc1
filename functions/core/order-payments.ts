import { toPayPaise } from './credit.js';
import type { OrderRecord } from './order-record.js';
import { decide, type OrderFacts, type OrderStatus } from './order-states.js';

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
export function paymentMismatch(order: Pick<OrderRecord, 'paymentMethod' | 'stripeSessionId' | 'totals' | 'charges'>, event: CheckoutFacts): string | undefined {
  if (order.paymentMethod !== 'card') return 'the order is not paid by card';
  if (event.sessionId !== order.stripeSessionId) return 'the session is not the order’s current one';
  if (event.signal !== 'paid') return undefined;
  const total = toPayPaise(order);
  if (event.amountTotal !== total) return `the session charged ${event.amountTotal ?? 'nothing'} paise, the order is ${total}`;
  if (event.currency?.toLowerCase() !== CURRENCY) return `the session charged in ${event.currency ?? 'no currency'}`;
  return undefined;
}
