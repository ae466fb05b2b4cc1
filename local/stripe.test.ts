/**
 * The local Stripe's Checkout Sessions, its API key and its dashboard page (refunds:
 * stripe-refunds.test.ts), through the real `stripe` client (stripe-test-support.ts).
 */
import Stripe from 'stripe';
import { describe, expect, it, vi } from 'vitest';
import { apiUrl, local, openSession, paidSession, postPage, received, rejection, SECRET_KEY, SITE, stripe, useLocalStripe } from './stripe-test-support.js';

useLocalStripe();

describe('Checkout Sessions', () => {
  it('keeps the idempotency of create, shows no payment_intent until paid, then the PaymentIntent in retrieve and in checkout.session.completed', async () => {
    const session = await openSession('order-pay');
    expect(session).toMatchObject({ object: 'checkout.session', status: 'open', payment_status: 'unpaid', payment_intent: null, amount_total: 16800 });
    expect(session.url).toBe(`${SITE}/local-checkout/${session.id}`);
    expect(Object.keys(session)).not.toContain('payment_intent_data');
    expect((await openSession('order-pay')).id).toBe(session.id);

    expect((await postPage(`/local-checkout/${session.id}/pay`)).status).toBe(303);
    const paid = await stripe.checkout.sessions.retrieve(session.id);
    expect(paid).toMatchObject({ status: 'complete', payment_status: 'paid', metadata: { orderId: 'order-pay', userId: 'user-1' } });
    expect(paid.payment_intent).toMatch(/^pi_local_[0-9a-f]{24}$/);
    expect(received).toHaveLength(1);
    expect(received[0]!.type).toBe('checkout.session.completed');
    expect(received[0]!.object).toMatchObject({ id: session.id, payment_status: 'paid', payment_intent: paid.payment_intent });
  });

  it('expires an open session (answer, then checkout.session.expired); expiring it again, a paid or an unknown session is an invalid request', async () => {
    const session = await openSession('order-expire');
    const expired = await stripe.checkout.sessions.expire(session.id);
    expect(expired).toMatchObject({ id: session.id, status: 'expired', payment_intent: null });
    await local.settled();
    expect(received.map((e) => e.type)).toEqual(['checkout.session.expired']);
    expect(received[0]!.object).toMatchObject({ id: session.id, status: 'expired', metadata: { orderId: 'order-expire', userId: 'user-1' } });

    const again = await rejection(stripe.checkout.sessions.expire(session.id));
    expect(again.statusCode).toBe(400);
    expect(again.message).toBe('Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of `expired`.');

    // A late Pay on the expired session's page changes nothing.
    const latePay = await postPage(`/local-checkout/${session.id}/pay`);
    expect(latePay.headers.get('location')).toBe(`${SITE}/cancel`);
    expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe('expired');

    const paid = await paidSession('order-expire-paid');
    expect((await rejection(stripe.checkout.sessions.expire(paid.id))).message).toContain('has a status of `complete`');

    const unknown = await rejection(stripe.checkout.sessions.expire('cs_test_nope'));
    expect(unknown).toMatchObject({ statusCode: 404, code: 'resource_missing', message: "No such checkout.session: 'cs_test_nope'" });
    await local.settled();
    expect(received).toEqual([]);
  });
});

describe('the API key', () => {
  it('is required on every /v1 call, as Bearer or Basic; without it Stripe\'s 401, which the client reads as an authentication error', async () => {
    const session = await openSession('order-keyed');
    const noKey = await fetch(`${apiUrl}/v1/checkout/sessions/${session.id}`);
    expect(noKey.status).toBe(401);
    expect(((await noKey.json()) as { error: { type: string; message: string } }).error).toEqual({
      type: 'invalid_request_error',
      message: expect.stringMatching(/^You did not provide an API key\. You need to provide your API key in the Authorization header/) as string,
    });
    const wrong = new Stripe('sk_test_somebodyelse9999', { host: '127.0.0.1', port: new URL(apiUrl).port, protocol: 'http', maxNetworkRetries: 0 });
    await expect(wrong.checkout.sessions.retrieve(session.id)).rejects.toMatchObject({
      type: 'StripeAuthenticationError',
      statusCode: 401,
      message: 'Invalid API Key provided: sk_test_************9999',
    });
    await expect(wrong.refunds.create({ payment_intent: 'pi_anything' })).rejects.toMatchObject({ statusCode: 401 });

    const basic = await fetch(`${apiUrl}/v1/checkout/sessions/${session.id}`, { headers: { authorization: `Basic ${Buffer.from(`${SECRET_KEY}:`).toString('base64')}` } });
    expect(basic.status).toBe(200);
    const unknown = await fetch(`${apiUrl}/v1/customers`, { headers: { authorization: `Bearer ${SECRET_KEY}` } });
    expect(unknown.status).toBe(404);
    // The hosted page and the dashboard are the browser's: no key.
    expect((await fetch(`${apiUrl}/local-checkout/${session.id}`)).status).toBe(200);
    expect((await fetch(`${apiUrl}/local-stripe`)).status).toBe(200);
  });
});

describe('/local-stripe page', () => {
  it('lists sessions and refunds newest first, escaped, linking only open sessions to their checkout page', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const paid = await paidSession('order-listed-paid');
    const refund = await stripe.refunds.create({ payment_intent: paid.paymentIntent, metadata: { orderId: 'order-listed-paid', userId: 'user-1' } });
    const open = await openSession('<img src=x onerror=alert(1)>');

    const res = await fetch(`${apiUrl}/local-stripe`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await res.text();
    expect(html).toContain('Local test mode: no real money');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toContain('<img');
    expect(html).toContain(`<a href="/local-checkout/${open.id}">`);
    expect(html).not.toContain(`<a href="/local-checkout/${paid.id}">`);
    expect(html.indexOf(open.id)).toBeLessThan(html.indexOf(paid.id));
    expect(html).toMatch(new RegExp(`${refund.id}</code></td><td><code>order-listed-paid</code></td><td>₹168</td><td>(pending|succeeded)</td><td><time datetime="`));
    expect(html).toContain('<th scope="col">Refund</th>');

    const checkout = await (await fetch(`${apiUrl}/local-checkout/${open.id}`)).text();
    expect(checkout).toContain('<a href="/local-stripe">');
  });
});
