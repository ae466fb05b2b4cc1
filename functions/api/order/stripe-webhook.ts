import type Stripe from 'stripe';
import * as z from 'zod';
import { CHECKOUT_EVENT_TYPES, EVENT_SOURCE, checkoutEventDetail } from '../../../events/checkout.js';
import { REFUND_EVENT_TYPES, refundEventDetail } from '../../../events/refunds.js';
import { BadRequest } from '../../platform/errors.js';
import { publish } from '../../platform/events.js';
import { payments } from '../../platform/payments.js';
import { route } from '../route.js';

const orderMetadata = z.object({ orderId: z.string().min(1), userId: z.string().min(1) });

/** The fields of a Stripe Checkout event that the "checkout finished" contract needs. */
const checkoutEvent = z.object({
  id: z.string().min(1),
  type: z.enum(CHECKOUT_EVENT_TYPES),
  created: z.number().int(),
  data: z.object({
    object: z.object({
      id: z.string().min(1),
      payment_status: z.string().min(1),
      payment_intent: z.string().min(1).nullish(),
      amount_total: z.number().int().nullish(),
      currency: z.string().min(1).nullish(),
      metadata: orderMetadata,
    }),
  }),
});

/**
 * Refund events carry a Refund; charge.refunded the Charge (refunded: true once refunded in full).
 * A refund made in Stripe's dashboard has no metadata: its order is its PaymentIntent's.
 */
const refundEvent = z.object({
  id: z.string().min(1),
  type: z.enum(REFUND_EVENT_TYPES),
  created: z.number().int(),
  data: z.object({
    object: z.union([
      z.object({
        object: z.literal('refund'),
        id: z.string().min(1),
        status: z.string().min(1),
        amount: z.number().int().positive(),
        payment_intent: z.string().min(1).nullish(),
        metadata: z.record(z.string(), z.string()).nullish(),
      }),
      z.object({ object: z.literal('charge'), id: z.string().min(1), refunded: z.boolean(), metadata: orderMetadata }),
    ]),
  }),
});

const checkoutTypes = new Set<unknown>(CHECKOUT_EVENT_TYPES);
const refundTypes = new Set<unknown>(REFUND_EVENT_TYPES);

/**
 * Stripe's webhook: the signature is checked over the exact bytes received (route() decodes
 * base64 bodies first); a verified checkout or refund event that fits its contract in events/ goes
 * onto the bus, where its rule hands it to finish-order or finish-refund. Nothing is published
 * otherwise.
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

  if (checkoutTypes.has(type)) {
    const parsed = checkoutEvent.safeParse(event);
    if (!parsed.success) throw new BadRequest('Checkout event without a QuickBasket order');
    const { id, created, data } = parsed.data;
    const detail = checkoutEventDetail.parse({ eventId: id, type: parsed.data.type, created, session: data.object });
    await publish(EVENT_SOURCE, detail.type, detail);
    return { message: 'Received' };
  }

  if (refundTypes.has(type)) {
    const parsed = refundEvent.safeParse(event);
    // Refunds of payments that are not the store's orders (Stripe would retry a 4xx for days).
    if (!parsed.success) return { message: 'Ignored: not a refund of a QuickBasket order' };
    const { id, created, data } = parsed.data;
    const object = data.object;
    const refund =
      object.object === 'refund'
        ? { id: object.id, status: object.status, amount: object.amount, metadata: await refundMetadata(object, stripe) }
        : { id: object.id, status: object.refunded ? 'succeeded' : 'partial', metadata: object.metadata };
    const detail = refundEventDetail.safeParse({ eventId: id, type: parsed.data.type, created, refund });
    if (!detail.success) return { message: 'Ignored: not a refund of a QuickBasket order' };
    await publish(EVENT_SOURCE, detail.data.type, detail.data);
    return { message: 'Received' };
  }

  return { message: 'Ignored: not a checkout or refund event' };
});

/** The refund's own metadata (the store's refunds), else its PaymentIntent's (one made in Stripe's dashboard). */
async function refundMetadata(refund: { metadata?: Record<string, string> | null; payment_intent?: string | null }, stripe: Stripe) {
  if (refund.metadata?.orderId || !refund.payment_intent) return refund.metadata;
  return (await stripe.paymentIntents.retrieve(refund.payment_intent)).metadata;
}
