import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { Context, SQSEvent, SQSRecord } from 'aws-lambda';
import { refundEventDetail } from '../../events/refunds.js';
import { logger } from '../platform/logger.js';
import { queuedEventDetail } from '../platform/queued-events.js';
import { observed } from '../platform/tracer.js';
import { rememberStripeEvent } from '../data/repos/orders/stripe.js';
import { applyRefundEvent } from '../services/payments/refund-events.js';

const processor = new BatchProcessor(EventType.SQS);

/**
 * Each Stripe Refund of an order is recorded on it and the order's refund state follows the amounts
 * (services/payments/refund-events.ts), at most once per Stripe event id and in any order of arrival.
 * charge.refunded repeats what the Refunds' own events say: it is remembered and changes nothing.
 * Fed by the "refund settled" rule through a queue, like finish-order.
 */
async function finishRefund(record: SQSRecord): Promise<void> {
  const detail = queuedEventDetail(record, refundEventDetail);
  const { orderId, userId, attempt } = detail.refund.metadata;
  logger.appendKeys({ eventId: detail.eventId, orderId });
  try {
    if (detail.type === 'charge.refunded') {
      await rememberStripeEvent(detail.eventId, orderId);
      logger.info('charge.refunded noted; the Refunds\' own events settle the order');
      return;
    }
    const amountPaise = detail.refund.amount;
    if (amountPaise === undefined) throw new Error(`refund ${detail.refund.id} arrived without its amount`);
    const refund = { id: detail.refund.id, status: detail.refund.status, amountPaise, ...(attempt ? { attempt: Number(attempt) } : {}) };
    const outcome = await applyRefundEvent({ id: detail.eventId, orderId, userId, refund });
    if (outcome === 'unknown-order') logger.warn('refund event for an unknown order; ignored');
    else logger.info('refund event applied', { outcome, type: detail.type, refundStatus: detail.refund.status });
  } finally {
    logger.removeKeys(['eventId', 'orderId']);
  }
}

export const handler = observed((event: SQSEvent, context: Context) => processPartialResponse(event, finishRefund, processor, { context }));
