/**
 * Nothing the webhook accepted is lost, on a stack of its own
 * whose DynamoDB Local this file stops and starts: a payment that arrives while the table is down
 * places its order once the table is back, from the event queue's retries or, after those are
 * spent, from the reconciliation job asking Stripe. No order stays awaiting payment past its
 * session's life, and the local EventBridge answers only on its own path.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_SOURCE } from '../../events/checkout.js';
import type { ApiOrder } from '../../functions/core/order-api.js';
import { startStackProcess } from '../../local/stack-process.js';
import { FAULTS_PATH } from '../../local/stack.js';
import { DEAD_LETTERS_PATH, EVENTBRIDGE_PATH } from '../../local/events.js';
import { RECONCILE_PATH } from '../../local/jobs.js';
import { eventually } from './eventually.js';
import { putEvents } from './put-events.js';
import { TEST_PORTS } from './ports.js';

/** Sessions live this long here (30 minutes in Stripe): long enough to pay in, short enough to watch expire. */
const SESSION_LIFE_SECONDS = 8;
const base = TEST_PORTS.gateway + 20;
let stack: Awaited<ReturnType<typeof startStackProcess>>;
let dataDir: string;
let url: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qb-durability-'));
  // On disk, so the table survives its DynamoDB Local being stopped and started.
  stack = await startStackProcess({
    ports: { gateway: base, dynamodb: base + 1, s3: base + 2, cognito: base + 3, ses: base + 4 },
    dataDir,
    seed: { storesAlwaysOpen: true },
    faults: true,
    // Deliveries at 0, 1.5, 4.5, 10.5 and 22.5 s: DynamoDB Local restarts well within that.
    eventRetryDelayMs: 1500,
    reconcileEveryMs: 0,
    stripeSessionLifeSeconds: SESSION_LIFE_SECONDS,
  });
  url = stack.info.apiUrl;
}, 240_000);


