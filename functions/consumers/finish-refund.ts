import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { Context, SQSEvent, SQSRecord } from 'aws-lambda';
import { refundEventDetail } from '../../events/refunds.js';
import { refundSignal } from '../core/orders.js';
import { logger } from '../platform/logger.js';
import { queuedEventDetail } from '../platform/queued-events.js';
import { observed } from '../platform/tracer.js';
import { applyPaymentEvent } from '../services/payment-events.js';

const processor = new BatchProcessor(EventType.SQS);

/**
 * A refund that Stripe reports succeeded makes its order refunded, one that failed makes it
 * refund_due again (services/payment-events.ts), at most once per Stripe event id and in any order
 * of arrival. Fed by the "refund settled" rule through a queue, like finish-order.
 */
async function finishRefund(record: SQSRecord): Promise<void> {
  const detail = queuedEventDetail(record, refundEventDetail);
  const { orderId, userId } = detail.refund.metadata;
  logger.appendKeys({ eventId: detail.eventId, orderId });
  try {
    const outcome = await applyPaymentEvent({ id: detail.eventId, signal: refundSignal(detail.refund.status), orderId, userId });
    if (outcome === 'unknown-order') logger.warn('refund event for an unknown order; ignored');
    else logger.info('refund event applied', { outcome, type: detail.type, refundStatus: detail.refund.status });
  } finally {
    logger.removeKeys(['eventId', 'orderId']);
  }
}

export const handler = observed((event: SQSEvent, context: Context) => processPartialResponse(event, finishRefund, processor, { context }));
