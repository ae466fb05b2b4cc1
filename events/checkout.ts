import * as z from 'zod';

/**
 * The "checkout finished" contract: the Stripe webhook (functions/api/order/stripe-webhook.ts)
 * puts verified Stripe Checkout events on the bus; the rule below sends them to
 * functions/consumers/finish-order.ts. Shared by the handlers, the local gateway and infra.
 */
export const EVENT_SOURCE = 'quickbasket.payments';

export const CHECKOUT_EVENT_TYPES = [
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
] as const;
export type CheckoutEventType = (typeof CHECKOUT_EVENT_TYPES)[number];

/** The EventBridge detail-type is the Stripe event type itself. */
export const checkoutFinishedRule = {
  name: 'checkout-finished',
  description: 'Stripe Checkout sessions that completed, failed or expired finish their order',
  pattern: { source: [EVENT_SOURCE], 'detail-type': [...CHECKOUT_EVENT_TYPES] },
  target: 'consumers/finish-order',
} as const;

/** Only the fields finish-order uses; Stripe sends many more. */
export const checkoutEventDetail = z.object({
  eventId: z.string().min(1),
  type: z.enum(CHECKOUT_EVENT_TYPES),
  created: z.number().int(),
  session: z.object({
    id: z.string().min(1),
    // 'paid', 'unpaid', 'no_payment_required' (Stripe may add values).
    payment_status: z.string().min(1),
    /** The PaymentIntent of a paid session: what a refund refers to. */
    payment_intent: z.string().min(1).nullish(),
    /** What the session charges, in paise, and in which currency: a payment is applied only when both equal the order's. */
    amount_total: z.number().int().nullish(),
    currency: z.string().min(1).nullish(),
    metadata: z.object({ orderId: z.string().min(1), userId: z.string().min(1) }),
  }),
});
export type CheckoutEventDetail = z.infer<typeof checkoutEventDetail>;

/** A sample, for tests and for reading. */
export const sampleCheckoutCompleted: CheckoutEventDetail = {
  eventId: 'evt_1QSample',
  type: 'checkout.session.completed',
  created: 1_763_700_000,
  session: { id: 'cs_test_sample', payment_status: 'paid', amount_total: 16_800, currency: 'inr', metadata: { orderId: 'ord123', userId: 'user123' } },
};
