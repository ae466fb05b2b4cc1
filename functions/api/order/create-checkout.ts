import * as z from 'zod';
import { readEnv } from '../../platform/env.js';
import { toApiOrder } from '../../core/orders.js';
import { applyPaymentTransition, setStripeSession } from '../../data/repos/orders.js';
import { logger } from '../../platform/logger.js';
import { payments } from '../../platform/payments.js';
import { route } from '../../platform/route.js';
import { orderRequest, placeOrderFromCart } from '../order-placement.js';

const env = readEnv(z.object({ SITE_URL: z.url() }));

/** Stripe's shortest session life is 30 minutes; the reserved stock comes back when it expires. */
const SESSION_SECONDS = 30 * 60 + 60;

/**
 * Reserves the stock with a pending order (same checks and transaction as cash on delivery), then
 * opens a Stripe Checkout Session for the server-computed lines. If Stripe cannot be reached, the
 * reservation is released at once.
 */
export const handler = route({ auth: 'user', body: orderRequest }, async ({ body, caller }) => {
  const order = await placeOrderFromCart(caller.userId, body.addressId, 'card');
  const { stripe } = await payments();
  try {
    const session = await stripe.checkout.sessions.create(
      {
        mode: 'payment',
        currency: 'inr',
        client_reference_id: order._id,
        metadata: { orderId: order._id, userId: caller.userId },
        line_items: order.lines.map((line) => ({
          quantity: line.quantity,
          price_data: { currency: 'inr', unit_amount: line.unitPricePaise, product_data: { name: `${line.name} (${line.unit})` } },
        })),
        success_url: `${env.SITE_URL}/success?session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${env.SITE_URL}/cancel`,
        expires_at: Math.floor(Date.now() / 1000) + SESSION_SECONDS,
      },
      { idempotencyKey: `checkout-${order._id}` },
    );
    await setStripeSession(caller.userId, order._id, session.id);
    return { message: 'Redirecting to payment', data: { id: session.id, url: session.url, order: toApiOrder(order) } };
  } catch (err) {
    logger.error('could not open a Stripe Checkout session; releasing the stock', { error: err as Error, orderId: order._id });
    await applyPaymentTransition(order, `local-release-${order._id}`, { kind: 'release', to: 'cancelled' });
    throw err;
  }
});
