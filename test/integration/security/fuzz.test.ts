import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { CHECKOUT_EVENT_TYPES } from '../../../events/checkout.js';
import { MAX_BODY_BYTES } from '../../../functions/platform/route.js';
import type { RouteEntry } from '../../../functions/api/routes.js';
import { api, apiUrl, type ApiResponse } from '../helpers.js';
import { sampleContext, sampleFor, type SampleContext } from './samples.js';
import { expectErrorEnvelope, freshAccount, manifest, routeKey, snapshot, watchedPartitions, type Account } from './support.js';

/**
 * Property-based fuzzing of every built route (from the manifest), called as an admin so that
 * validation is reached on admin routes too. The caller is a throwaway admin: user routes that change
 * "my profile" change only theirs.
 *
 * For every request: never a 5xx; always a JSON envelope (4xx: success false, error true, a message
 * that leaks nothing); a body over MAX_BODY_BYTES is a 413 and only such a body; and on write routes a
 * rejected request leaves the catalog partitions, the catalog version and the caller's items as they were.
 *
 * FUZZ_RUNS (default 30) runs per route; FUZZ_SEED replays a failure that fast-check reported.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 30);
const SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);

// Rider routes refuse an admin's token (403) before anything else: their bodies are checked in riders.test.ts.
const built = manifest.filter((r) => r.auth !== 'rider');

let fuzzer: Account;
let ctx: SampleContext;
let prototypeBefore: string[];
let categoriesBefore: unknown;

beforeAll(async () => {
  prototypeBefore = Object.getOwnPropertyNames(Object.prototype).sort();
  const [admin, spare] = await Promise.all([freshAccount('admin', 'fuzz-admin'), freshAccount('shopper', 'fuzz-spare')]);
  fuzzer = admin;
  ctx = await sampleContext(fuzzer, spare);
  categoriesBefore = (await api('GET', '/api/category/get')).body.data;
});

// ---------- What a request can be ----------

/** Values planted on Object.prototype would show in the server's replies: status and message especially. */
const POLLUTION = { polluted: 'sec-polluted', status: 299, message: 'sec-polluted', isAdmin: true, auth: 'public' };

/** JSON number literals that JSON.stringify cannot produce: they reach JSON.parse as written. */
const NUMBER_LITERALS = ['1e999', '-1e999', '-0', '-0.0', '1e-400', '123456789012345678901234567890', '9007199254740993', '0.1e1', '1.0', '-1', '0', '1e2', '5e-324'];

const junk: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, 0, -1, 1.5, -0.5, 1e308, -1e308, 2 ** 53 + 1, -(2 ** 53) - 1, 1e-7, '', '   \t\n ', [], {}),
  fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer({ min: 81, max: 5_000 }).map((n) => 'x'.repeat(n)),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }),
  // Curated strings that are valid text but hostile elsewhere (paths, markup, queries, key syntax).
  fc.constantFrom('__proto__', 'constructor', '../../../etc/passwd', '<script>alert(1)</script>', "' OR '1'='1", 'CATEGORY#x', '#', '\u0000', '\u202e', '😀'.repeat(30)),
);

type Plan =
  | { kind: 'random json'; value: fc.JsonValue }
  | { kind: 'set field'; pick: number; value: unknown }
  | { kind: 'drop field'; pick: number }
  | { kind: 'number literal'; pick: number; literal: string }
  | { kind: 'prototype key'; pick: number; key: '__proto__' | 'constructor' | 'prototype' }
  | { kind: 'huge string'; pick: number; size: number }
  | { kind: 'deep nesting'; pick: number; depth: number; shape: 'array' | 'object' }
  | { kind: 'not json'; text: string }
  | { kind: 'bytes'; bytes: Uint8Array }
  | { kind: 'headers'; refresh: string; signature: string; contentType: string; query: string; authorization?: string };

const headerText = fc.string({ unit: 'grapheme-ascii', maxLength: 60 });

const NOT_JSON = [
  '{', '}', '{"a":}', '{"a":1,}', "{'a':1}", '{"a":NaN}', '{"a":Infinity}', '{"a":undefined}', '/* c */{}', '\uFEFF{}',
  'null', 'true', '"text"', '123', '[]', '[{}]', 'a=1&b=2', '<xml/>', '{"a":"\\ud800"}', '{"__proto__":1}', '{"a":1}{"b":2}',
];

