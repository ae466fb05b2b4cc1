import { describe, expect, it } from 'vitest';
import { paymentMismatch, paymentSignal, paymentTarget, type PaymentSignal } from './order-payments.js';
import { stockEffect, type OrderFacts, type OrderStatus } from './order-states.js';
import { sampleOrder } from '../../test/fixtures/sample-order.js';

const paidCard = (status: OrderStatus): OrderFacts => ({ status, paymentMethod: 'card', paidAt: '2026-11-24T10:00:00.000Z' });
const unpaidCard = (status: OrderStatus): OrderFacts => ({ status, paymentMethod: 'card' });

/** Applies signals as the consumer does; a late payment finds stock unless `stockGone`. */
function finalStatus(signals: PaymentSignal[], options: { stockGone?: boolean } = {}): OrderStatus {
  let order: OrderFacts = unpaidCard('pending_payment');
  for (const signal of signals) {
    let to = paymentTarget(order, signal);
    if (!to) continue;
    if (to === 'placed' && stockEffect(order.status, to) === 'take' && options.stockGone) to = 'refund_due';
    order = { ...order, status: to, paidAt: signal === 'paid' ? 'now' : order.paidAt };
  }
  return order.status;
}

describe('Stripe events', () => {
  it('maps Checkout events to payment signals', () => {
    expect(paymentSignal('checkout.session.completed', 'paid')).toBe('paid');
    expect(paymentSignal('checkout.session.completed', 'unpaid')).toBe('awaiting');
    expect(paymentSignal('checkout.session.async_payment_succeeded', 'paid')).toBe('paid');
    expect(paymentSignal('checkout.session.async_payment_failed', 'unpaid')).toBe('failed');
    expect(paymentSignal('checkout.session.expired', 'unpaid')).toBe('expired');
  });

  it('reaches the same final state whatever the arrival order (a payment wins)', () => {
    expect(finalStatus(['paid', 'expired'])).toBe('placed');
    expect(finalStatus(['expired', 'paid'])).toBe('placed');
    expect(finalStatus(['awaiting', 'failed'])).toBe('payment_failed');
    expect(finalStatus(['failed', 'awaiting'])).toBe('payment_failed');
    expect(finalStatus(['paid', 'paid', 'expired', 'paid'])).toBe('placed');
    expect(finalStatus(['expired', 'paid'], { stockGone: true })).toBe('refund_due');
  });

  it('does not re-place a paid order that was cancelled when another paid event comes', () => {
    expect(paymentTarget(paidCard('cancelled'), 'paid')).toBeUndefined();
    expect(paymentTarget(paidCard('refund_pending'), 'paid')).toBeUndefined();
    expect(paymentTarget(paidCard('refunded'), 'paid')).toBeUndefined();
  });

});

describe('paymentMismatch: a Checkout event moves only what was sold', () => {
  const card = sampleOrder({ paymentMethod: 'card', status: 'pending_payment', stripeSessionId: 'cs_1' });
  const total = card.totals.grandTotalPaise;
  const paid = { signal: 'paid' as const, sessionId: 'cs_1', amountTotal: total, currency: 'inr' };

  it('applies the current session of a card order that paid exactly its total in rupees', () => {
    expect(paymentMismatch(card, paid)).toBeUndefined();
    expect(paymentMismatch(card, { ...paid, currency: 'INR' })).toBeUndefined();
    expect(paymentMismatch(card, { signal: 'expired', sessionId: 'cs_1' })).toBeUndefined();
  });

  it.each([
    ['a cash on delivery order', { ...card, paymentMethod: 'cod' as const }, paid, 'the order is not paid by card'],
    ['another session (one the order replaced)', card, { ...paid, sessionId: 'cs_old' }, 'the session is not the order’s current one'],
    ['an expiry of a replaced session', card, { signal: 'expired' as const, sessionId: 'cs_old' }, 'the session is not the order’s current one'],
    ['an order that recorded no session', { ...card, stripeSessionId: undefined }, paid, 'the session is not the order’s current one'],
    ['one paisa', card, { ...paid, amountTotal: 1 }, `the session charged 1 paise, the order is ${total}`],
    ['no amount', card, { ...paid, amountTotal: null }, `the session charged nothing paise, the order is ${total}`],
    ['another currency', card, { ...paid, currency: 'usd' }, 'the session charged in usd'],
  ])('refuses %s', (_name, order, event, why) => {
    expect(paymentMismatch(order, event)).toBe(why);
  });
});
