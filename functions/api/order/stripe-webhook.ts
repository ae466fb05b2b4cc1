import type Stripe from 'stripe';
import { CHECKOUT_EVENT_TYPES, EVENT_SOURCE, type CheckoutEventDetail } from '../../../events/checkout.js';
import { BadRequest } from '../../platform/errors.js';
import { publish } from '../../platform/events.js';
import { logger } from '../../platform/logger.js';
import { payments } from '../../platform/payments.js';
import { route } from '../../platform/route.js';

const handled = new Set<string>(CHECKOUT_EVENT_TYPES);

/**
 * Stripe's webhook: the signature is checked over the exact bytes received (route() decodes
 * base64 bodies first); a verified checkout event goes onto the bus, where the "checkout
 * finished" rule hands it to finish-order. Nothing is published for a bad signature.
 */
export const handler = route({ auth: 'public' }, async ({ rawBody, headers }) => {
  const signature = headers['stripe-signature'];
  if (!signature) throw new BadRequest('Missing Stripe-Signature header');
  const { stripe, webhookSecret } = await payments();
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(rawBody, signature, webhookSecret);
  } catch {
    throw new BadRequest('Invalid Stripe signature');
  }
  if (!handled.has(event.type)) return { message: `Ignored ${event.type}` };

  const session = event.data.object as Stripe.Checkout.Session;
  const orderId = session.metadata?.orderId;
  const userId = session.metadata?.userId;
  if (!orderId || !userId) {
    logger.warn('checkout session without order metadata', { sessionId: session.id, eventId: event.id });
    return { message: 'Ignored: not a QuickBasket order' };
  }
  const detail: CheckoutEventDetail = {
    eventId: event.id,
    type: event.type as CheckoutEventDetail['type'],
    created: event.created,
    session: { id: session.id, payment_status: session.payment_status, metadata: { orderId, userId } },
  };
  await publish(EVENT_SOURCE, event.type, detail);
  return { message: 'Received' };
});
