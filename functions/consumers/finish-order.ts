import type { EventBridgeEvent } from 'aws-lambda';
import { checkoutEventDetail } from '../../events/checkout.js';
import { nextTransition, paymentSignal } from '../core/orders.js';
import { applyPaymentTransition, getOrder } from '../data/repos/orders.js';
import { logger } from '../platform/logger.js';

const MAX_ATTEMPTS = 5;

/**
 * Target of the "checkout finished" rule: moves the order by the Stripe event (core/orders.ts), at
 * most once per Stripe event id. A failure throws, so EventBridge retries and then dead-letters it.
 */
export async function handler(event: EventBridgeEvent<string, unknown>): Promise<void> {
  const detail = checkoutEventDetail.parse(event.detail);
  const { orderId, userId } = detail.session.metadata;
  logger.appendKeys({ eventId: detail.eventId, orderId });
  try {
    const signal = paymentSignal(detail.type, detail.session.payment_status);
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      const order = await getOrder(userId, orderId);
      if (!order) {
        logger.warn('checkout event for an unknown order; ignored');
        return;
      }
      const result = await applyPaymentTransition(order, detail.eventId, nextTransition(order.status, signal));
      if (result === 'order-changed') continue; // another event moved it meanwhile: decide again
      if (result === 'no-stock') logger.error('paid after cancellation and the stock is gone: refund due');
      logger.info('checkout event applied', { result, type: detail.type, from: order.status });
      return;
    }
    throw new Error(`order ${orderId} kept changing; giving up for a retry`);
  } finally {
    logger.removeKeys(['eventId', 'orderId']);
  }
}
