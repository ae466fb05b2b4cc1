import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { CHECKOUT_EVENT_TYPES } from '../../../events/checkout.js';
import { MAX_BODY_BYTES } from '../../../functions/platform/route.js';
import type { RouteEntry } from '../../../functions/api/routes.js';
import { keys } from '../../../functions/data/keys.js';
import { api, apiUrl, signIn, type ApiResponse } from '../helpers.js';
import { RIDER_PASSWORD, newRider } from '../riders-support.js';
import { testStore } from '../stores-support.js';
import { POLLUTION, byteLength, describePlan, junk, planFor, toWire, type Wire } from './fuzz-plans.js';
import { sampleContext, sampleFor, type SampleContext } from './samples.js';
import { CATALOG_PARTITIONS, expectErrorEnvelope, freshAccount, manifest, routeKey, snapshot, watchedPartitions } from './support.js';

/**
 * Property-based fuzzing of every route of the manifest, each called as a caller its authorization
 * lets through, so that validation is reached: a throwaway admin (user routes that change "my
 * profile" change only theirs), and for the rider routes a throwaway rider of a store of its own (no
 * order of another test is ever offered to it).
 *
 * For every request: never a 5xx; always a JSON envelope (4xx: success false, error true, a message
 * that leaks nothing); a body over MAX_BODY_BYTES is a 413 and only such a body; and on write routes a
 * rejected request leaves the catalog partitions, the catalog version and the caller's items as they were.
 *
 * FUZZ_RUNS (default 30) runs per route; FUZZ_SEED replays a failure that fast-check reported.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 30);
const SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);

const built = manifest;

/** Who sends a route's requests, and the partitions a rejected write of theirs must leave alone. */
interface Caller {
  accessToken: string;
  watched: string[];
  email: string;
  password: string;
}
/**
 * Signs the caller in again: access tokens last 15 minutes, and on a busy machine this file runs
 * longer, so a token from beforeAll would end as a 401 that is no finding.
 */
const renew = async (caller: Caller) => {
  caller.accessToken = (await signIn(caller.email, caller.password)).accessToken;
};
let admin: Caller;
let rider: Caller;
const callerFor = (route: RouteEntry): Caller => (route.auth === 'rider' ? rider : admin);
let ctx: SampleContext;
let prototypeBefore: string[];
let categoriesBefore: unknown;

beforeAll(async () => {
  prototypeBefore = Object.getOwnPropertyNames(Object.prototype).sort();
  const [fuzzAdmin, spare, store] = await Promise.all([freshAccount('admin', 'fuzz-admin'), freshAccount('shopper', 'fuzz-spare'), testStore()]);
  const fuzzRider = await newRider(store, 'Security Fuzz Rider');
  admin = { accessToken: fuzzAdmin.accessToken, watched: watchedPartitions(fuzzAdmin.userId), email: fuzzAdmin.email, password: fuzzAdmin.password };
  // Its duty at its store, its day's deliveries and its profile.
  const riderPartitions = [keys.riderDuty(store._id, fuzzRider._id).pk, keys.riderDeliveriesSince(fuzzRider._id, '').pk, keys.user(fuzzRider._id).pk];
  rider = { accessToken: fuzzRider.token, watched: [...CATALOG_PARTITIONS, ...riderPartitions], email: fuzzRider.email, password: RIDER_PASSWORD };
  ctx = await sampleContext(fuzzAdmin, spare);
  categoriesBefore = (await api('GET', '/api/category/get')).body.data;
});

async function send(route: RouteEntry, wire: Wire): Promise<{ status: number; text: string; response: ApiResponse | undefined }> {
  const headers = { ...wire.headers };
  // The caller's token, unless the sample or the plan brings its own authorization (public routes only).
  if (!Object.keys(headers).some((h) => h.toLowerCase() === 'authorization')) headers.authorization = `Bearer ${callerFor(route).accessToken}`;
  const res = await fetch(`${apiUrl}${route.path}${wire.query}`, { method: route.method, headers, body: wire.body as BodyInit | undefined });
  const text = await res.text();
  let body: ApiResponse['body'] | undefined;
  try {
    body = JSON.parse(text) as ApiResponse['body'];
  } catch {
    body = undefined;
  }
  return { status: res.status, text, response: body && typeof body === 'object' ? { status: res.status, body } : undefined };
}

const accepted: Record<string, number> = {};
const statuses: Record<string, Record<number, number>> = {};

