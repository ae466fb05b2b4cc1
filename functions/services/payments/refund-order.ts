import type { OrderRecord } from '../../core/order-record.js';
import { changeStatus } from '../../data/repos/orders/status.js';
import { BadGateway } from '../../platform/errors.js';
import { logger } from '../../platform/logger.js';
import { countRefundStarted } from '../../platform/metrics.js';
import { payments } from '../../platform/payments.js';
import { checkoutSession } from './checkout-session.js';
import { writeChange } from '../orders/order-write.js';

/**
 * Gives a card payment back: the order moves to refund_pending first (one winner if two people
 * try), then Stripe is asked to refund what is left of the order's PaymentIntent. Each try has its own
 * idempotency key, so a retried request never refunds twice and a new try after a failure is
 * really new (Stripe refuses to refund more than was paid in any case). Stripe's refund events
 * settle the order (consumers/finish-refund.ts). If Stripe cannot be asked, the order goes back to
 * refund_due, where an admin can try again.
 */
export async function startRefund(order: OrderRecord, by: 'shopper' | 'admin'): Promise<OrderRecord> {
  const attempt = (order.refundAttempts ?? 0) + 1;
  const pending = await writeChange(order, { to: 'refund_pending', by, set: { refundAttempts: attempt } });
  try {
    const { stripe } = await payments();
    const paymentIntent = await paymentIntentOf(pending);
    await stripe.refunds.create(
      // No amount: Stripe refunds what is left of the payment (all of it, or the rest after a partial refund).
      { payment_intent: paymentIntent, reason: 'requested_by_customer', metadata: { orderId: order._id, userId: order.userId, attempt: String(attempt) } },
      { idempotencyKey: `refund-${order._id}-${attempt}` },
    );
    countRefundStarted();
    return pending;
  } catch (error) {
    logger.error('the refund could not be started', { orderId: order._id, attempt, error: error as Error });
    // If a refund event settled the order meanwhile, that outcome stands.
    const back = await changeStatus(pending, { to: 'refund_due', by: 'payment', note: 'The refund could not be started' });
    const said = error instanceof Error && 'type' in error && typeof error.message === 'string' ? ` (Stripe: ${error.message})` : '';
    throw new BadGateway(
      `The refund could not be started${said}. ${back.ok ? 'The order is marked Refund due; try again in a moment.' : 'Look at the order again.'}`,
    );
  }
}

/** The order's PaymentIntent; for orders paid before it was recorded, their Checkout Session's (asked of Stripe). */
export async function paymentIntentOf(order: OrderRecord): Promise<string> {
  if (order.paymentIntentId) return order.paymentIntentId;
  if (!order.stripeSessionId) throw new Error(`order ${order._id} has no Checkout Session to refund`);
  const intent = (await checkoutSession(order.stripeSessionId)).payment_intent;
  const id = typeof intent === 'string' ? intent : intent?.id;
  if (!id) throw new Error(`Checkout Session ${order.stripeSessionId} has no payment to refund`);
  return id;
}
