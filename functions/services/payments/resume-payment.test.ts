/** "Pay now" decisions with Stripe and the order write at the edges (mocked modules). */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sampleOrder } from '../../../test/fixtures/sample-order.js';

const stripe = vi.hoisted(() => ({
  checkoutSession: vi.fn(),
  openCheckoutSession: vi.fn(),
  closeCheckoutSession: vi.fn(),
}));
const repo = vi.hoisted(() => ({ replaceStripeSession: vi.fn(), getOrder: vi.fn() }));
vi.mock('./checkout-session.js', () => stripe);
// The order repo is split by reason (queries, stripe): one stub stands in for both.
vi.mock('../../data/repos/orders/queries.js', () => repo);
vi.mock('../../data/repos/orders/stripe.js', () => repo);

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
    repo.getOrder.mockResolvedValue({ ...pending, status: 'cancelled' });
    await expect(resumePayment(pending)).rejects.toMatchObject({ status: 409 });
    expect(stripe.closeCheckoutSession).toHaveBeenCalledWith('cs_second');
  });

  it('two at once: the caller whose record lost finds the same session recorded and answers it, expiring nothing', async () => {
    stripe.checkoutSession.mockResolvedValue({ id: 'cs_first', status: 'expired', url: null });
    stripe.openCheckoutSession.mockResolvedValue({ id: 'cs_second', url: 'https://pay/cs_second' });
    repo.replaceStripeSession.mockResolvedValue(false);
    repo.getOrder.mockResolvedValue({ ...pending, stripeSessionId: 'cs_second', checkoutAttempts: 2 });
    await expect(resumePayment(pending)).resolves.toEqual({ id: 'cs_second', url: 'https://pay/cs_second' });
    expect(stripe.closeCheckoutSession).not.toHaveBeenCalled();
  });

  it('two at once, different sessions: the loser expires its own and answers the one the order records', async () => {
    stripe.checkoutSession.mockImplementation(async (id: string) =>
      id === 'cs_first' ? { id, status: 'expired', url: null } : { id, status: 'open', url: `https://pay/${id}` },
    );
    stripe.openCheckoutSession.mockResolvedValue({ id: 'cs_mine', url: 'https://pay/cs_mine' });
    repo.replaceStripeSession.mockResolvedValue(false);
    repo.getOrder.mockResolvedValue({ ...pending, stripeSessionId: 'cs_theirs', checkoutAttempts: 2 });
    await expect(resumePayment(pending)).resolves.toEqual({ id: 'cs_theirs', url: 'https://pay/cs_theirs' });
    expect(stripe.closeCheckoutSession).toHaveBeenCalledTimes(1);
    expect(stripe.closeCheckoutSession).toHaveBeenCalledWith('cs_mine');
  });

  it('Stripe refusing the reused idempotency key: the session the other caller recorded is answered', async () => {
    stripe.checkoutSession.mockImplementation(async (id: string) =>
      id === 'cs_first' ? { id, status: 'expired', url: null } : { id, status: 'open', url: `https://pay/${id}` },
    );
    stripe.openCheckoutSession.mockRejectedValue(new Error('Keys for idempotent requests can only be used with the same parameters'));
    repo.getOrder.mockResolvedValue({ ...pending, stripeSessionId: 'cs_theirs', checkoutAttempts: 2 });
    await expect(resumePayment(pending)).resolves.toEqual({ id: 'cs_theirs', url: 'https://pay/cs_theirs' });
    expect(stripe.closeCheckoutSession).not.toHaveBeenCalled();
  });

  it('refuses a session paid a moment ago, and orders that are not awaiting a card payment', async () => {
    stripe.checkoutSession.mockResolvedValue({ id: 'cs_first', status: 'complete', url: null });
    await expect(resumePayment(pending)).rejects.toMatchObject({ status: 409, message: 'This order was paid a moment ago; it will show as placed shortly' });
    await expect(resumePayment({ ...pending, status: 'placed' })).rejects.toMatchObject({ message: 'This order is placed: there is nothing to pay' });
    await expect(resumePayment({ ...pending, paymentMethod: 'cod', status: 'placed' })).rejects.toMatchObject({ status: 409 });
    expect(stripe.openCheckoutSession).not.toHaveBeenCalled();
  });
});
