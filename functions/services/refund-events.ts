import { decide } from '../core/order-states.js';
import { mergeRefund, refundStatusOf, refundTarget, type RefundRecord } from '../core/refunds.js';
import { changeStatus } from '../data/repos/orders/status.js';
import { getOrder } from '../data/repos/orders/queries.js';
import { rememberStripeEvent } from '../data/repos/orders/stripe.js';
import { saveRefunds } from '../data/repos/orders/refunds.js';
import { logger } from '../platform/logger.js';
import { MAX_EVENT_ATTEMPTS, type PaymentEventOutcome } from './payment-events.js';
import { mailRefunded } from './order-mail.js';

/** A verified Stripe Refund event of one order (charge.refunded carries no amount of its own and records nothing). */
export interface RefundEvent {
  /** Stripe's event id: each is applied at most once. */
  id: string;
  orderId: string;
  userId: string;
  refund: { id: string; status: string; amountPaise: number; attempt?: number };
}

/**
 * Records a Stripe Refund on its order (core/refunds.ts) and moves the order where the amounts say,
 * in one transaction with the event id: refunded when the refunds that succeeded cover what was
 * paid, partly refunded when less, back to refund_due when the store's own current try failed. The
 * shopper gets a mail with the amount of each refund that succeeded. Throws when the order kept
 * changing, so the event is retried.
 */
export async function applyRefundEvent(event: RefundEvent): Promise<PaymentEventOutcome> {
  for (let attempt = 1; attempt <= MAX_EVENT_ATTEMPTS; attempt++) {
    const order = await getOrder(event.userId, event.orderId);
    if (!order) return 'unknown-order';
    if (order.paymentMethod !== 'card' || !order.paidAt) {
      logger.error('a refund event for an order that was not paid by card; nothing changed', { orderId: order._id, refundId: event.refund.id });
      return (await rememberStripeEvent(event.id, order._id)) === 'duplicate' ? 'duplicate' : 'mismatch';
    }
    const incoming: RefundRecord = {
      id: event.refund.id,
      amountPaise: event.refund.amountPaise,
      status: refundStatusOf(event.refund.status),
      at: new Date().toISOString(),
      ...(event.refund.attempt === undefined ? {} : { attempt: event.refund.attempt }),
    };
    const refunds = mergeRefund(order.refunds ?? [], incoming);
    if (!refunds) return (await rememberStripeEvent(event.id, order._id)) === 'duplicate' ? 'duplicate' : 'no-change';

    const failed = incoming.status === 'failed' || incoming.status === 'canceled' ? incoming.attempt : undefined;
    const target = refundTarget(order, refunds, failed);
    const to = target && target !== order.status && decide(order, target, 'payment').ok ? target : undefined;
    const note = to === 'refund_due' || (to === 'partly_refunded' && order.status === 'refund_pending') ? 'The refund failed at the bank' : undefined;
    const result = to
      ? await changeStatus(order, { to, by: 'payment', eventId: event.id, note, set: { refunds } })
      : await saveRefunds(order, refunds, event.id);
    if (result.ok) {
      const known = order.refunds?.find((r) => r.id === incoming.id);
      if (incoming.status === 'succeeded' && known?.status !== 'succeeded') await mailRefunded(result.order, incoming.amountPaise);
      return 'applied';
    }
    if (result.failure === 'duplicate') return 'duplicate';
    logger.info('the order changed while a refund event was applied; deciding again', { orderId: order._id, attempt });
  }
  throw new Error(`order ${event.orderId} kept changing; giving up for a retry`);
}
