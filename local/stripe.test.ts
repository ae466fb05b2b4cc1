import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLocalStripe, type LocalStripe } from './stripe.js';

/**
 * The stand-in driven as the server drives it: the real `stripe` client pointed at it over HTTP, and
 * a webhook that accepts only events whose signature `constructEvent` verifies.
 */
const WEBHOOK_SECRET = 'whsec_local_unit_test';
/** Long enough to see a refund pending, short enough for a quick test. */
const REFUND_DELAY_MS = 300;
const SITE = 'http://shop.test';
const SECRET_KEY = 'sk_test_local_unit_4242';

interface Received {
  type: string;
  object: Record<string, unknown>;
}

let local: LocalStripe;
let stripe: Stripe;
let apiUrl: string;
let received: Received[] = [];
let webhookStatus = 200;
const servers: http.Server[] = [];

const readBody = (req: http.IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });

async function listen(handler: (req: http.IncomingMessage, res: http.ServerResponse, body: Buffer) => Promise<void>): Promise<string> {
  const server = http.createServer((req, res) => {
    void readBody(req).then((body) => handler(req, res, body));
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  const verifier = new Stripe('sk_test_webhook_verifier');
  const webhookUrl = await listen(async (req, res, body) => {
    try {
      const event = verifier.webhooks.constructEvent(body, String(req.headers['stripe-signature']), WEBHOOK_SECRET);
      if (webhookStatus === 200) received.push({ type: event.type, object: event.data.object as unknown as Record<string, unknown> });
      res.writeHead(webhookStatus).end();
    } catch {
      res.writeHead(400).end('bad signature');
    }
  });
  local = createLocalStripe(SITE, webhookUrl, WEBHOOK_SECRET, { secretKey: SECRET_KEY, refundDelayMs: REFUND_DELAY_MS });
  apiUrl = await listen(async (req, res, body) => {
    if (!(await local.routes(req, res, body))) res.writeHead(404).end();
  });
  const { port } = new URL(apiUrl);
  stripe = new Stripe(SECRET_KEY, { host: '127.0.0.1', port, protocol: 'http', maxNetworkRetries: 0 });
});

afterAll(async () => {
  await local.settled();
  for (const server of servers) server.closeAllConnections();
  await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
});

beforeEach(async () => {
  await local.settled();
  received = [];
  webhookStatus = 200;
  vi.restoreAllMocks();
});

/** A session as create-checkout opens it: ₹84 × 2. */
function openSession(orderId: string) {
  const metadata = { orderId, userId: 'user-1' };
  return stripe.checkout.sessions.create(
    {
      mode: 'payment',
      currency: 'inr',
      client_reference_id: orderId,
      metadata,
      payment_intent_data: { metadata },
      line_items: [{ quantity: 2, price_data: { currency: 'inr', unit_amount: 8400, product_data: { name: 'Rice (1 kg)' } } }],
      success_url: `${SITE}/success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${SITE}/cancel`,
      expires_at: Math.floor(Date.now() / 1000) + 1860,
    },
    { idempotencyKey: `checkout-${orderId}` },
  );
}

const postPage = (path: string) => fetch(`${apiUrl}${path}`, { method: 'POST', redirect: 'manual' });

/** Pays on the hosted page; answers the session as retrieve shows it then. */
async function paidSession(orderId: string) {
  const session = await openSession(orderId);
  const pay = await postPage(`/local-checkout/${session.id}/pay`);
  expect(pay.status).toBe(303);
  expect(pay.headers.get('location')).toBe(`${SITE}/success?session_id=${session.id}`);
  const paid = await stripe.checkout.sessions.retrieve(session.id);
  received = [];
  return { ...paid, paymentIntent: paid.payment_intent as string };
}

/** What the stripe client rejected with. */
async function rejection(call: Promise<unknown>): Promise<InstanceType<typeof Stripe.errors.StripeError>> {
  const err = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
  return err as InstanceType<typeof Stripe.errors.StripeError>;
}

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
    webhookStatus = 500;
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
