import { paymentSignal, type PaymentSignal } from './order-payments.js';

/**
 * What the reconciliation job does with a card order still awaiting payment, from what Stripe says
 * about its Checkout Session. Pure, so every case is a row of a table test.
 */

/** What the job reads of a Checkout Session ('missing': Stripe does not know it, e.g. a local restart). */
export type SessionFacts = { status: string; payment_status: string; expires_at: number } | 'missing';

export type ReconcileStep =
  /** Nothing to settle yet. */
  | { kind: 'wait' }
  /** Open past its expiry (Stripe expires sessions a little late): expire it at Stripe, then apply 'expired'. */
  | { kind: 'expire-session' }
  /** Move the order as this payment signal says (core/order-payments.ts paymentTarget). */
  | { kind: 'apply'; signal: PaymentSignal };

/**
 * A checkout that placed its order but never recorded a session (it answered 500 between the two)
 * is released after this long: longer than the checkout call itself can run (10 s timeout).
 */
export const NO_SESSION_GRACE_MS = 2 * 60_000;

export function reconcileStep(order: { createdAt: string; stripeSessionId?: string }, session: SessionFacts | undefined, now: Date): ReconcileStep {
  if (!order.stripeSessionId || session === undefined) {
    const waited = now.getTime() - new Date(order.createdAt).getTime();
    return waited >= NO_SESSION_GRACE_MS ? { kind: 'apply', signal: 'expired' } : { kind: 'wait' };
  }
  if (session === 'missing') return { kind: 'apply', signal: 'expired' };
  switch (session.status) {
    case 'complete': {
      const signal = paymentSignal('checkout.session.completed', session.payment_status);
      return signal === 'awaiting' ? { kind: 'wait' } : { kind: 'apply', signal };
    }
    case 'expired':
      return { kind: 'apply', signal: 'expired' };
    case 'open':
      return session.expires_at * 1000 <= now.getTime() ? { kind: 'expire-session' } : { kind: 'wait' };
    default:
      return { kind: 'wait' }; // a status Stripe may add one day: not ours to guess
  }
}