function planFor(route: RouteEntry): fc.Arbitrary<Plan> {
  const pick = fc.nat();
  const headers = fc.record({
    refresh: headerText,
    signature: fc.oneof(headerText, headerText.map((t) => `t=${Math.floor(Date.now() / 1000)},v1=${t}`)),
    contentType: fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded', 'application/octet-stream', 'multipart/form-data; boundary=x', ''),
    query: fc.constantFrom('', '?a=1', '?__proto__[polluted]=1', '?constructor[prototype][polluted]=1', '?page=-1&limit=1e999'),
    // An admin's token must stay on non-public routes, so only public ones get a junk authorization.
    authorization: route.auth === 'public' ? fc.option(headerText.map((t) => `Bearer ${t}`), { nil: undefined }) : fc.constant(undefined),
  });
  const headerPlan = headers.map((h): Plan => ({ kind: 'headers', ...h }));
  // GET carries no body: only headers and the query string can vary.
  if (route.method === 'GET') return headerPlan;
  return fc.oneof(
    { weight: 3, arbitrary: fc.jsonValue({ maxDepth: 4 }).map((value): Plan => ({ kind: 'random json', value })) },
    { weight: 5, arbitrary: fc.record({ pick, value: junk }).map((p): Plan => ({ kind: 'set field', ...p })) },
    { weight: 1, arbitrary: pick.map((p): Plan => ({ kind: 'drop field', pick: p })) },
    { weight: 2, arbitrary: fc.record({ pick, literal: fc.constantFrom(...NUMBER_LITERALS) }).map((p): Plan => ({ kind: 'number literal', ...p })) },
    { weight: 2, arbitrary: fc.record({ pick, key: fc.constantFrom('__proto__' as const, 'constructor' as const, 'prototype' as const) }).map((p): Plan => ({ kind: 'prototype key', ...p })) },
    { weight: 2, arbitrary: fc.record({ pick, size: fc.oneof(fc.integer({ min: 1_000, max: 20_000 }), fc.integer({ min: 60_000, max: 70_000 })) }).map((p): Plan => ({ kind: 'huge string', ...p })) },
    { weight: 1, arbitrary: fc.record({ pick, depth: fc.integer({ min: 50, max: 8_000 }), shape: fc.constantFrom('array' as const, 'object' as const) }).map((p): Plan => ({ kind: 'deep nesting', ...p })) },
    { weight: 2, arbitrary: fc.oneof(fc.constantFrom(...NOT_JSON), fc.string({ unit: 'binary', maxLength: 200 })).map((text): Plan => ({ kind: 'not json', text })) },
    { weight: 1, arbitrary: fc.uint8Array({ minLength: 1, maxLength: 300 }).map((bytes): Plan => ({ kind: 'bytes', bytes })) },
    { weight: 1, arbitrary: headerPlan },
  );
}

// ---------- Turning a plan into bytes ----------

type Path = (string | number)[];

/** Every place in a sample body a value can go: each field at any depth, plus the root for new keys. */
function containersAndFields(body: unknown): { fields: Path[]; containers: Path[] } {
  const fields: Path[] = [];
  const containers: Path[] = [];
  const walk = (value: unknown, path: Path) => {
    if (value === null || typeof value !== 'object') return;
    containers.push(path);
    for (const [key, child] of Object.entries(value)) {
      const childPath = [...path, Array.isArray(value) ? Number(key) : key];
      fields.push(childPath);
      walk(child, childPath);
    }
  };
  walk(body, []);
  if (fields.length === 0) fields.push(['sec_extra']);
  return { fields, containers };
}

function setAt(root: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const copy = structuredClone(root) as Record<string | number, unknown>;
  let cursor = copy;
  for (const key of path.slice(0, -1)) cursor = cursor[key] as Record<string | number, unknown>;
  cursor[path.at(-1) as string | number] = value;
  return copy;
}

function dropAt(root: unknown, path: Path): unknown {
  const copy = structuredClone(root) as Record<string | number, unknown>;
  let cursor = copy;
  for (const key of path.slice(0, -1)) cursor = cursor[key] as Record<string | number, unknown>;
  const last = path.at(-1) as string | number;
  if (Array.isArray(cursor)) cursor.splice(Number(last), 1);
  else delete cursor[last];
  return copy;
}

/** A marker string replaced in the JSON text by raw text JSON.stringify cannot write. */
const MARK = '__sec_raw__';
const withRaw = (value: unknown, raw: string) => JSON.stringify(value).split(JSON.stringify(MARK)).join(raw);

interface Wire {
  body?: string | Uint8Array;
  headers: Record<string, string>;
  query: string;
}

