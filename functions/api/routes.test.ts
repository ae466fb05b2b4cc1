import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CallKey } from '../core/contracts/calls.js';
import { routes, type RouteKey } from './routes.js';

const apiDir = path.dirname(fileURLToPath(import.meta.url));

/** Handler files live one folder down: functions/api/<group>/<verb-noun>.ts. */
function handlerFiles(): string[] {
  return fs
    .readdirSync(apiDir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .flatMap((d) =>
      fs
        .readdirSync(path.join(apiDir, d.name))
        .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
        .map((f) => `${d.name}/${f.replace(/\.ts$/, '')}`),
    );
}

/** SPEC.md section 7, "The calls it makes", as the spec writes them (the contract the site and its clients keep). */
const SPEC_CALLS = [
  'POST /api/user/register',
  'POST /api/user/login',
  'PUT /api/user/forgot-password',
  'PUT /api/user/verify-forgot-password-otp',
  'PUT /api/user/reset-password',
  'POST /api/user/refresh-token',
  'GET /api/user/user-details',
  'GET /api/user/logout',
  'PUT /api/user/upload-avatar',
  'PUT /api/user/update-user',
  'POST /api/category/add-category',
  'POST /api/file/upload',
  'GET /api/category/get',
  'PUT /api/category/update',
  'DELETE /api/category/delete',
  'POST /api/subcategory/create',
  'POST /api/subcategory/get',
  'PUT /api/subcategory/update',
  'DELETE /api/subcategory/delete',
  'POST /api/product/create',
  'POST /api/product/get',
  'POST /api/product/get-product-by-category',
  'POST /api/product/get-pruduct-by-category-and-subcategory',
  'POST /api/product/get-product-details',
  'PUT /api/product/update-product-details',
  'DELETE /api/product/delete-product',
  'POST /api/product/search-product',
  'POST /api/cart/create',
  'GET /api/cart/get',
  'PUT /api/cart/update-qty',
  'DELETE /api/cart/delete-cart-item',
  'POST /api/address/create',
  'GET /api/address/get',
  'PUT /api/address/update',
  'DELETE /api/address/disable',
  'POST /api/order/cash-on-delivery',
  'POST /api/order/checkout',
  'GET /api/order/order-list',
] as const;

/**
 * Checked by tsc: every call of the contracts (the site's api client is typed by them) is a route of
 * the manifest, and every route a client calls has a contract (the Stripe webhook is Stripe's).
 */
type Unserved = Exclude<CallKey, RouteKey>;
type WithoutContract = Exclude<RouteKey, CallKey | 'POST /api/order/webhook'>;
const contractsMatchManifest: [Unserved, WithoutContract] extends [never, never] ? true : { unserved: Unserved; withoutContract: WithoutContract } = true;

describe('routes manifest', () => {
  beforeAll(() => {
    // Handlers parse their environment at import, as at a cold start.
    Object.assign(process.env, {
      TABLE_NAME: 'test',
      IMAGES_BUCKET: 'test',
      CATALOG_BUCKET: 'test',
      USER_POOL_ID: 'test',
      USER_POOL_CLIENT_ID: 'test',
      MAIL_FROM: 'test@example.com',
      EVENT_BUS_NAME: 'test',
      SITE_URL: 'http://localhost:3000',
      STRIPE_SECRET_KEY: 'sk_test_unit',
      STRIPE_WEBHOOK_SECRET: 'whsec_unit',
      AWS_REGION: 'us-east-1',
      AWS_ENDPOINT_URL_APIGATEWAYMANAGEMENTAPI: 'https://live.example.com/ws',
    });
  });

  it('lists each route once, with a handler of its own', () => {
    const keys = routes.map((r) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(new Set(routes.map((r) => r.handler)).size).toBe(routes.length);
  });

  it('serves every call of SPEC.md section 7 with the method the spec gives', () => {
    const served = new Set(routes.map((r) => `${r.method} ${r.path}`));
    for (const call of SPEC_CALLS) expect(served.has(call), `${call} (SPEC.md section 7) is not in the manifest`).toBe(true);
  });

  it('has a call contract for every route a client calls, and no contract without a route (tsc)', () => {
    expect(contractsMatchManifest).toBe(true);
  });

  it('has a handler file for every entry', () => {
    const files = new Set(handlerFiles());
    for (const entry of routes) expect(files.has(entry.handler), entry.handler).toBe(true);
  });

  it('has an entry for every handler file', () => {
    const declared = new Set<string>(routes.map((r) => r.handler));
    for (const file of handlerFiles()) expect(declared.has(file), `${file} is not in routes.ts`).toBe(true);
  });

  it('lets every signed-in route read the table: route() reads the caller profile (sessions a password reset ended)', () => {
    for (const entry of routes.filter((r) => r.auth !== 'public')) expect(entry.data, entry.path).not.toBe('none');
  });

  it('declares the same auth level and idempotency in the manifest and in the handler', async () => {
    for (const entry of routes) {
      const mod = (await import(`./${entry.handler}.ts`)) as { handler: { auth: string; idempotent: boolean } };
      expect(mod.handler.auth, entry.handler).toBe(entry.auth);
      expect(mod.handler.idempotent, entry.handler).toBe(entry.idempotent === true);
    }
  }, 60_000);

  it('marks the create calls idempotent, each a POST with the table access its Idempotency-Key records need', () => {
    const idempotent = routes.filter((r) => 'idempotent' in r && r.idempotent).map((r) => r.path);
    expect(idempotent.sort()).toEqual([
      '/api/address/create',
      '/api/cart/create',
      '/api/cart/merge',
      '/api/category/add-category',
      // A claim and its decision give money back: a retry must not give it twice.
      '/api/claim/decide',
      '/api/credit/grant',
      '/api/offer/create',
      '/api/order/cash-on-delivery',
      '/api/order/checkout',
      '/api/order/claim',
      '/api/order/refund-part',
      // A retried answer to a substitute must not take its stock twice.
      '/api/order/substitution',
      // A retried scan or unavailable must not count a unit twice.
      '/api/picker/create',
      '/api/picker/scan',
      '/api/picker/unavailable',
      '/api/product/create',
      '/api/rider/create',
      '/api/store/create',
      '/api/store/receive-stock',
      '/api/subcategory/create',
    ]);
    for (const entry of routes.filter((r) => 'idempotent' in r && r.idempotent)) {
      expect(entry.method, entry.path).toBe('POST');
      expect(entry.data, entry.path).toBe('read-write');
      expect(entry.auth, entry.path).not.toBe('public');
    }
  });

  it('never grants write access to a read route (the spec\'s logout is a GET that ends a session)', () => {
    for (const entry of routes) {
      if (entry.method === 'GET' && entry.path !== '/api/user/logout') expect(entry.data, entry.path).not.toBe('read-write');
    }
  });
});
