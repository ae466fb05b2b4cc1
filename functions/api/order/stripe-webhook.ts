import type Stripe from 'stripe';
import * as z from 'zod';
import { CHECKOUT_EVENT_TYPES, EVENT_SOURCE, checkoutEventDetail, type CheckoutEventDetail } from '../../../events/checkout.js';
import { BadRequest } from '../../platform/errors.js';
import { publish } from '../../platform/events.js';
import { payments } from '../../platform/payments.js';
import { route } from '../../platform/route.js';

/** The fields of a Stripe Checkout event that the event contract needs. */
const checkoutEvent = z.object({
  id: z.string().min(1),
  type: z.enum(CHECKOUT_EVENT_TYPES),
  created: z.number().int(),
  data: z.object({
    object: z.object({
      id: z.string().min(1),
      payment_status: z.string().min(1),
      metadata: z.object({ orderId: z.string().min(1), userId: z.string().min(1) }),
    }),
  }),
});

const handled = new Set<unknown>(CHECKOUT_EVENT_TYPES);

/**
 * Stripe's webhook: the signature is checked over the exact bytes received (route() decodes
 * base64 bodies first); a verified checkout event that fits the contract in events/ goes onto the
 * bus, where the "checkout finished" rule hands it to finish-order. Nothing is published otherwise.
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
  const type: unknown = (event as { type?: unknown } | null)?.type;
  if (!handled.has(type)) return { message: 'Ignored: not a checkout event' };

  const parsed = checkoutEvent.safeParse(event);
  if (!parsed.success) throw new BadRequest('Checkout event without a QuickBasket order');
  const { id, created, data } = parsed.data;
  const detail: CheckoutEventDetail = checkoutEventDetail.parse({
    eventId: id,
    type: parsed.data.type,
    created,
    session: { id: data.object.id, payment_status: data.object.payment_status, metadata: data.object.metadata },
  });
  await publish(EVENT_SOURCE, detail.type, detail);
  return { message: 'Received' };
});
