import { decide } from '../../core/order-states.js';
import type { OrderRecord } from '../../core/order-record.js';
import { mergeRefund, refundStatusOf, statusAfterRefunds, type RefundRecord } from '../../core/refunds.js';
import { getOrder } from '../../data/repos/orders/queries.js';
import { rememberStripeEvent } from '../../data/repos/orders/stripe.js';
import { saveRefunds } from '../../data/repos/orders/refunds.js';
import { logger } from '../../platform/logger.js';
import { changeOrder } from '../orders/order-changes.js';
import { MAX_EVENT_ATTEMPTS, type PaymentEventOutcome } from './payment-events.js';
import { mailRefunded } from '../orders/order-mail.js';
import { creditNotesAfterRefund } from '../orders/order-invoice.js';

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
 * paid, partly refunded when less, back to refund_due when the store's own current try failed. An
 * order refunded in full before it left the store is cancelled first, its stock back, then refunded.
 * An order whose recorded refunds already say more than its status (an admin's part refund
 * recorded before its events) catches up. The shopper gets a mail with the amount of each refund
 * that succeeded. Throws when the order kept changing, so the event is retried.
 */
export async function applyRefundEvent(event: RefundEvent): Promise<PaymentEventOutcome> {
  // Set once this call's own cancel recorded the refund (and mailed it): the next round only finishes the move.
  let recorded = false;
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
    const merged = mergeRefund(order.refunds ?? [], incoming);
    const refunds = merged ?? order.refunds ?? [];
    const known = order.refunds?.find((r) => r.id === incoming.id);
    const mailDue = !recorded && incoming.status === 'succeeded' && known?.status !== 'succeeded';

    const failed = incoming.status === 'failed' || incoming.status === 'canceled' ? incoming.attempt : undefined;
    const to = statusAfterRefunds(order, refunds, failed);
    if (to === 'cancelled') {
      const cancelled = await cancelRefunded(order, refunds);
      if (cancelled !== 'changed') {
        if (mailDue) await mailRefunded(cancelled, incoming.amountPaise);
        recorded = true;
      }
      continue;
    }
    if (!merged && !to) return (await rememberStripeEvent(event.id, order._id)) === 'duplicate' ? 'duplicate' : 'no-change';
    const note = to === 'refund_due' || (to === 'partly_refunded' && order.status === 'refund_pending') ? 'The refund failed at the bank' : undefined;
    const result = to
      ? await changeOrder(order, { to, by: 'payment', eventId: event.id, note, ...(merged ? { set: { refunds } } : {}) })
      : await saveRefunds(order, refunds, event.id);
    if (result.ok) {
      if (mailDue) await mailRefunded(result.order, incoming.amountPaise);
      if (incoming.status === 'succeeded') await creditNotesAfterRefund(result.order);
      return 'applied';
    }
    if (result.failure === 'duplicate') return 'duplicate';
    logger.info('the order changed while a refund event was applied; deciding again', { orderId: order._id, attempt });
  }
  throw new Error(`order ${event.orderId} kept changing; giving up for a retry`);
}

/** An order refunded in full before it left the store: cancelled with its stock back (its rider, if any, is free). */
async function cancelRefunded(order: OrderRecord, refunds: RefundRecord[]): Promise<OrderRecord | 'changed'> {
  if (!decide({ ...order, refundedInFull: true }, 'cancelled', 'payment').ok) return 'changed';
  const note = 'Refunded in full at the card provider';
  // Its mail and dispatch (a rider freed) follow in changeOrder.
  const result = await changeOrder(order, { to: 'cancelled', by: 'payment', note, set: { refunds, cancelReason: note } });
  return result.ok ? result.order : 'changed';
}
