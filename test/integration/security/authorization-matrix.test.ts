import { beforeAll, describe, expect, it } from 'vitest';
import type { RouteEntry } from '../../../functions/api/routes.js';
import { api, signIn, tokenFor, type ApiResponse } from '../helpers.js';
import { PICKER_PASSWORD, newPicker } from '../picking-support.js';
import type { StoreRecord } from '../../../functions/core/stores.js';
import { callWithSample, knownRouteKeys, ownedResourceRoutes, routesWithoutSample, sampleContext, sampleFor, samples } from './samples.js';
import {
  CATALOG_PARTITIONS,
  GATEWAY_UNAUTHORIZED,
  expectErrorEnvelope,
  freshAccount,
  manifest,
  routeKey,
  seededCatalog,
  signInAgain,
  snapshot,
  type Account,
} from './support.js';

/**
 * Every route of the manifest × every kind of caller, over HTTP. Generated from routes.ts, so a route
 * flipped to 'built' is covered the moment it is.
 */
type CallerKind = 'anonymous' | 'shopper' | 'another shopper' | 'admin' | 'picker';
const CALLERS: CallerKind[] = ['anonymous', 'shopper', 'another shopper', 'admin', 'picker'];

const accounts: Partial<Record<Exclude<CallerKind, 'anonymous'>, Account>> = {};
let spare: Account;
let catalogBefore: Record<string, unknown[]>;

beforeAll(async () => {
  [accounts.shopper, accounts['another shopper'], accounts.admin, spare] = await Promise.all([
    freshAccount('shopper', 'matrix-a'),
    freshAccount('shopper', 'matrix-b'),
    freshAccount('admin', 'matrix-admin'),
    freshAccount('shopper', 'matrix-spare'),
  ]);
  // A picker of a real store (the first listed): the picker routes reach its handlers.
  const stores = await api<StoreRecord[]>('GET', '/api/store/get', { token: await tokenFor('admin') });
  const picker = await newPicker(stores.body.data![0]!, 'Matrix Picker');
  const session = await signIn(picker.email, PICKER_PASSWORD);
  accounts.picker = { role: 'picker', email: picker.email, password: PICKER_PASSWORD, userId: picker._id, accessToken: session.accessToken, refreshToken: session.refreshToken };
  await seededCatalog();
  catalogBefore = await snapshot(CATALOG_PARTITIONS);
});

const reachesHandler = (route: RouteEntry, caller: CallerKind): boolean =>
  route.auth === 'public' ||
  (route.auth === 'user' && caller !== 'anonymous') ||
  (route.auth === 'admin' && caller === 'admin') ||
  // Admins can do all a picker can.
  (route.auth === 'picker' && (caller === 'picker' || caller === 'admin'));

function expectOutcome(route: RouteEntry, caller: CallerKind, res: ApiResponse): void {
  const where = `${routeKey(route)} as ${caller} answered ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`;
  expect(res.status, where).toBeLessThan(500);
  // The gateway's own "no such route" answers: a manifest route must never get them.
  expect(res.status === 405 || (res.status === 404 && res.body.message === 'Not Found'), `${where}: gateway routing answer`).toBe(false);

  if (route.auth !== 'public' && caller === 'anonymous') {
    expect(res.status, where).toBe(401);
    expect(res.body, where).toEqual(GATEWAY_UNAUTHORIZED);
    return;
  }
  // None of these callers is a rider (riders.test.ts calls every route as a rider too).
  if ((route.auth === 'admin' && caller !== 'admin') || route.auth === 'rider' || (route.auth === 'picker' && caller !== 'picker' && caller !== 'admin')) {
    expect(res.status, where).toBe(403);
    expect(res.body, where).toMatchObject({ success: false, error: true, message: 'Do not have permission' });
    return;
  }
  // Reached the handler: authorization passed, whatever the sample's fate.
  expect([401, 403], where).not.toContain(res.status);
  expect(res.status >= 200 && res.status < 500, where).toBe(true);
  if (res.status >= 400) expectErrorEnvelope(res, where);
  else expect(res.body, where).toMatchObject({ success: true, error: false });
  const expected = sampleFor(routeKey(route)).expect;
  if (expected !== undefined) expect(res.status, where).toBe(expected);
}

