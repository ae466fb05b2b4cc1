import { isPaymentArrival } from '../../core/order-states.js';
import { paymentMismatch, paymentTarget, type CheckoutFacts } from '../../core/order-payments.js';
import { getOrder } from '../../data/repos/orders/queries.js';
import { rememberStripeEvent } from '../../data/repos/orders/stripe.js';
import { logger } from '../../platform/logger.js';
import { countOrderPlaced, countPaymentFailed, countPaymentMismatch } from '../../platform/metrics.js';
import { changeOrder } from '../orders/order-changes.js';

/** A verified Stripe Checkout event, reduced to what it says about one order. */
export interface PaymentEvent extends CheckoutFacts {
  /** Stripe's event id: each is applied at most once. */
  id: string;
  orderId: string;
  userId: string;
  paymentIntentId?: string | null;
}

export type PaymentEventOutcome = 'applied' | 'refund-due' | 'no-change' | 'duplicate' | 'unknown-order' | 'mismatch';

/** Attempts when other events (or people) move the order between our read and our write. */
export const MAX_EVENT_ATTEMPTS = 5;

/**
 * Moves an order by a Stripe Checkout event (core/order-payments.ts paymentTarget), in one transaction with
 * the event id, in any order of arrival. An event that does not match what was sold (paymentMismatch)
 * is logged, counted (an alarm watches the metric) and remembered, and changes nothing. A late
 * payment that finds the stock gone makes the order refund_due. The shopper's mail follows a placed
 * order (core/order-effects.ts). Throws when the order kept changing, so the event is retried.
 */
export async function applyPaymentEvent(event: PaymentEvent): Promise<PaymentEventOutcome> {
  for (let attempt = 1; attempt <= MAX_EVENT_ATTEMPTS; attempt++) {
    const order = await getOrder(event.userId, event.orderId);
    if (!order) return 'unknown-order';
    if (order.status === 'pending_payment' && !order.stripeSessionId && event.sessionId) {
      // The checkout that opened this session has not recorded it yet: try again in a moment.
      throw new Error(`order ${order._id} has not recorded its Checkout Session yet; retrying the event`);
    }
    const mismatch = paymentMismatch(order, event);
    if (mismatch) {
      const seen = await rememberStripeEvent(event.id, order._id);
      if (seen === 'duplicate') return 'duplicate';
      // The expiry or failure of a session a card order has replaced (Pay now) is routine; a payment
      // that does not match, or any event naming a cash order, is not.
      if (event.signal === 'paid' || order.paymentMethod !== 'card') {
        logger.error('a Stripe Checkout event does not match its order; nothing changed', { orderId: order._id, eventId: event.id, signal: event.signal, why: mismatch });
        countPaymentMismatch();
      }
      return 'mismatch';
    }
    const to = paymentTarget(order, event.signal);
    if (!to) return (await rememberStripeEvent(event.id, order._id)) === 'duplicate' ? 'duplicate' : 'no-change';

    const set = isPaymentArrival(to, 'payment') ? { paidAt: new Date().toISOString(), ...(event.paymentIntentId ? { paymentIntentId: event.paymentIntentId } : {}) } : undefined;
    let result = await changeOrder(order, { to, by: 'payment', eventId: event.id, set });
    let outcome: PaymentEventOutcome = 'applied';
    if (!result.ok && result.failure === 'no-stock') {
      // Paid after the order was cancelled, and the stock went to others: money taken, nothing to ship.
      result = await changeOrder(order, { to: 'refund_due', by: 'payment', eventId: event.id, set, note: 'Paid after the order was cancelled; the stock is gone' });
      outcome = 'refund-due';
    }
    if (result.ok) {
      // Counted once: the write above was conditional on this event id not being applied yet.
      if (result.order.status === 'placed') countOrderPlaced(result.order.paymentMethod);
      if (result.order.status === 'payment_failed') countPaymentFailed();
      return outcome;
    }
    if (result.failure === 'duplicate') return 'duplicate';
    logger.info('the order changed while an event was applied; deciding again', { orderId: order._id, attempt });
  }
  throw new Error(`order ${event.orderId} kept changing; giving up for a retry`);
}
