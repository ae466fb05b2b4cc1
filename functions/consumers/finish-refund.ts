import type { EventBridgeEvent } from 'aws-lambda';
import { refundEventDetail } from '../../events/refunds.js';
import { refundSignal } from '../core/orders.js';
import { logger } from '../platform/logger.js';
import { applyPaymentEvent } from '../services/payment-events.js';

/**
 * Target of the "refund settled" rule: a refund that Stripe reports succeeded makes the order
 * refunded, one that failed makes it refund_due again (services/payment-events.ts), at most once
 * per Stripe event id and in any order of arrival. A failure throws, so EventBridge retries.
 */
export async function handler(event: EventBridgeEvent<string, unknown>): Promise<void> {
  const detail = refundEventDetail.parse(event.detail);
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
