import { STATUS_LABELS, type OrderRecord } from '../core/orders.js';
import { replaceStripeSession } from '../data/repos/orders.js';
import { Conflict } from '../platform/errors.js';
import { checkoutSession, closeCheckoutSession, openCheckoutSession } from './checkout-session.js';

/**
 * "Pay now" for a card order still awaiting payment (the shopper left Stripe's page): its open
 * Checkout Session, or a new one when that one expired before its expiry event was applied. The
 * stock stays held throughout.
 */
export async function resumePayment(order: OrderRecord): Promise<{ id: string; url: string }> {
  if (order.paymentMethod !== 'card' || order.status !== 'pending_payment') {
    throw new Conflict(`This order is ${STATUS_LABELS[order.status].toLowerCase()}: there is nothing to pay`);
  }
  if (order.stripeSessionId) {
    const session = await checkoutSession(order.stripeSessionId);
    if (session.status === 'open' && session.url) return { id: session.id, url: session.url };
    if (session.status === 'complete') throw new Conflict('This order was paid a moment ago; it will show as placed shortly');
  }
  const attempt = (order.checkoutAttempts ?? 1) + 1;
  const session = await openCheckoutSession(order, attempt);
  if (await replaceStripeSession(order, session.id, attempt)) return session;
  // Someone else resumed it, or the order moved on meanwhile: this session must never be paid.
  await closeCheckoutSession(session.id);
  throw new Conflict('This order changed meanwhile; please look at it again');
}
