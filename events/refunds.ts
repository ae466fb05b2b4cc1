import * as z from 'zod';
import { EVENT_SOURCE } from './checkout.js';

/**
 * The "refund settled" contract: the Stripe webhook (functions/api/order/stripe-webhook.ts) puts
 * verified refund events of QuickBasket orders on the bus (the same source as checkout events); the
 * rule below sends them to functions/consumers/finish-refund.ts, which moves refund_pending orders
 * to refunded (or back to refund_due when Stripe says the refund failed).
 *
 * Stripe reports a refund in several events that may arrive in any order: `refund.created` and
 * `refund.updated` carry the Refund (status pending, succeeded, failed or canceled), `refund.failed`
 * a failed one, and `charge.refunded` the Charge once it is refunded in full. Refunds the store
 * starts carry the order in their metadata; charges carry it from the Checkout Session's
 * `payment_intent_data.metadata`, so a refund made in Stripe's dashboard settles its order too.
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
    metadata: z.object({ orderId: z.string().min(1), userId: z.string().min(1) }),
  }),
});
export type RefundEventDetail = z.infer<typeof refundEventDetail>;

export const sampleRefundUpdated: RefundEventDetail = {
  eventId: 'evt_1QRefundSample',
  type: 'refund.updated',
  created: 1_763_700_500,
  refund: { id: 're_sample', status: 'succeeded', metadata: { orderId: 'ord123', userId: 'user123' } },
};