function toWire(plan: Plan, route: RouteEntry): Wire {
  const sample = sampleFor(routeKey(route)).request(ctx);
  const headers: Record<string, string> = { 'content-type': 'application/json', ...sample.headers };
  const base = sample.body ?? {};
  const { fields, containers } = containersAndFields(base);
  const field = (pick: number) => fields[pick % fields.length] as Path;
  const json = (body: string): Wire => ({ body, headers, query: '' });
  switch (plan.kind) {
    case 'random json':
      return json(JSON.stringify(plan.value));
    case 'set field':
      return json(JSON.stringify(setAt(base, field(plan.pick), plan.value)) ?? 'null');
    case 'drop field':
      return json(JSON.stringify(dropAt(base, field(plan.pick))));
    case 'number literal':
      return json(withRaw(setAt(base, field(plan.pick), MARK), plan.literal));
    case 'huge string':
      return json(JSON.stringify(setAt(base, field(plan.pick), 'x'.repeat(plan.size))));
    case 'deep nesting': {
      const raw = plan.shape === 'array' ? `${'['.repeat(plan.depth)}${']'.repeat(plan.depth)}` : `${'{"a":'.repeat(plan.depth)}1${'}'.repeat(plan.depth)}`;
      return json(withRaw(setAt(base, field(plan.pick), MARK), raw));
    }
    case 'prototype key': {
      // In the JSON text itself, so JSON.parse makes it an own property named "__proto__".
      const container = containers.length > 0 ? (containers[plan.pick % containers.length] as Path) : [];
      const target = container.reduce<unknown>((v, k) => (v as Record<string | number, unknown>)[k], base);
      if (target === null || typeof target !== 'object' || Array.isArray(target)) {
        return json(`{"${plan.key}":${JSON.stringify(plan.key === 'constructor' ? { prototype: POLLUTION } : POLLUTION)}}`);
      }
      const planted = { [`${MARK}key`]: plan.key === 'constructor' ? { prototype: POLLUTION } : POLLUTION, ...(target as object) };
      return json(JSON.stringify(setAt(base, container, planted)).split(JSON.stringify(`${MARK}key`)).join(JSON.stringify(plan.key)));
    }
    case 'not json':
      return json(plan.text);
    case 'bytes':
      return { body: plan.bytes, headers: { ...headers, 'content-type': 'application/octet-stream' }, query: '' };
    case 'headers': {
      const extra: Record<string, string> = { 'x-refresh-token': plan.refresh, 'stripe-signature': plan.signature };
      if (plan.contentType) extra['content-type'] = plan.contentType;
      if (plan.authorization !== undefined) extra.authorization = plan.authorization;
      return { body: route.method === 'GET' ? undefined : JSON.stringify(base), headers: { ...headers, ...extra }, query: plan.query };
    }
  }
}

async function send(route: RouteEntry, wire: Wire): Promise<{ status: number; text: string; response: ApiResponse | undefined }> {
  const headers = { ...wire.headers };
  // The caller's token, unless the sample or the plan brings its own authorization (public routes only).
  if (!Object.keys(headers).some((h) => h.toLowerCase() === 'authorization')) headers.authorization = `Bearer ${fuzzer.accessToken}`;
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

const byteLength = (body: Wire['body']) => (body === undefined ? 0 : typeof body === 'string' ? Buffer.byteLength(body) : body.byteLength);
const describePlan = (plan: Plan, wire: Wire) =>
  `${plan.kind} (${byteLength(wire.body)} bytes): ${typeof wire.body === 'string' ? wire.body.slice(0, 200) : `[${wire.body?.length ?? 0} bytes]`}`;

const accepted: Record<string, number> = {};
const statuses: Record<string, Record<number, number>> = {};

describe('fuzzing every built route as an admin (from the manifest)', () => {
  it.each(built.map((r) => ({ ...r, key: routeKey(r) })))(
    '$key',
    async (route) => {
      const sample = sampleFor(route.key);
      const writes = route.data === 'read-write';
      const watched = watchedPartitions(fuzzer.userId);
      // A rejected request changes nothing, so the picture after one is the picture before the next.
      let baseline = writes ? await snapshot(watched) : undefined;

      await fc.assert(
        fc.asyncProperty(planFor(route), async (plan) => {
          const wire = toWire(plan, route);
          const { status, text, response } = await send(route, wire);
          const where = `${route.key} ← ${describePlan(plan, wire)} → ${status} ${text.slice(0, 300)}`;
          (statuses[route.key] ??= {})[status] = ((statuses[route.key] ??= {})[status] ?? 0) + 1;

          expect(status, where).toBeLessThan(500);
          expect(response, `${where}: not a JSON object`).toBeDefined();
          const res = response as ApiResponse;
          if (route.auth !== 'public') expect([401, 403], `${where}: the admin's token was refused`).not.toContain(status);
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
            if (sample.undo) await sample.undo(res, fuzzer.accessToken);
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