describe('authorization matrix (from the routes manifest)', () => {
  describe.each(manifest.map((r) => ({ ...r, key: routeKey(r) })))('$key ($auth, $status)', (route) => {
    it.each(CALLERS)('as %s', async (caller) => {
      const account = caller === 'anonymous' ? undefined : accounts[caller];
      const res = await callWithSample(route, sampleFor(route.key), await sampleContext(account, spare));
      // Logout ends the session it was sent with: the next routes need a live one.
      if (account && route.key === 'GET /api/user/logout') await signInAgain(account);
      expectOutcome(route, caller, res);
      // Sanity of the rule table itself: the handler is reached exactly when the rules say so.
      if (!reachesHandler(route, caller)) expect([401, 403]).toContain(res.status);
    });
  });

  it('left the catalog exactly as it was (samples write nothing shared)', async () => {
    expect(await snapshot(CATALOG_PARTITIONS)).toEqual(catalogBefore);
  });

  it('has a sample for every route of the manifest', () => {
    const missing = routesWithoutSample();
    const toAdd = missing.map((key) => `  '${key}': { request: () => ({ body: { /* a valid-looking body that stores nothing */ } }), expect: <status for an admin> },`);
    expect(
      missing,
      `Every route in functions/api/routes.ts needs a security sample. Add to one of the parts of \`samples\`, test/integration/security/samples-shop.ts or samples-operations.ts (the rules are at the top of sample-kit.ts):\n${toAdd.join('\n')}\n`,
    ).toEqual([]);
  });

  it('names only manifest routes in the samples and ownership checks', () => {
    for (const key of Object.keys(samples)) expect(knownRouteKeys.has(key), `sample for unknown route ${key}`).toBe(true);
    for (const check of ownedResourceRoutes) {
      for (const key of [check.route, ...check.needs]) expect(knownRouteKeys.has(key), `ownership check names unknown route ${key}`).toBe(true);
      expect(manifest.find((r) => routeKey(r) === check.route)?.auth, check.route).toBe('user');
    }
  });

  it('covers every route that acts on a resource a shopper owns with an ownership check', () => {
    // Cart lines, addresses and orders: every user route of those groups but the three that only
    // create (the merge adds a guest's lines to the caller's own cart, as create adds one).
    const creates = new Set(['POST /api/cart/create', 'POST /api/cart/merge', 'POST /api/address/create']);
    const owned = manifest.filter((r) => r.auth === 'user' && /^\/api\/(cart|address|order)\//.test(r.path) && !creates.has(routeKey(r)));
    const checked = new Set(ownedResourceRoutes.map((c) => c.route));
    for (const r of owned) expect(checked.has(routeKey(r)), `${routeKey(r)} has no entry in ownedResourceRoutes`).toBe(true);
  });
});

describe('another shopper cannot reach a shopper’s own things (ownedResourceRoutes)', () => {
  for (const check of ownedResourceRoutes) {
    const expected = [check.expectStatus ?? 404].flat();
    it(`${check.route}: shopper B gets ${expected.join(' or ')} for shopper A's resource, which stays as it was`, async () => {
      const [owner, other] = await Promise.all([freshAccount('shopper', 'owner'), freshAccount('shopper', 'other')]);
      const catalog = await seededCatalog();
      const id = await check.create(owner, catalog);
      const before = await check.ownerView(owner, id);
      expect(before, 'the owner sees the resource just created').toBeDefined();

      const { body, headers } = await check.request(id, other, catalog);
      const [method, path] = check.route.split(' ') as [string, string];
      const res = await api(method, path, { token: other.accessToken, body: method === 'GET' ? undefined : body, headers });
      const where = `${check.route} as B: ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`;
      expect(expected, where).toContain(res.status);
      expect(JSON.stringify(res.body), `${where}: mentions A's resource`).not.toContain(id);
      expect(await check.ownerView(owner, id)).toEqual(before);
    });
  }
});
