/**
 * The local Stripe's refunds: pending then settled with Stripe's events, idempotent, partial,
 * through the real `stripe` client (stripe-test-support.ts).
 */
import { describe, expect, it, vi } from 'vitest';
import { local, paidSession, received, rejection, setWebhookStatus, stripe, useLocalStripe } from './stripe-test-support.js';

useLocalStripe();

describe('Refunds', () => {
  it('answers pending, then sends refund.created, refund.updated (succeeded) and charge.refunded, in that order, with the order', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const paid = await paidSession('order-refund');
    const metadata = { orderId: 'order-refund', userId: 'user-1' };
    const refund = await stripe.refunds.create(
      { payment_intent: paid.paymentIntent, metadata, reason: 'requested_by_customer' },
      { idempotencyKey: 'refund-order-refund' },
    );
    expect(refund).toMatchObject({
      object: 'refund',
      amount: 16800,
      currency: 'inr',
      payment_intent: paid.paymentIntent,
      status: 'pending',
      metadata,
      reason: 'requested_by_customer',
    });
    expect(refund.id).toMatch(/^re_local_[0-9a-f]{24}$/);
    expect(refund.charge).toMatch(/^ch_local_[0-9a-f]{24}$/);
    expect((await stripe.refunds.retrieve(refund.id)).status).toBe('pending');

    await local.settled();
    expect(received.map((e) => e.type)).toEqual(['refund.created', 'refund.updated', 'charge.refunded']);
    expect(received[0]!.object).toMatchObject({ id: refund.id, status: 'pending', metadata });
    expect(received[1]!.object).toMatchObject({ id: refund.id, status: 'succeeded', metadata });
    expect(received[2]!.object).toEqual({
      id: refund.charge,
      object: 'charge',
      amount: 16800,
      amount_refunded: 16800,
      refunded: true,
      currency: 'inr',
      payment_intent: paid.paymentIntent,
      metadata,
    });
    expect((await stripe.refunds.retrieve(refund.id)).status).toBe('succeeded');
    expect(log.mock.calls.map((c) => c[0])).toEqual([
      `local Stripe: refund ${refund.id} ₹168 for order order-refund pending`,
      `local Stripe: refund ${refund.id} ₹168 for order order-refund succeeded`,
    ]);
  });

  it('replays the first answer for the same Idempotency-Key without new events; a new key on a refunded charge is charge_already_refunded', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const paid = await paidSession('order-twice');
    const params = { payment_intent: paid.paymentIntent, metadata: { orderId: 'order-twice', userId: 'user-1' } };
    const first = await stripe.refunds.create(params, { idempotencyKey: 'refund-order-twice' });
    // Pending refunds count: a second full refund fails before the first settles too.
    const whilePending = await rejection(stripe.refunds.create(params, { idempotencyKey: 'refund-order-twice-2' }));
    expect(whilePending).toMatchObject({ statusCode: 400, code: 'charge_already_refunded', message: `Charge ${first.charge} has already been refunded.` });
    await local.settled();
    expect(received).toHaveLength(3);

    const replay = await stripe.refunds.create(params, { idempotencyKey: 'refund-order-twice' });
    expect(replay).toEqual(first);
    await local.settled();
    expect(received).toHaveLength(3);
    expect([...local.refunds.values()].filter((r) => r.payment_intent === paid.paymentIntent)).toHaveLength(1);

    const settled = await rejection(stripe.refunds.create(params, { idempotencyKey: 'refund-order-twice-3' }));
    expect(settled).toMatchObject({ statusCode: 400, code: 'charge_already_refunded' });
  });

  it('refunds part of a charge with amount, then the rest by default; more than what is left is amount_too_large', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const paid = await paidSession('order-partial');
    const part = await stripe.refunds.create({ payment_intent: paid.paymentIntent, amount: 8400 });
    expect(part.amount).toBe(8400);
    expect(await rejection(stripe.refunds.create({ payment_intent: paid.paymentIntent, amount: 8401 }))).toMatchObject({ code: 'amount_too_large' });
    await local.settled();
    expect(received[2]!.object).toMatchObject({ amount_refunded: 8400, refunded: false });

    const rest = await stripe.refunds.create({ payment_intent: paid.paymentIntent });
    expect(rest.amount).toBe(8400);
    await local.settled();
    expect(received[5]!.object).toMatchObject({ amount_refunded: 16800, refunded: true });
  });

  it('answers resource_missing for an unknown payment intent or refund', async () => {
    const intent = await rejection(stripe.refunds.create({ payment_intent: 'pi_nope' }));
    expect(intent).toMatchObject({ statusCode: 404, code: 'resource_missing', message: "No such payment_intent: 'pi_nope'" });
    const refund = await rejection(stripe.refunds.retrieve('re_nope'));
    expect(refund).toMatchObject({ statusCode: 404, code: 'resource_missing', message: "No such refund: 're_nope'" });
  });

  it('still answers and settles the refund when the webhook refuses its events, logging each failed delivery', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const paid = await paidSession('order-webhook-down');
    setWebhookStatus(500);
    const refund = await stripe.refunds.create({ payment_intent: paid.paymentIntent });
    expect(refund.status).toBe('pending');
    await local.settled();
    expect((await stripe.refunds.retrieve(refund.id)).status).toBe('succeeded');
    expect(errors.mock.calls.map((c) => String(c[0]))).toEqual([
      `local Stripe: could not deliver refund.created for ${refund.id}:`,
      `local Stripe: could not deliver refund.updated for ${refund.id}:`,
      `local Stripe: could not deliver charge.refunded for ${refund.charge}:`,
    ]);
  });
});
