/** "Pay now" decisions with Stripe and the order write at the edges (mocked modules). */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sampleOrder } from '../core/sample-order.js';

const stripe = vi.hoisted(() => ({
  checkoutSession: vi.fn(),
  openCheckoutSession: vi.fn(),
  closeCheckoutSession: vi.fn(),
}));
const repo = vi.hoisted(() => ({ replaceStripeSession: vi.fn() }));
vi.mock('./checkout-session.js', () => stripe);
vi.mock('../data/repos/orders.js', () => repo);

const { resumePayment } = await import('./resume-payment.js');

const pending = sampleOrder({ paymentMethod: 'card', status: 'pending_payment', stripeSessionId: 'cs_first', checkoutAttempts: 1 });

beforeEach(() => vi.resetAllMocks());

describe('resume payment', () => {
  it('hands back the open session', async () => {
    stripe.checkoutSession.mockResolvedValue({ id: 'cs_first', status: 'open', url: 'https://pay/cs_first' });
    await expect(resumePayment(pending)).resolves.toEqual({ id: 'cs_first', url: 'https://pay/cs_first' });
    expect(stripe.openCheckoutSession).not.toHaveBeenCalled();
  });

  it('opens a new session (attempt 2, its own idempotency key) when the first expired before its event was applied', async () => {
    stripe.checkoutSession.mockResolvedValue({ id: 'cs_first', status: 'expired', url: null });
    stripe.openCheckoutSession.mockResolvedValue({ id: 'cs_second', url: 'https://pay/cs_second' });
    repo.replaceStripeSession.mockResolvedValue(true);
    await expect(resumePayment(pending)).resolves.toEqual({ id: 'cs_second', url: 'https://pay/cs_second' });
    expect(stripe.openCheckoutSession).toHaveBeenCalledWith(pending, 2);
    expect(repo.replaceStripeSession).toHaveBeenCalledWith(pending, 'cs_second', 2);
  });

  it('expires the new session again when the order moved meanwhile, so it can never be paid', async () => {
    stripe.checkoutSession.mockResolvedValue({ id: 'cs_first', status: 'expired', url: null });
    stripe.openCheckoutSession.mockResolvedValue({ id: 'cs_second', url: 'https://pay/cs_second' });
    repo.replaceStripeSession.mockResolvedValue(false);
    await expect(resumePayment(pending)).rejects.toMatchObject({ status: 409 });
    expect(stripe.closeCheckoutSession).toHaveBeenCalledWith('cs_second');
  });

  it('refuses a session paid a moment ago, and orders that are not awaiting a card payment', async () => {
    stripe.checkoutSession.mockResolvedValue({ id: 'cs_first', status: 'complete', url: null });
    await expect(resumePayment(pending)).rejects.toMatchObject({ status: 409, message: 'This order was paid a moment ago; it will show as placed shortly' });
    await expect(resumePayment({ ...pending, status: 'placed' })).rejects.toMatchObject({ message: 'This order is placed: there is nothing to pay' });
    await expect(resumePayment({ ...pending, paymentMethod: 'cod', status: 'placed' })).rejects.toMatchObject({ status: 409 });
    expect(stripe.openCheckoutSession).not.toHaveBeenCalled();
  });
});
