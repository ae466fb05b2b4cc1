import Stripe from 'stripe';
import type { OrderRecord } from '../../core/order-record.js';
import { reconcileStep, type SessionFacts } from '../../core/reconcile.js';
import { listAllOrders } from '../../data/repos/orders/queries.js';
import { logger } from '../../platform/logger.js';
import { checkoutSession, closeCheckoutSession, type SessionState } from './checkout-session.js';
import { applyPaymentEvent, type PaymentEventOutcome } from './payment-events.js';

export interface ReconcileSummary {
  /** Card orders found awaiting payment. */
  pending: number;
  /** Orders moved (placed, cancelled), by outcome. */
  outcomes: Partial<Record<PaymentEventOutcome, number>>;
  /** Orders whose check failed this time (Stripe or the table unreachable): tried again next run. */
  failed: number;
}

/**
 * The safety net under the webhook and its queues: every card order still `pending_payment` is
 * checked against Stripe, and what Stripe says is applied exactly as its event would have been
 * (services/payments/payment-events.ts, with an id of our own per session and signal, so a run repeated or
 * racing the real event changes the order once). Covers an event lost or dead-lettered, a session
 * past its expiry that Stripe has not expired yet, and a checkout that placed its order but failed
 * before recording a session.
 */
export async function reconcilePendingPayments(now = new Date()): Promise<ReconcileSummary> {
  const summary: ReconcileSummary = { pending: 0, outcomes: {}, failed: 0 };
  let cursor: string | undefined;
  do {
    const page = await listAllOrders({ status: 'pending_payment', limit: 50, cursor });
    if (!page.ok) throw new Error('the pending orders listing refused its own cursor');
    for (const order of page.orders) {
      summary.pending += 1;
      try {
        const outcome = await reconcileOrder(order, now);
        if (outcome) summary.outcomes[outcome] = (summary.outcomes[outcome] ?? 0) + 1;
      } catch (err) {
        summary.failed += 1;
        logger.error('could not reconcile an order awaiting payment', { orderId: order._id, error: err as Error });
      }
    }
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  logger.info('reconciled card orders awaiting payment', { ...summary });
  return summary;
}

async function reconcileOrder(order: OrderRecord, now: Date): Promise<PaymentEventOutcome | undefined> {
  let session = order.stripeSessionId ? await readSession(order.stripeSessionId) : undefined;
  let step = reconcileStep(order, facts(session), now);
  if (step.kind === 'expire-session' && session !== 'missing' && session) {
    // Expired now it cannot be paid; if it was paid first, the payment wins.
    if ((await closeCheckoutSession(session.id)) === 'paid') session = await checkoutSession(session.id);
    else session = { ...session, status: 'expired' };
    step = reconcileStep(order, facts(session), now);
  }
  if (step.kind !== 'apply') return undefined;
  const sessionId = order.stripeSessionId;
  const paymentIntent = session && session !== 'missing' ? session.payment_intent : null;
  return applyPaymentEvent({
    id: `reconcile:${order._id}:${sessionId ?? 'no-session'}:${step.signal}`,
    signal: step.signal,
    orderId: order._id,
    userId: order.userId,
    sessionId,
    paymentIntentId: typeof paymentIntent === 'string' ? paymentIntent : (paymentIntent?.id ?? null),
    amountTotal: session && session !== 'missing' ? session.amount_total : null,
    currency: session && session !== 'missing' ? session.currency : null,
  });
}

async function readSession(sessionId: string): Promise<SessionState | 'missing'> {
  try {
    return await checkoutSession(sessionId);
  } catch (err) {
    if (err instanceof Stripe.errors.StripeInvalidRequestError && err.code === 'resource_missing') return 'missing';
    throw err;
  }
}

function facts(session: SessionState | 'missing' | undefined): SessionFacts | undefined {
  if (session === undefined || session === 'missing') return session;
  if (!session.status) throw new Error(`Stripe returned Checkout Session ${session.id} without a status`);
  return { status: session.status, payment_status: session.payment_status, expires_at: session.expires_at };
}