describe('fuzzing every route of the manifest as an admin, and the rider routes as a rider', () => {
  it.each(built.map((r) => ({ ...r, key: routeKey(r) })))(
    '$key',
    async (route) => {
      const sample = sampleFor(route.key);
      await renew(admin);
      if (route.auth === 'rider') await renew(rider);
      const writes = route.data === 'read-write';
      const { watched } = callerFor(route);
      // A rejected request changes nothing, so the picture after one is the picture before the next.
      let baseline = writes ? await snapshot(watched) : undefined;

      await fc.assert(
        fc.asyncProperty(planFor(route), async (plan) => {
          // Logout, accepted, ends the caller's session: each try starts signed in afresh.
          if (route.key === 'GET /api/user/logout') await renew(admin);
          const wire = toWire(plan, route, sample.request(ctx));
          const { status, text, response } = await send(route, wire);
          const where = `${route.key} ← ${describePlan(plan, wire)} → ${status} ${text.slice(0, 300)}`;
          (statuses[route.key] ??= {})[status] = ((statuses[route.key] ??= {})[status] ?? 0) + 1;

          expect(status, where).toBeLessThan(500);
          expect(response, `${where}: not a JSON object`).toBeDefined();
          const res = response as ApiResponse;
          if (route.auth !== 'public') expect([401, 403], `${where}: the caller's token was refused`).not.toContain(status);
          if (byteLength(wire.body) > MAX_BODY_BYTES) expect(status, where).toBe(413);
          else expect(status, where).not.toBe(413);

          if (status >= 400) {
            expectErrorEnvelope(res, where);
            if (writes) {
              const after = await snapshot(watched);
              expect(after, `${where}: a rejected request changed the table`).toEqual(baseline);
            }
            return;
          }
          expect(res.body, where).toMatchObject({ success: true, error: false });
          expect(text, `${where}: a planted value came back`).not.toContain('sec-polluted');
          if (writes) {
            accepted[route.key] = (accepted[route.key] ?? 0) + 1;
            if (sample.undo) await sample.undo(res, admin.accessToken);
            else expect(sample.harmlessWhenAccepted, `${where}: fuzz input accepted by a write route with no undo`).toBe(true);
            baseline = await snapshot(watched);
          }
        }),
        { numRuns: RUNS, seed: SEED, verbose: 1 },
      );
    },
    120_000,
  );

  const webhook = built.find((r) => r.path === '/api/order/webhook');
  // The secret is the local one; only Stripe holds it in AWS, so these probe robustness, not access.
  const signedWebhook = async (text: string) => {
    const secret = inject('stack').env.STRIPE_WEBHOOK_SECRET;
    if (!secret) throw new Error('no STRIPE_WEBHOOK_SECRET in the stack env');
    const t = Math.floor(Date.now() / 1000);
    const v1 = createHmac('sha256', secret).update(`${t}.${text}`).digest('hex');
    const res = await fetch(`${apiUrl}/api/order/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': `t=${t},v1=${v1}` },
      body: text,
    });
    const answer = await res.text();
    const where = `signed ${text.slice(0, 300)} → ${res.status} ${answer.slice(0, 300)}`;
    expect(res.status, where).toBeLessThan(500);
    const parsed = JSON.parse(answer) as ApiResponse['body'];
    if (res.status >= 400) expectErrorEnvelope({ status: res.status, body: parsed }, where);
    else expect(parsed, where).toMatchObject({ success: true, error: false });
  };

  /** Signed bodies that once made the webhook answer 500 (it trusted the shape of a verified event). */
  const ONCE_500S = [
    'null',
    '{"type":{"toString":1}}',
    '{"type":"checkout.session.completed"}',
    '{"type":"checkout.session.completed","data":null}',
    '{"type":"checkout.session.expired","data":{"object":null}}',
    '{"id":"evt_x","type":"checkout.session.completed","created":1,"data":{"object":{"id":"cs_1","payment_status":"paid","metadata":{"orderId":{"a":1},"userId":"u"}}}}',
  ];

  it.runIf(webhook).each(ONCE_500S)('POST /api/order/webhook, validly signed %s, answers with an envelope, never 5xx', async (text) => {
    await signedWebhook(text);
  });

  it.runIf(webhook)('POST /api/order/webhook with a valid Stripe signature over junk events', async () => {
    const anyText = fc.oneof(fc.string({ maxLength: 20 }), junk);
    const event = fc.record({
      id: fc.oneof(fc.string({ maxLength: 12 }).map((t) => `evt_sec_${t}`), junk),
      type: fc.oneof(fc.constantFrom(...CHECKOUT_EVENT_TYPES, 'payment_intent.created', ''), junk),
      created: fc.oneof(fc.integer(), junk),
      data: fc.oneof(
        junk,
        fc.record({
          object: fc.oneof(
            junk,
            fc.record({ id: anyText, payment_status: anyText, metadata: fc.oneof(junk, fc.record({ orderId: anyText, userId: anyText })) }),
          ),
        }),
      ),
    });
    const body = fc.oneof(event.map((e) => JSON.stringify(e)), fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)), fc.constantFrom('[]', '""', '0', '{}'));
    await fc.assert(
      fc.asyncProperty(body, async (text) => {
        await signedWebhook(text);
      }),
      { numRuns: RUNS, seed: SEED },
    );
  });

  it('left Object.prototype of the test process as it was', () => {
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(prototypeBefore);
    const probe: Record<string, unknown> = {};
    for (const key of Object.keys(POLLUTION)) expect(probe[key], key).toBeUndefined();
  });

  it('still serves normal data and authorization afterwards (nothing planted in the server)', async () => {
    const categories = await api('GET', '/api/category/get');
    expect(categories.status).toBe(200);
    expect(categories.body).toEqual({ success: true, error: false, message: '', data: categoriesBefore });

    // Planted status/message/isAdmin/auth on the server's Object.prototype would change these answers.
    const adminRoute = manifest.find((r) => r.auth === 'admin');
    if (adminRoute) {
      const anonymous = await api(adminRoute.method, adminRoute.path, { body: {} });
      expect(anonymous.status).toBe(401);
      const shopper = await freshAccount('shopper', 'fuzz-after');
      const asShopper = await api(adminRoute.method, adminRoute.path, { token: shopper.accessToken, body: {} });
      expect(asShopper.status).toBe(403);
      expect(asShopper.body).toEqual({ success: false, error: true, message: 'Do not have permission' });
      const details = await api('GET', '/api/user/user-details', { token: shopper.accessToken });
      expect(details.body.data).toMatchObject({ role: 'USER' });
      expect(JSON.stringify(details.body)).not.toContain('sec-polluted');
    }
  });

  it('reports what the fuzzing saw', () => {
    // Not an assertion of behaviour: a record in the test output of the statuses per route.
    console.info('fuzz statuses per route', JSON.stringify(statuses), 'accepted writes', JSON.stringify(accepted));
    expect(Object.keys(statuses).length).toBe(built.length);
  });
});
