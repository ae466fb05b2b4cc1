import type Stripe from 'stripe';
import * as z from 'zod';
import type { OrderRecord } from '../../core/order-record.js';
import { paymentLines } from '../../core/payment-lines.js';
import { wellFormed } from '../../core/text.js';
import { readEnv } from '../../platform/env.js';
import { payments } from '../../platform/payments.js';

const env = readEnv(z.object({ SITE_URL: z.url() }));

/** Stripe's shortest session life is 30 minutes; the reserved stock comes back when it expires. */
const SESSION_SECONDS = 30 * 60 + 60;

/**
 * Opens a Stripe Checkout Session for an order's server-computed lines. Each attempt has its own
 * idempotency key (a retried request gets the same session, a resumed payment a new one). The
 * order ids ride along on the session and on its PaymentIntent (and so its Charge), which is how
 * webhook events find their order. Names go through wellFormed: a product saved before the text
 * rule (core/text.ts) may hold half a surrogate pair, which Stripe's form encoding cannot send.
 */
export async function openCheckoutSession(order: OrderRecord, attempt: number): Promise<{ id: string; url: string }> {
  const { stripe } = await payments();
  const metadata = { orderId: order._id, userId: order.userId };
  const session = await stripe.checkout.sessions.create(
    {
      mode: 'payment',
      currency: 'inr',
      client_reference_id: order._id,
      metadata,
      payment_intent_data: { metadata },
      // Each line at what it pays, each fee and the tip: Stripe's total is the order's (core/payment-lines.ts).
      line_items: paymentLines(order).map((line) => ({
        quantity: line.quantity,
        price_data: { currency: 'inr', unit_amount: line.unitPaise, product_data: { name: wellFormed(line.name) } },
      })),
      success_url: `${env.SITE_URL}/success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${env.SITE_URL}/cancel`,
      expires_at: Math.floor(Date.now() / 1000) + SESSION_SECONDS,
    },
    { idempotencyKey: attempt === 1 ? `checkout-${order._id}` : `checkout-${order._id}-${attempt}` },
  );
  if (!session.url) throw new Error(`Stripe returned Checkout Session ${session.id} without a url`);
  return { id: session.id, url: session.url };
}

/** Where the shopper lands once an order is paid (by Stripe's redirect, or at once when credit paid it all). */
export const successUrl = (): string => `${env.SITE_URL}/success`;

export type SessionState = Pick<Stripe.Checkout.Session, 'id' | 'status' | 'url' | 'payment_intent' | 'payment_status' | 'expires_at' | 'amount_total' | 'currency'>;

export async function checkoutSession(sessionId: string): Promise<SessionState> {
  const { stripe } = await payments();
  return stripe.checkout.sessions.retrieve(sessionId);
}

/**
 * Expires a session so that it can no longer be paid. 'paid' when it was paid first (the payment
 * wins: its webhook event places the order), 'closed' when it is expired now or was already.
 */
export async function closeCheckoutSession(sessionId: string): Promise<'closed' | 'paid'> {
  const { stripe } = await payments();
  try {
    await stripe.checkout.sessions.expire(sessionId);
    return 'closed';
  } catch (err) {
    // Only open sessions can be expired: find out which way it went.
    const session = await checkoutSession(sessionId);
    if (session.status === 'complete') return 'paid';
    if (session.status === 'expired') return 'closed';
    throw err;
  }
}
