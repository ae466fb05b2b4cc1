import { toApiOrder } from '../../core/orders.js';
import { changeStatus, replaceStripeSession } from '../../data/repos/orders.js';
import { logger } from '../../platform/logger.js';
import { route } from '../../platform/route.js';
import { closeCheckoutSession, openCheckoutSession } from '../../services/checkout-session.js';
import { placeOrderFromCart } from '../../services/order-placement.js';
import { orderRequest } from '../fields.js';

/**
 * Reserves the stock with a pending order (same checks and transaction as cash on delivery), then
 * opens a Stripe Checkout Session for the server-computed lines. If Stripe cannot be reached, the
 * reservation is released at once.
 */
export const handler = route({ auth: 'user', body: orderRequest }, async ({ body, caller }) => {
  const order = await placeOrderFromCart(caller.userId, body.addressId, 'card');
  let session: { id: string; url: string };
  try {
    session = await openCheckoutSession(order, 1);
  } catch (err) {
    logger.error('could not open a Stripe Checkout session; releasing the stock', { error: err as Error, orderId: order._id });
    await changeStatus(order, { to: 'cancelled', by: 'payment', note: 'The payment page could not be opened' });
    throw err;
  }
  if (!(await replaceStripeSession(order, session.id, 1))) {
    // The order moved on before its session was recorded (a second "Pay now"): this one must never be paid.
    await closeCheckoutSession(session.id);
    throw new Error(`order ${order._id} changed before its Checkout Session was recorded`);
  }
  const pending = { ...order, stripeSessionId: session.id, checkoutAttempts: 1 };
  return { message: 'Redirecting to payment', data: { id: session.id, url: session.url, order: toApiOrder(pending) } };
});
