import { describe, expect, it } from 'vitest';
import { type OrderStatus, type PaymentSignal, nextTransition, paymentSignal } from './orders.js';

/** Applies signals like the consumer does, assuming stock is available for a reclaim. */
function finalStatus(signals: PaymentSignal[]): OrderStatus {
  let status: OrderStatus = 'pending_payment';
  for (const signal of signals) {
    const t = nextTransition(status, signal);
    if (t.kind === 'mark-placed' || t.kind === 'reclaim') status = 'placed';
    if (t.kind === 'release') status = t.to;
  }
  return status;
}

describe('order transitions', () => {
  it('maps Stripe events to payment signals', () => {
    expect(paymentSignal('checkout.session.completed', 'paid')).toBe('paid');
    expect(paymentSignal('checkout.session.completed', 'unpaid')).toBe('awaiting');
    expect(paymentSignal('checkout.session.async_payment_succeeded', 'paid')).toBe('paid');
    expect(paymentSignal('checkout.session.async_payment_failed', 'unpaid')).toBe('failed');
    expect(paymentSignal('checkout.session.expired', 'unpaid')).toBe('expired');
  });

  it('places a paid order and releases stock of an expired or failed one', () => {
    expect(nextTransition('pending_payment', 'paid')).toEqual({ kind: 'mark-placed' });
    expect(nextTransition('pending_payment', 'expired')).toEqual({ kind: 'release', to: 'cancelled' });
    expect(nextTransition('pending_payment', 'failed')).toEqual({ kind: 'release', to: 'payment_failed' });
    expect(nextTransition('pending_payment', 'awaiting')).toEqual({ kind: 'none' });
  });

  it('reaches the same final state whatever the arrival order', () => {
    expect(finalStatus(['paid', 'expired'])).toBe('placed');
    expect(finalStatus(['expired', 'paid'])).toBe('placed');
    expect(finalStatus(['awaiting', 'failed'])).toBe('payment_failed');
    expect(finalStatus(['failed', 'awaiting'])).toBe('payment_failed');
    expect(finalStatus(['paid', 'paid', 'expired', 'paid'])).toBe('placed');
  });

  it('never moves a placed or refund_due order', () => {
    for (const signal of ['paid', 'failed', 'expired', 'awaiting'] as const) {
      expect(nextTransition('placed', signal)).toEqual({ kind: 'none' });
      expect(nextTransition('refund_due', signal)).toEqual({ kind: 'none' });
    }
  });
});
