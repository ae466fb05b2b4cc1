import * as z from 'zod';
import { EVENT_SOURCE } from './checkout.js';

/**
 * The "refund settled" contract: the Stripe webhook (functions/api/order/stripe-webhook.ts) puts
 * verified refund events of QuickBasket orders on the bus (the same source as checkout events); the
 * rule below sends them to functions/consumers/finish-refund.ts, which moves refund_pending orders
 * to refunded (or back to refund_due when Stripe says the refund failed).
 *
 * Stripe reports a refund in several events that may arrive in any order: `refund.created` and
 * `refund.updated` carry the Refund (its amount, and status pending, succeeded, failed or canceled),
 * `refund.failed` a failed one, and `charge.refunded` the Charge (whose amounts repeat what the
 * Refunds say). Each Refund is recorded on its order by id and the order's refund state follows the
 * amounts (functions/core/refunds.ts). Refunds the store starts carry the order (and the store's try)
 * in their metadata; a refund made in Stripe's dashboard carries none, and the webhook takes the order
 * from its PaymentIntent (metadata from the Checkout Session's `payment_intent_data.metadata`).
 */
export const REFUND_EVENT_TYPES = ['refund.created', 'refund.updated', 'refund.failed', 'charge.refunded'] as const;
export type RefundEventType = (typeof REFUND_EVENT_TYPES)[number];

export const refundSettledRule = {
  name: 'refund-settled',
  description: 'Stripe refunds of QuickBasket orders that succeeded or failed settle their order',
  pattern: { source: [EVENT_SOURCE], 'detail-type': [...REFUND_EVENT_TYPES] },
  target: 'consumers/finish-refund',
} as const;

export const refundEventDetail = z.object({
  eventId: z.string().min(1),
  type: z.enum(REFUND_EVENT_TYPES),
  created: z.number().int(),
  refund: z.object({
    /** The Refund's id, or the Charge's for charge.refunded. */
    id: z.string().min(1),
    /** A Refund's status; for charge.refunded: succeeded when refunded in full, else partial. */
    status: z.string().min(1),
    /** The Refund's amount in paise (absent for charge.refunded, which records nothing). */
    amount: z.number().int().positive().optional(),
    metadata: z.object({
      orderId: z.string().min(1),
      userId: z.string().min(1),
      /** The store's refund try (refundAttempts) it belongs to; absent for refunds made in Stripe. */
      attempt: z.string().regex(/^\d{1,4}$/).optional(),
    }),
  }),
});
export type RefundEventDetail = z.infer<typeof refundEventDetail>;

export const sampleRefundUpdated: RefundEventDetail = {
  eventId: 'evt_1QRefundSample',
  type: 'refund.updated',
  created: 1_763_700_500,
  refund: { id: 're_sample', status: 'succeeded', amount: 16_800, metadata: { orderId: 'ord123', userId: 'user123', attempt: '1' } },
};
