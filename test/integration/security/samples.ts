import { randomUUID } from 'node:crypto';
import { api, type ApiResponse } from '../helpers.js';
import { manifest, routeKey, seededCatalog, type Account, type CatalogRefs, type RouteKey } from './support.js';

export { ownedResourceRoutes, type OwnedResourceCheck } from './owned-resources.js';

/**
 * One valid-looking request per route, keyed by 'METHOD /path' of the routes manifest. The
 * authorization matrix sends it as every caller, the fuzzer mutates it.
 *
 * Rules for a sample:
 * - It must not destroy or add seeded data other test files rely on: updates and deletes name a
 *   made-up `_id` (404), creates refer to a made-up category or repeat a seeded name (4xx).
 * - Writes to the caller's own profile are fine: the security suites use throwaway accounts.
 * - Every route of the manifest has one (tsc and the authorization matrix hold it): a route added to
 *   functions/api/routes.ts without a sample here fails both, naming the key to add.
 * - `expect` (built routes only) is the exact status for callers the gateway and the admin check let
 *   through; without it the matrix checks only the status class.
 */
export interface SampleRequest {
  body?: unknown;
  /** Extra headers; an `authorization` here replaces the caller's (refresh-token reads its own). */
  headers?: Record<string, string>;
}

export interface SampleContext {
  /** Who calls (undefined: anonymous). */
  caller: Account | undefined;
  /** An account whose credentials a public route may need in the request itself (a refresh token). */
  spare: Account;
  catalog: CatalogRefs;
}

export interface Sample {
  /** Called afresh for every request, so e-mails and names can be unique. */
  request: (ctx: SampleContext) => SampleRequest;
  expect?: number;
  /** A fuzzed variant of this sample may still be valid; its write is harmless (own throwaway account, fresh e-mail). */
  harmlessWhenAccepted?: true;
  /** Takes back what an accepted (fuzzed) request created, as the admin who sent it. */
  undo?: (accepted: ApiResponse, adminToken: string) => Promise<void>;
}

const MADE_UP_ID = 'sec-no-such-id-0000';
const unique = (label: string) => `${label}-${randomUUID().slice(0, 8)}`;
const randomEmail = () => `${unique('sec-nobody')}@example.com`;
const PASSWORD = 'Probe#Basket1';
const anImage = (purpose: string) => `/media/${purpose}/sec-probe.png`;

const productFields = (catalog: CatalogRefs) => ({
  name: 'Security Probe Tea',
  description: 'A product that is never stored.',
  unit: '250 g',
  image: [anImage('product')],
  category: [{ _id: catalog.category._id, name: catalog.category.name }],
  subCategory: [{ _id: catalog.subCategory._id, name: catalog.subCategory.name }],
  stock: 10,
  price: 120.5,
  discount: 5,
  more_details: { Origin: 'Assam' },
});

const storeFields = {
  address_line: '1 Probe Street',
  city: 'Mumbai',
  pincode: '400001',
  mobile: '9876543210',
  prepMinutes: 3,
  maxOpenOrders: 10,
  hours: [{ day: 'mon', open: '06:00', close: '23:00' }],
  paused: false,
  reason: '',
};

