import type { EventBridgeEvent } from 'aws-lambda';
import { checkoutEventDetail } from '../../events/checkout.js';
import { paymentSignal } from '../core/orders.js';
import { logger } from '../platform/logger.js';
import { applyPaymentEvent } from '../services/payment-events.js';

/**
 * Target of the "checkout finished" rule: moves the order by the Stripe Checkout event
 * (services/payment-events.ts), at most once per Stripe event id. A failure throws, so EventBridge
 * retries and then dead-letters it.
 */
export async function handler(event: EventBridgeEvent<string, unknown>): Promise<void> {
  const detail = checkoutEventDetail.parse(event.detail);
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
    });
    if (outcome === 'unknown-order') logger.warn('checkout event for an unknown order; ignored');
    else if (outcome === 'refund-due') logger.error('paid after cancellation and the stock is gone: refund due');
    else logger.info('checkout event applied', { outcome, type: detail.type });
  } finally {
    logger.removeKeys(['eventId', 'orderId']);
  }
}
