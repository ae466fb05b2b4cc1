import fc from 'fast-check';
import type { RouteEntry } from '../../../functions/api/routes.js';
import type { SampleRequest } from './samples.js';

/** The fuzzer's requests (fuzz.test.ts): plans fast-check draws, and the bytes each one sends. */

// ---------- What a request can be ----------

/** Values planted on Object.prototype would show in the server's replies: status and message especially. */
export const POLLUTION = { polluted: 'sec-polluted', status: 299, message: 'sec-polluted', isAdmin: true, auth: 'public' };

/** JSON number literals that JSON.stringify cannot produce: they reach JSON.parse as written. */
const NUMBER_LITERALS = ['1e999', '-1e999', '-0', '-0.0', '1e-400', '123456789012345678901234567890', '9007199254740993', '0.1e1', '1.0', '-1', '0', '1e2', '5e-324'];

export const junk: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, 0, -1, 1.5, -0.5, 1e308, -1e308, 2 ** 53 + 1, -(2 ** 53) - 1, 1e-7, '', '   \t\n ', [], {}),
  fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer({ min: 81, max: 5_000 }).map((n) => 'x'.repeat(n)),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }),
  // Curated strings that are valid text but hostile elsewhere (paths, markup, queries, key syntax).
  fc.constantFrom('__proto__', 'constructor', '../../../etc/passwd', '<script>alert(1)</script>', "' OR '1'='1", 'CATEGORY#x', '#', '\u0000', '\u202e', '😀'.repeat(30)),
);

export type Plan =
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

export function planFor(route: RouteEntry): fc.Arbitrary<Plan> {
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

export interface Wire {
  body?: string | Uint8Array;
  headers: Record<string, string>;
  query: string;
}

export function toWire(plan: Plan, route: RouteEntry, sample: SampleRequest): Wire {
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

export const byteLength = (body: Wire['body']) => (body === undefined ? 0 : typeof body === 'string' ? Buffer.byteLength(body) : body.byteLength);
export const describePlan = (plan: Plan, wire: Wire) =>
  `${plan.kind} (${byteLength(wire.body)} bytes): ${typeof wire.body === 'string' ? wire.body.slice(0, 200) : `[${wire.body?.length ?? 0} bytes]`}`;