export const samples: Record<RouteKey, Sample> = {
  // user
  'POST /api/user/register': {
    request: () => ({ body: { name: 'Security Probe', email: `${unique('sec-reg')}@example.com`, password: PASSWORD, confirmPassword: PASSWORD } }),
    expect: 200,
    harmlessWhenAccepted: true,
  },
  'POST /api/user/login': { request: () => ({ body: { email: randomEmail(), password: 'Wrong#Basket1' } }), expect: 400 },
  'PUT /api/user/forgot-password': { request: () => ({ body: { email: randomEmail() } }), expect: 200, harmlessWhenAccepted: true },
  'PUT /api/user/verify-forgot-password-otp': { request: () => ({ body: { email: randomEmail(), otp: '123456' } }), expect: 400 },
  'PUT /api/user/reset-password': {
    request: () => ({ body: { email: randomEmail(), newPassword: PASSWORD, confirmPassword: PASSWORD, resetToken: 'sec-made-up-proof' } }),
    expect: 400,
  },
  'POST /api/user/refresh-token': {
    request: ({ spare }) => ({ headers: { authorization: `Bearer ${spare.refreshToken}` } }),
    expect: 200,
  },
  'GET /api/user/user-details': { request: () => ({}), expect: 200 },
  // Without X-Refresh-Token nothing is revoked: the caller's session keeps working.
  // Ends the caller's session (its sockets, its token): the fuzzer signs in again before each try.
  'GET /api/user/logout': { request: () => ({}), expect: 200, harmlessWhenAccepted: true },
  'PUT /api/user/upload-avatar': { request: () => ({ body: { avatar: anImage('avatar') } }), expect: 200, harmlessWhenAccepted: true },
  'PUT /api/user/update-user': {
    request: ({ caller }) => ({ body: { name: 'Security Probe', email: caller?.email ?? randomEmail(), mobile: '9876543210' } }),
    expect: 200,
    harmlessWhenAccepted: true,
  },

  // No e-mail change waits for the caller: the code is refused, nothing changes.
  'POST /api/user/verify-email': { request: () => ({ body: { otp: '123456' } }), expect: 400 },

  // files (a presigned request only; nothing is stored until a browser uploads)
  'POST /api/file/upload': { request: () => ({ body: { contentType: 'image/png', size: 1000, purpose: 'avatar' } }), expect: 200 },

  // categories
  'POST /api/category/add-category': {
    // A seeded name (another case): valid-looking, refused as a duplicate, nothing stored.
    request: ({ catalog }) => ({ body: { name: catalog.category.name.toUpperCase(), image: anImage('category') } }),
    expect: 409,
    // A fuzzed name is often a valid new name: the category it created goes again.
    undo: async (accepted, adminToken) => {
      const id = (accepted.body.data as { _id?: string } | undefined)?._id;
      if (!id) throw new Error(`add-category accepted without an _id: ${JSON.stringify(accepted.body)}`);
      const removed = await api('DELETE', '/api/category/delete', { token: adminToken, body: { _id: id } });
      if (removed.status !== 200) throw new Error(`could not undo category ${id}: ${removed.status} ${removed.body.message}`);
    },
  },
  'GET /api/category/get': { request: () => ({}), expect: 200 },
  'PUT /api/category/update': { request: () => ({ body: { _id: MADE_UP_ID, name: 'Security Probe', image: anImage('category') } }), expect: 404 },
  'DELETE /api/category/delete': { request: () => ({ body: { _id: MADE_UP_ID } }), expect: 404 },

  // sub categories
  'POST /api/subcategory/create': {
    request: () => ({ body: { name: unique('Security Probe'), image: anImage('subcategory'), category: [{ _id: MADE_UP_ID, name: 'Ghost' }] } }),
    expect: 400,
  },
  'POST /api/subcategory/get': { request: () => ({ body: {} }), expect: 200 },
  'PUT /api/subcategory/update': {
    request: ({ catalog }) => ({
      body: { _id: MADE_UP_ID, name: unique('Security Probe'), image: anImage('subcategory'), category: [{ _id: catalog.category._id, name: catalog.category.name }] },
    }),
    expect: 404,
  },
  'DELETE /api/subcategory/delete': { request: () => ({ body: { _id: MADE_UP_ID } }), expect: 404 },

  // products
  'POST /api/product/create': {
    request: ({ catalog }) => ({ body: { ...productFields(catalog), category: [{ _id: MADE_UP_ID, name: 'Ghost' }] } }),
    expect: 400,
  },
  'POST /api/product/get': { request: () => ({ body: { page: 1, limit: 12, search: '' } }), expect: 200 },
  'POST /api/product/get-product-by-category': { request: ({ catalog }) => ({ body: { id: catalog.category._id } }), expect: 200 },
  'POST /api/product/get-pruduct-by-category-and-subcategory': {
    request: ({ catalog }) => ({ body: { categoryId: catalog.category._id, subCategoryId: catalog.subCategory._id, page: 1, limit: 8 } }),
    expect: 200,
  },
  'POST /api/product/get-product-details': { request: ({ catalog }) => ({ body: { productId: catalog.product._id } }), expect: 200 },
  'PUT /api/product/update-product-details': { request: ({ catalog }) => ({ body: { _id: MADE_UP_ID, ...productFields(catalog) } }), expect: 404 },
  'DELETE /api/product/delete-product': { request: () => ({ body: { _id: MADE_UP_ID } }), expect: 404 },
  'POST /api/product/search-product': { request: () => ({ body: { search: 'tea', page: 1 } }), expect: 200 },

  // addresses (a new address belongs to the caller: a throwaway account)
  'POST /api/address/create': {
    request: () => ({ body: { address_line: '12 MG Road', city: 'Bengaluru', state: 'Karnataka', country: 'India', pincode: '560001', mobile: '9876543210' } }),
    expect: 200,
    harmlessWhenAccepted: true,
  },
  'GET /api/address/get': { request: () => ({}), expect: 200 },
  'PUT /api/address/update': {
    request: () => ({
      body: { _id: MADE_UP_ID, address_line: '12 MG Road', city: 'Bengaluru', state: 'Karnataka', country: 'India', pincode: '560001', mobile: '9876543210' },
    }),
    expect: 404,
  },
  'DELETE /api/address/disable': { request: () => ({ body: { _id: MADE_UP_ID } }), expect: 404 },

  // cart (a cart line belongs to the caller; its id is the product's id)
  'POST /api/cart/create': { request: ({ catalog }) => ({ body: { productId: catalog.product._id } }), harmlessWhenAccepted: true },
  'GET /api/cart/get': { request: () => ({}), expect: 200 },
  'POST /api/cart/bill': { request: () => ({ body: { tip: 20 } }), expect: 200 },
  // A guest's lines (public, reads only): the bill of a seeded product at the default store.
  'POST /api/cart/guest-bill': { request: ({ catalog }) => ({ body: { lines: [{ productId: catalog.product._id, quantity: 2 }] } }), expect: 200 },
  'PUT /api/cart/update-qty': { request: () => ({ body: { _id: MADE_UP_ID, qty: 2 } }), expect: 404 },
  'DELETE /api/cart/delete-cart-item': { request: () => ({ body: { _id: MADE_UP_ID } }), expect: 404 },
  'GET /api/cart/offers': { request: () => ({}), expect: 200 },
  // A code nobody made: refused, nothing applied.
  'POST /api/cart/apply-offer': { request: () => ({ body: { code: 'SECNOSUCHCODE' } }), expect: 400 },
  'DELETE /api/cart/offer': { request: () => ({}), expect: 200, harmlessWhenAccepted: true },
  'POST /api/cart/merge': {
    request: ({ catalog }) => ({ body: { lines: [{ productId: catalog.product._id, quantity: 1 }] }, headers: { 'Idempotency-Key': randomUUID() } }),
    expect: 200,
    harmlessWhenAccepted: true,
  },

  // orders (a made-up address: nothing is ordered, no stock moves)
  'POST /api/order/cash-on-delivery': { request: () => ({ body: { list_items: [], addressId: MADE_UP_ID, subTotalAmt: 1, totalAmt: 1 } }), expect: 400 },
  'POST /api/order/checkout': { request: () => ({ body: { list_items: [], addressId: MADE_UP_ID, subTotalAmt: 1, totalAmt: 1 } }), expect: 400 },
  'GET /api/order/order-list': { request: () => ({}), expect: 200 },
  // Unsigned: refused before anything is published.
  'POST /api/order/webhook': { request: () => ({ body: { id: 'evt_sec_probe', type: 'checkout.session.completed' } }), expect: 400 },
  // an order's life (a made-up order id: nothing moves)
  'POST /api/order/details': { request: () => ({ body: { _id: MADE_UP_ID } }), expect: 404 },
  'POST /api/order/invoice': { request: () => ({ body: { orderId: MADE_UP_ID } }), expect: 404 },
  'POST /api/order/cancel': { request: () => ({ body: { _id: MADE_UP_ID, reason: 'Ordered by mistake' } }), expect: 404 },
  'POST /api/order/resume-payment': { request: () => ({ body: { _id: MADE_UP_ID } }), expect: 404 },
  'POST /api/order/reorder': { request: () => ({ body: { _id: MADE_UP_ID } }), expect: 404 },
  'POST /api/order/admin-list': { request: () => ({ body: { limit: 5 } }), expect: 200, harmlessWhenAccepted: true },
  'PUT /api/order/update-status': { request: () => ({ body: { _id: MADE_UP_ID, status: 'packed' } }), expect: 404 },
  'POST /api/order/refund': { request: () => ({ body: { _id: MADE_UP_ID } }), expect: 404 },
  'POST /api/order/refund-part': { request: () => ({ body: { _id: MADE_UP_ID, amount: 10, reason: 'Torn pack' } }), expect: 404 },
  'POST /api/order/substitution': { request: () => ({ body: { orderId: MADE_UP_ID, lineId: MADE_UP_ID, accept: true } }), expect: 404 },

  // offers (the seeded WELCOME50's code again: nothing is stored; a made-up offer to change or delete)
  'GET /api/offer/get': { request: () => ({}), expect: 200 },
  'POST /api/offer/create': {
    request: () => ({ body: { code: 'welcome50', title: unique('Security Probe Offer'), kind: 'flat', flatPaise: 100 } }),
    expect: 409,
    // A fuzzed offer may be valid (another code, or none): it goes again.
    undo: async (accepted, adminToken) => {
      const id = (accepted.body.data as { _id?: string } | undefined)?._id;
      if (!id) throw new Error(`offer create accepted without an _id: ${JSON.stringify(accepted.body)}`);
      const removed = await api('DELETE', '/api/offer/delete', { token: adminToken, body: { _id: id } });
      if (removed.status !== 200) throw new Error(`could not undo offer ${id}: ${removed.status} ${removed.body.message}`);
    },
  },
  'PUT /api/offer/update': { request: () => ({ body: { _id: MADE_UP_ID, title: 'Security probe', kind: 'flat', flatPaise: 100 } }), expect: 404 },
  'DELETE /api/offer/delete': { request: () => ({ body: { _id: MADE_UP_ID } }), expect: 404 },

  // dark stores (a made-up store, or a pincode a seeded store serves: nothing is stored)
  'POST /api/store/serviceability': { request: () => ({ body: { pincode: '560099' } }), expect: 200 },
  'GET /api/store/get': { request: () => ({}), expect: 200 },
  'POST /api/store/create': {
    request: () => ({ body: { ...storeFields, name: unique('Security Probe Store'), zones: [{ pincode: '400001', travelMinutes: 5 }] } }),
    expect: 409,
    // A fuzzed store may be valid (no zones, or another pincode): it goes again.
    undo: async (accepted, adminToken) => {
      const id = (accepted.body.data as { _id?: string } | undefined)?._id;
      if (!id) throw new Error(`store create accepted without an _id: ${JSON.stringify(accepted.body)}`);
      const removed = await api('DELETE', '/api/store/delete', { token: adminToken, body: { _id: id } });
      if (removed.status !== 200) throw new Error(`could not undo store ${id}: ${removed.status} ${removed.body.message}`);
    },
  },
  'PUT /api/store/update': { request: () => ({ body: { _id: MADE_UP_ID, paused: true, reason: 'Security probe' } }), expect: 404 },
  'DELETE /api/store/delete': { request: () => ({ body: { _id: MADE_UP_ID } }), expect: 404 },
  'POST /api/store/empty-stock': { request: () => ({ body: { _id: MADE_UP_ID } }), expect: 404 },
  'POST /api/store/stock': { request: () => ({ body: { storeId: MADE_UP_ID, filter: 'low' } }), expect: 404 },
  'PUT /api/store/update-stock': {
    request: ({ catalog }) => ({ body: { storeId: MADE_UP_ID, productId: catalog.product._id, stock: 5, stockSeen: 0 } }),
    expect: 404,
  },
  'GET /api/store/low-stock': { request: () => ({}), expect: 200 },
  // stock batches: a made-up store is refused before anything is written
  'POST /api/store/receive-stock': {
    request: ({ catalog }) => ({ body: { storeId: MADE_UP_ID, productId: catalog.product._id, quantity: 5, expiresOn: '2099-12-31' }, headers: { 'Idempotency-Key': randomUUID() } }),
    expect: 404,
  },
  'POST /api/store/receive-stock-csv': { request: ({ catalog }) => ({ body: { storeId: MADE_UP_ID, csv: `productId,quantity\n${catalog.product._id},5\n` } }), expect: 404 },
  'POST /api/store/write-offs': { request: () => ({ body: { storeId: MADE_UP_ID } }), expect: 404 },
  'PUT /api/store/write-offs': { request: () => ({ body: { storeId: MADE_UP_ID, batchId: MADE_UP_ID } }), expect: 404 },

  // exports: an accepted one queues a job that writes its own expiring job item and a file under
  // export/, nothing of the catalog or of anyone's account
  'POST /api/product/export': { request: () => ({ body: {} }), expect: 200, harmlessWhenAccepted: true },
  'POST /api/order/export': { request: () => ({ body: { from: '2026-01-01', to: '2026-01-02' } }), expect: 200, harmlessWhenAccepted: true },
  'POST /api/export/status': { request: () => ({ body: { jobId: MADE_UP_ID } }), expect: 404 },
  // imports: a key no upload has (nothing is queued), and a made-up job
  'POST /api/product/import': { request: () => ({ body: { key: 'import/sec-no-such-upload.csv', createMissingCategories: false } }), expect: 400 },
  'POST /api/product/import-status': { request: () => ({ body: { jobId: MADE_UP_ID } }), expect: 404 },
  // the dashboard (reads only)
  'POST /api/report/summary': { request: () => ({ body: { from: '2026-01-01', to: '2026-01-02' } }), expect: 200 },
  // riders (a made-up store, rider or order: nothing is stored). The rider's own routes refuse every
  // caller of the matrix; the fuzzer sends them as a rider of a store of its own.
  'GET /api/rider/get': { request: () => ({}), expect: 200 },
  'POST /api/rider/create': { request: () => ({ body: { name: 'Security Probe Rider', email: randomEmail(), mobile: '9876501234', storeId: MADE_UP_ID } }), expect: 400 },
  'PUT /api/rider/update': { request: () => ({ body: { _id: MADE_UP_ID, name: 'Security Probe Rider' } }), expect: 404 },
  'GET /api/rider/me': { request: () => ({}) },
  // The fuzzer's rider is the only one at its own store: on duty there, it is offered nothing of anyone's.
  'PUT /api/rider/duty': { request: () => ({ body: { onDuty: false } }), harmlessWhenAccepted: true },
  'POST /api/rider/pickup': { request: () => ({ body: { _id: MADE_UP_ID } }) },
  'POST /api/rider/deliver': { request: () => ({ body: { _id: MADE_UP_ID, code: '1234' } }) },
  'POST /api/rider/fail': { request: () => ({ body: { _id: MADE_UP_ID, reason: 'Security probe' } }) },
  'POST /api/order/assign': { request: () => ({ body: { _id: MADE_UP_ID, riderId: MADE_UP_ID } }), expect: 404 },
  // The matrix's rider holds no order out for delivery: a position is refused and nothing stored.
  'PUT /api/rider/location': { request: () => ({ body: { lat: 12.97, lng: 77.64, accuracy: 10 } }), expect: 409 },
  'POST /api/order/rider-position': { request: () => ({ body: { _id: MADE_UP_ID } }), expect: 404 },
  // picking (a made-up store, product or order: nothing is stored). The matrix's picker is of a real
  // store: a made-up store or order is "not found" to it as to an admin.
  'GET /api/picker/get': { request: () => ({}), expect: 200 },
  'POST /api/picker/create': { request: () => ({ body: { name: 'Security Probe Picker', email: randomEmail(), storeId: MADE_UP_ID } }), expect: 400 },
  'POST /api/picker/queue': { request: () => ({ body: { storeId: MADE_UP_ID } }), expect: 404 },
  'POST /api/picker/start': { request: () => ({ body: { orderId: MADE_UP_ID } }), expect: 404 },
  'POST /api/picker/scan': { request: () => ({ body: { orderId: MADE_UP_ID, code: '8901030865275' } }), expect: 404 },
  'POST /api/picker/unavailable': { request: () => ({ body: { orderId: MADE_UP_ID, lineId: MADE_UP_ID, quantity: 1 } }), expect: 404 },
  'POST /api/picker/packed': { request: () => ({ body: { orderId: MADE_UP_ID } }), expect: 404 },
  'PUT /api/store/update-shelf': { request: () => ({ body: { storeId: MADE_UP_ID, productId: MADE_UP_ID, shelf: 'A3-2' } }), expect: 404 },
  'POST /api/store/stock-gaps': { request: () => ({ body: { storeId: MADE_UP_ID } }), expect: 200 },
  // ratings: a made-up order is not the caller's (404); scores of a made-up store are 404 to an admin
  'POST /api/order/rate': { request: () => ({ body: { orderId: MADE_UP_ID, delivery: 'up' } }), expect: 404 },
  'POST /api/order/rating': { request: () => ({ body: { orderId: MADE_UP_ID } }), expect: 404 },
  'POST /api/rating/scores': { request: () => ({ body: { storeId: MADE_UP_ID } }), expect: 404 },
  'POST /api/rating/products': { request: () => ({ body: { productIds: [MADE_UP_ID] } }), expect: 200 },
  // store credit: the caller's own ledger; a grant to a made-up user is 404 to an admin
  'POST /api/credit/get': { request: () => ({ body: {} }), expect: 200 },
  'POST /api/credit/grant': { request: () => ({ body: { userId: MADE_UP_ID, amount: 10, reason: 'Probe' }, headers: { 'idempotency-key': randomUUID() } }), expect: 404 },
};

export const sampleFor = (key: RouteKey): Sample => samples[key];

/** The manifest's routes that have no sample here (the authorization matrix fails on any). */
export const routesWithoutSample = (): RouteKey[] => manifest.map(routeKey).filter((key) => !Object.hasOwn(samples, key));

export async function sampleContext(caller: Account | undefined, spare: Account): Promise<SampleContext> {
  return { caller, spare, catalog: await seededCatalog() };
}

/** Sends a route's sample as one caller: their access token unless the sample brings its own authorization. */
export async function callWithSample(
  route: { method: string; path: string },
  sample: Sample,
  ctx: SampleContext,
): Promise<ApiResponse> {
  const { body, headers } = sample.request(ctx);
  // api() puts `token` over any authorization header, so a sample's own one means no token.
  const token = headers && Object.keys(headers).some((h) => h.toLowerCase() === 'authorization') ? undefined : ctx.caller?.accessToken;
  return api(route.method, route.path, { token, body: route.method === 'GET' ? undefined : body, headers });
}

/** Routes the manifest declares that a sample key or an owned-resource check names (typos fail a test). */
export const knownRouteKeys = new Set<string>(manifest.map(routeKey));
