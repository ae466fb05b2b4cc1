import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { Context, SQSEvent, SQSRecord } from 'aws-lambda';
import { checkoutEventDetail } from '../../events/checkout.js';
import { paymentSignal } from '../core/order-payments.js';
import { logger } from '../platform/logger.js';
import { queuedEventDetail } from '../platform/queued-events.js';
import { observed } from '../platform/tracer.js';
import { applyPaymentEvent } from '../services/payments/payment-events.js';

const processor = new BatchProcessor(EventType.SQS);

/**
 * Moves an order by a Stripe Checkout event (services/payments/payment-events.ts), at most once per Stripe
 * event id. The "checkout finished" rule puts the events into a queue; a record that fails is
 * reported alone (the others of the batch are done) and comes back after the visibility timeout,
 * until the queue's redrive sends it to the dead-letter queue. Nothing is dropped.
 */
async function finishOrder(record: SQSRecord): Promise<void> {
  const detail = queuedEventDetail(record, checkoutEventDetail);
  const { orderId, userId } = detail.session.metadata;
  logger.appendKeys({ eventId: detail.eventId, orderId });
  try {
    const outcome = await applyPaymentEvent({
      id: detail.eventId,
      signal: paymentSignal(detail.type, detail.session.payment_status),
      orderId,
      userId,
      sessionId: detail.session.id,
      paymentIntentId: detail.session.payment_intent,
      amountTotal: detail.session.amount_total,
      currency: detail.session.currency,
    });
    if (outcome === 'unknown-order') logger.warn('checkout event for an unknown order; ignored');
    else if (outcome === 'refund-due') logger.error('paid after cancellation and the stock is gone: refund due');
    else if (outcome === 'mismatch') logger.warn('checkout event does not match its order; nothing changed');
    else logger.info('checkout event applied', { outcome, type: detail.type });
  } finally {
    logger.removeKeys(['eventId', 'orderId']);
  }
}

export const handler = observed((event: SQSEvent, context: Context) => processPartialResponse(event, finishOrder, processor, { context }));