afterAll(async () => {
  await stack?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

async function call<T>(method: string, route: string, body?: unknown, token?: string) {
  const response = await fetch(`${url}${route}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { message?: string; data?: T } };
}

const dynamodb = (action: 'stop' | 'start') => call('POST', `${FAULTS_PATH}/dynamodb/${action}`);
const deadLetters = async () => ((await (await fetch(`${url}${DEAD_LETTERS_PATH}`)).json()) as { deadLetters: { target: string }[] }).deadLetters.length;
const reconcile = () => call<never>('POST', RECONCILE_PATH) as Promise<{ status: number; body: { summary?: { pending: number; outcomes: Record<string, number>; failed: number } } }>;


/** A new shopper with one seeded product (qty 1) in the cart and an address: ready to check out. */
async function shopperReady() {
  const email = `durable-${randomUUID().slice(0, 8)}@example.com`;
  const password = 'Shopper#12345';
  const registered = await call('POST', '/api/user/register', { name: 'Durable Shopper', email, password, confirmPassword: password });
  expect(registered.status, registered.body.message).toBe(200);
  const login = await call<{ accesstoken: string }>('POST', '/api/user/login', { email, password });
  expect(login.status, login.body.message).toBe(200);
  const token = login.body.data!.accesstoken;
  // register answers no id (the same answer for a taken e-mail).
  const userId = (await call<{ _id: string }>('GET', '/api/user/user-details', undefined, token)).body.data!._id;
  const products = await call<{ _id: string; stock: number }[]>('POST', '/api/product/get', { page: 1, limit: 20 });
  const product = products.body.data!.find((p) => p.stock >= 5)!;
  expect((await call('POST', '/api/cart/create', { productId: product._id }, token)).status).toBe(200);
  const address = await call<{ _id: string }>('POST', '/api/address/create', {
    address_line: '14, Marine Drive', city: 'Mumbai', state: 'Maharashtra', country: 'India', pincode: '400002', mobile: '9876501234',
  }, token);
  return { token, userId, product, addressId: address.body.data!._id };
}

async function checkout(shopper: Awaited<ReturnType<typeof shopperReady>>) {
  const res = await call<{ id: string; order: ApiOrder }>('POST', '/api/order/checkout', { addressId: shopper.addressId }, shopper.token);
  expect(res.status, res.body.message).toBe(200);
  return res.body.data!;
}

const statusOf = async (token: string, _id: string) => (await call<ApiOrder>('POST', '/api/order/details', { _id }, token)).body.data?.status;
const stockOf = async (productId: string) => (await call<{ stock: number }>('POST', '/api/product/get-product-details', { productId })).body.data!.stock;
const pay = (sessionId: string) => fetch(`${url}/local-checkout/${sessionId}/pay`, { method: 'POST', redirect: 'manual' });

describe('a payment while the table is down', { timeout: 90_000 }, () => {
  it('is accepted, and its order is placed once the table is back, from the queue’s next delivery', async () => {
    const shopper = await shopperReady();
    const { id, order } = await checkout(shopper);
    expect((await dynamodb('stop')).status).toBe(200);
    try {
      // Stripe's page: the webhook only verifies and queues, so Stripe hears 200 with the table down.
      expect((await pay(id)).status).toBe(303);
    } finally {
      expect((await dynamodb('start')).status).toBe(200);
    }
    await eventually(async () => expect(await statusOf(shopper.token, order._id)).toBe('placed'), 30_000);
  });

  it('its queue’s deliveries all failing (dead-lettered), the reconciliation job places it from what Stripe says, once', async () => {
    const shopper = await shopperReady();
    const { id, order } = await checkout(shopper);
    const stockHeld = await stockOf(shopper.product._id);
    expect((await dynamodb('stop')).status).toBe(200);
    try {
      const spent = await deadLetters();
      expect((await pay(id)).status).toBe(303);
      await eventually(async () => expect(await deadLetters()).toBe(spent + 1), 60_000);
      // The job cannot read the table either, and says so (its function's error alarm in AWS).
      expect((await reconcile()).status).toBe(500);
    } finally {
      expect((await dynamodb('start')).status).toBe(200);
    }
    const run = await reconcile();
    expect(run.status).toBe(200);
    await eventually(async () => expect(await statusOf(shopper.token, order._id)).toBe('placed'), 30_000);
    expect(await stockOf(shopper.product._id), 'placed once: the stock was taken at checkout, not again').toBe(stockHeld);
    const again = await reconcile();
    expect(again.body.summary?.outcomes ?? {}).toEqual({});
  });
});

describe('no order awaits payment past its session', { timeout: 90_000 }, () => {
  it('the session expires after its life (Stripe says expired): the order is cancelled and its stock is back', async () => {
    const shopper = await shopperReady();
    const before = await stockOf(shopper.product._id);
    const { order } = await checkout(shopper);
    expect(await stockOf(shopper.product._id)).toBe(before - 1);
    await eventually(async () => expect(await statusOf(shopper.token, order._id)).toBe('cancelled'), (SESSION_LIFE_SECONDS + 15) * 1000);
    expect(await stockOf(shopper.product._id)).toBe(before);
  });

  it('an expiry event lost (the table down while it was delivered) is made good by the job', async () => {
    const shopper = await shopperReady();
    const before = await stockOf(shopper.product._id);
    const { id, order } = await checkout(shopper);
    expect((await dynamodb('stop')).status).toBe(200);
    try {
      // The session's own expiry goes through the queue against a stopped table, and is dead-lettered.
      const spent = await deadLetters();
      expect((await fetch(`${url}/local-checkout/${id}/cancel`, { method: 'POST', redirect: 'manual' })).status).toBe(303);
      await eventually(async () => expect(await deadLetters()).toBe(spent + 1), 60_000);
    } finally {
      expect((await dynamodb('start')).status).toBe(200);
    }
    expect((await reconcile()).body.summary?.outcomes).toMatchObject({ applied: 1 });
    expect(await statusOf(shopper.token, order._id)).toBe('cancelled');
    expect(await stockOf(shopper.product._id)).toBe(before);
  });
});

describe('the local EventBridge answers on its own path only', () => {
  const putEventsAt = (route: string, body: string) =>
    fetch(`${url}${route}`, { method: 'POST', headers: { 'x-amz-target': 'AWSEvents.PutEvents', 'content-type': 'application/x-amz-json-1.1' }, body });

  it('a forged "paid" PutEvents anywhere else places nothing; malformed JSON on its path is 400, not 500', async () => {
    const shopper = await shopperReady();
    const { id, order } = await checkout(shopper);
    const forged = JSON.stringify({
      Entries: [
        {
          Source: EVENT_SOURCE,
          DetailType: 'checkout.session.completed',
          Detail: JSON.stringify({ eventId: 'evt_forged', type: 'checkout.session.completed', created: 1, session: { id, payment_status: 'paid', metadata: { orderId: order._id, userId: shopper.userId } } }),
        },
      ],
    });
    for (const route of ['/', '/api/order/webhook', '/__local/eventbridge/x']) {
      const answer = await putEventsAt(route, forged);
      expect(answer.status, route).not.toBe(200);
    }
    // Signed with the stack's credentials, so the 400 is the malformed body's, not the missing signature's.
    const credentials = { accessKeyId: stack.info.env.AWS_ACCESS_KEY_ID!, secretAccessKey: stack.info.env.AWS_SECRET_ACCESS_KEY! };
    const malformed = await putEvents(`${url}${EVENTBRIDGE_PATH}`, '{"Entries": [', { credentials });
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as { __type: string }).__type).toBe('SerializationException');
    expect(await statusOf(shopper.token, order._id)).toBe('pending_payment');
  });
});
