import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, expect, vi } from 'vitest';
import { createLocalStripe, type LocalStripe } from './stripe.js';

/**
 * The stand-in driven as the server drives it: the real `stripe` client pointed at it over HTTP, and
 * a webhook that accepts only events whose signature `constructEvent` verifies. Shared by
 * stripe.test.ts and stripe-refunds.test.ts; each calls useLocalStripe() once.
 */
const WEBHOOK_SECRET = 'whsec_local_unit_test';
/** Long enough to see a refund pending, short enough for a quick test. */
const REFUND_DELAY_MS = 300;
export const SITE = 'http://shop.test';
export const SECRET_KEY = 'sk_test_local_unit_4242';

interface Received {
  type: string;
  object: Record<string, unknown>;
}

export let local: LocalStripe;
export let stripe: Stripe;
export let apiUrl: string;
/** The events the webhook accepted since the test began. */
export let received: Received[] = [];
let webhookStatus = 200;
const servers: http.Server[] = [];

/** The webhook answers this status from now on (200 again at the next test). */
export const setWebhookStatus = (status: number) => {
  webhookStatus = status;
};

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


/** Starts the stand-in and its webhook for the calling test file, and resets what a test changed. */
export function useLocalStripe() {
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

}
/** A session as create-checkout opens it: ₹84 × 2. */
export function openSession(orderId: string) {
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

export const postPage = (path: string) => fetch(`${apiUrl}${path}`, { method: 'POST', redirect: 'manual' });

/** Pays on the hosted page; answers the session as retrieve shows it then. */
export async function paidSession(orderId: string) {
  const session = await openSession(orderId);
  const pay = await postPage(`/local-checkout/${session.id}/pay`);
  expect(pay.status).toBe(303);
  expect(pay.headers.get('location')).toBe(`${SITE}/success?session_id=${session.id}`);
  const paid = await stripe.checkout.sessions.retrieve(session.id);
  received = [];
  return { ...paid, paymentIntent: paid.payment_intent as string };
}

/** What the stripe client rejected with. */
export async function rejection(call: Promise<unknown>): Promise<InstanceType<typeof Stripe.errors.StripeError>> {
  const err = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
  return err as InstanceType<typeof Stripe.errors.StripeError>;
}
