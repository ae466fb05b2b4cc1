/** The metrics a Stripe event counts: the order's repo and what follows a change are stubbed, the decisions are the real ones. */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderRecord } from '../../core/order-record.js';
import { sampleOrder } from '../../../test/fixtures/sample-order.js';

const repo = vi.hoisted(() => ({ getOrder: vi.fn(), changeStatus: vi.fn(), rememberStripeEvent: vi.fn() }));
const counts = vi.hoisted(() => ({ countOrderPlaced: vi.fn(), countPaymentFailed: vi.fn(), countPaymentMismatch: vi.fn() }));
// The order repo is split by reason (queries, status, stripe): one stub stands in for all three.
vi.mock('../../data/repos/orders/queries.js', () => repo);
vi.mock('../../data/repos/orders/status.js', () => repo);
vi.mock('../../data/repos/orders/stripe.js', () => repo);
vi.mock('../../platform/metrics.js', () => counts);
// What follows a change (its mail) is stubbed too: services/orders/order-effects.test.ts holds it.
vi.mock('../orders/order-effects.js', () => ({ followOrderChange: async (order: OrderRecord) => ({ order }) }));
const { applyPaymentEvent } = await import('./payment-events.js');

const pending = sampleOrder({ paymentMethod: 'card', status: 'pending_payment', stripeSessionId: 'cs_1' });
const event = (signal: 'paid' | 'failed') => ({
  id: `evt_${signal}`,
  signal,
  orderId: pending._id,
  userId: pending.userId,
  sessionId: 'cs_1',
  amountTotal: pending.totals.grandTotalPaise,
  currency: 'inr',
});
/** The conditional write as the repo answers it: the order moved, or the event id was applied already. */
const written = (order: OrderRecord, to: OrderRecord['status']) => ({ ok: true, order: { ...order, status: to } });

describe('applyPaymentEvent: metrics', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    repo.getOrder.mockResolvedValue(pending);
  });

  it('a payment that places the card order counts OrdersPlaced (card), once', async () => {
    repo.changeStatus.mockResolvedValueOnce(written(pending, 'placed'));
    expect(await applyPaymentEvent(event('paid'))).toBe('applied');
    expect(counts.countOrderPlaced.mock.calls).toEqual([['card']]);
    expect(counts.countPaymentFailed).not.toHaveBeenCalled();
  });

  it('the same event again (the write refused as a duplicate) counts nothing', async () => {
    repo.changeStatus.mockResolvedValueOnce({ ok: false, failure: 'duplicate' });
    expect(await applyPaymentEvent(event('paid'))).toBe('duplicate');
    expect(counts.countOrderPlaced).not.toHaveBeenCalled();
  });

  it('a failed payment counts PaymentsFailed and no order', async () => {
    repo.changeStatus.mockResolvedValueOnce(written(pending, 'payment_failed'));
    expect(await applyPaymentEvent(event('failed'))).toBe('applied');
    expect(counts.countPaymentFailed).toHaveBeenCalledTimes(1);
    expect(counts.countOrderPlaced).not.toHaveBeenCalled();
  });

  it('a payment that finds the stock gone (refund due) is no order placed', async () => {
    repo.changeStatus.mockResolvedValueOnce({ ok: false, failure: 'no-stock' }).mockResolvedValueOnce(written(pending, 'refund_due'));
    expect(await applyPaymentEvent(event('paid'))).toBe('refund-due');
    expect(counts.countOrderPlaced).not.toHaveBeenCalled();
  });

  it('a payment that does not match the order (another amount) changes nothing and counts PaymentMismatches', async () => {
    repo.rememberStripeEvent.mockResolvedValueOnce('recorded');
    expect(await applyPaymentEvent({ ...event('paid'), amountTotal: 1 })).toBe('mismatch');
    expect(repo.changeStatus).not.toHaveBeenCalled();
    expect(counts.countPaymentMismatch).toHaveBeenCalledTimes(1);
    expect(counts.countOrderPlaced).not.toHaveBeenCalled();
  });

  it('a payment event for a card order that has not recorded its session yet is retried, not dropped', async () => {
    repo.getOrder.mockResolvedValue({ ...pending, stripeSessionId: undefined });
    await expect(applyPaymentEvent(event('paid'))).rejects.toThrow(/not recorded its Checkout Session yet/);
    expect(repo.rememberStripeEvent).not.toHaveBeenCalled();
  });

  it("the expiry of a session the order has replaced changes nothing and raises no alarm", async () => {
    repo.rememberStripeEvent.mockResolvedValueOnce('recorded');
    expect(await applyPaymentEvent({ ...event('failed'), signal: 'expired', sessionId: 'cs_replaced' })).toBe('mismatch');
    expect(repo.changeStatus).not.toHaveBeenCalled();
    expect(counts.countPaymentMismatch).not.toHaveBeenCalled();
  });
});
