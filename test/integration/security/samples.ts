import { randomUUID } from 'node:crypto';
import { api, type ApiResponse } from '../helpers.js';
import { manifest, routeKey, seededCatalog, type Account, type CatalogRefs, type RouteKey } from './support.js';

/**
 * One valid-looking request per route, keyed by 'METHOD /path' of the routes manifest. The
 * authorization matrix sends it as every caller, the fuzzer mutates it.
 *
 * Rules for a sample:
 * - It must not destroy or add seeded data other test files rely on: updates and deletes name a
 *   made-up `_id` (404), creates refer to a made-up category or repeat a seeded name (4xx).
 * - Writes to the caller's own profile are fine: the security suites use throwaway accounts.
 * - A route without a sample is called with `{}`: for user and admin routes the authorization
 *   outcome comes before validation, so the matrix still holds. Add a sample when a route is built.
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

export const samples: Partial<Record<RouteKey, Sample>> = {
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
  'GET /api/user/logout': { request: () => ({}), expect: 200 },
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
  'PUT /api/cart/update-qty': { request: () => ({ body: { _id: MADE_UP_ID, qty: 2 } }), expect: 404 },
  'DELETE /api/cart/delete-cart-item': { request: () => ({ body: { _id: MADE_UP_ID } }), expect: 404 },
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
  'POST /api/order/cancel': { request: () => ({ body: { _id: MADE_UP_ID, reason: 'Ordered by mistake' } }), expect: 404 },
  'POST /api/order/resume-payment': { request: () => ({ body: { _id: MADE_UP_ID } }), expect: 404 },
  'POST /api/order/reorder': { request: () => ({ body: { _id: MADE_UP_ID } }), expect: 404 },
  'POST /api/order/admin-list': { request: () => ({ body: { limit: 5 } }), expect: 200, harmlessWhenAccepted: true },
  'PUT /api/order/update-status': { request: () => ({ body: { _id: MADE_UP_ID, status: 'packed' } }), expect: 404 },
  'POST /api/order/refund': { request: () => ({ body: { _id: MADE_UP_ID } }), expect: 404 },

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

  // riders (a made-up store or rider: nothing is stored); the rider's own routes refuse every caller of the matrix
  // exports (issue 26): an accepted one queues a job that writes its own expiring job item and a file
  // under export/, nothing of the catalog or of anyone's account
  'POST /api/product/export': { request: () => ({ body: {} }), expect: 200, harmlessWhenAccepted: true },
  'POST /api/order/export': { request: () => ({ body: { from: '2026-01-01', to: '2026-01-02' } }), expect: 200, harmlessWhenAccepted: true },
  'GET /api/rider/get': { request: () => ({}), expect: 200 },
  'POST /api/rider/create': { request: () => ({ body: { name: 'Security Probe Rider', email: randomEmail(), mobile: '9876501234', storeId: MADE_UP_ID } }), expect: 400 },
  'PUT /api/rider/update': { request: () => ({ body: { _id: MADE_UP_ID, name: 'Security Probe Rider' } }), expect: 404 },
  'GET /api/rider/me': { request: () => ({}) },
  'PUT /api/rider/duty': { request: () => ({ body: { onDuty: false } }) },
  'POST /api/rider/pickup': { request: () => ({ body: { _id: MADE_UP_ID } }) },
  'POST /api/rider/deliver': { request: () => ({ body: { _id: MADE_UP_ID, code: '1234' } }) },
  'POST /api/rider/fail': { request: () => ({ body: { _id: MADE_UP_ID, reason: 'Security probe' } }) },
  'POST /api/order/assign': { request: () => ({ body: { _id: MADE_UP_ID, riderId: MADE_UP_ID } }), expect: 404 },
};

export const EMPTY_SAMPLE: Sample = { request: () => ({ body: {} }) };
export const sampleFor = (key: RouteKey): Sample => samples[key] ?? EMPTY_SAMPLE;

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

// ---------------------------------------------------------------------------------------------
// EXTENSION POINT: "another shopper" for owned resources (cart lines, addresses, orders).
//
// Each check creates a resource as shopper A, then calls `route` as shopper B for A's resource and
// expects B to be told it does not exist (404), with A's resource unchanged. A check runs as soon as
// its `route` and every route in `needs` are built in the manifest; until then it shows as a todo.
// The bodies follow SPEC.md section 7; whoever builds the route adjusts the check if the shapes differ.
// ---------------------------------------------------------------------------------------------

export interface OwnedResourceCheck {
  /** The route under test: one that acts on a resource of the caller. */
  route: RouteKey;
  /** Routes the setup uses. */
  needs: RouteKey[];
  /** Creates a resource as `owner` (shopper A); returns its id. */
  create: (owner: Account, catalog: CatalogRefs) => Promise<string>;
  /** What B sends for A's resource (B may prepare their own state first). */
  request: (resourceId: string, other: Account, catalog: CatalogRefs) => Promise<SampleRequest>;
  /** Default 404. List routes: 200, and the answer must not mention the resource. */
  expectStatus?: number | number[];
  /** What A sees of the resource: compared before and after B's call. */
  ownerView: (owner: Account, resourceId: string) => Promise<unknown>;
}

const ok = <T>(res: ApiResponse<T>, what: string): ApiResponse<T> => {
  if (res.status >= 300) throw new Error(`setup step "${what}" answered ${res.status}: ${res.body.message} (adjust ownedResourceRoutes)`);
  return res;
};

function findById(res: ApiResponse, id: string): unknown {
  const items = Array.isArray(res.body.data) ? (res.body.data as Record<string, unknown>[]) : [];
  return items.find((item) => item._id === id || item.orderId === id);
}

async function cartLineOf(owner: Account, catalog: CatalogRefs): Promise<string> {
  ok(await api('POST', '/api/cart/create', { token: owner.accessToken, body: { productId: catalog.product._id } }), 'add to cart');
  const cart = ok(await api('GET', '/api/cart/get', { token: owner.accessToken }), 'get cart');
  const line = (cart.body.data as { _id: string }[] | undefined)?.[0];
  if (!line) throw new Error('the cart is empty after adding a product (adjust ownedResourceRoutes)');
  return line._id;
}

/** In the default store's zones (Mumbai Central), where the samples' products are stocked. */
const ADDRESS = { address_line: '7 Colaba Causeway', city: 'Mumbai', state: 'Maharashtra', country: 'India', pincode: '400005', mobile: '9876543210' };

async function addressOf(owner: Account): Promise<string> {
  const created = ok(await api<{ _id?: string }>('POST', '/api/address/create', { token: owner.accessToken, body: ADDRESS }), 'create address');
  if (created.body.data?._id) return created.body.data._id;
  const list = ok(await api<{ _id: string }[]>('GET', '/api/address/get', { token: owner.accessToken }), 'get addresses');
  const address = list.body.data?.at(-1);
  if (!address) throw new Error('no address after creating one (adjust ownedResourceRoutes)');
  return address._id;
}

const cartView = async (owner: Account, id: string) => findById(await api('GET', '/api/cart/get', { token: owner.accessToken }), id);

const ORDER_NEEDS: RouteKey[] = ['POST /api/cart/create', 'GET /api/cart/get', 'POST /api/address/create', 'GET /api/address/get', 'POST /api/order/cash-on-delivery'];

/** Places one cash-on-delivery order for the owner (one unit of a seeded product). */
async function orderOf(owner: Account, catalog: CatalogRefs): Promise<string> {
  await cartLineOf(owner, catalog);
  const addressId = await addressOf(owner);
  const placed = ok(
    await api<{ _id: string }>('POST', '/api/order/cash-on-delivery', { token: owner.accessToken, body: { addressId } }),
    'cash on delivery',
  );
  return placed.body.data!._id;
}

/** The order as its owner sees it (status, timeline, cart untouched by B). */
const orderView = async (owner: Account, id: string) => {
  const details = await api('POST', '/api/order/details', { token: owner.accessToken, body: { _id: id } });
  return { details: details.body.data, cart: (await api('GET', '/api/cart/get', { token: owner.accessToken })).body.data };
};
const addressView = async (owner: Account, id: string) => findById(await api('GET', '/api/address/get', { token: owner.accessToken }), id);

export const ownedResourceRoutes: OwnedResourceCheck[] = [
  {
    route: 'PUT /api/cart/update-qty',
    needs: ['POST /api/cart/create', 'GET /api/cart/get'],
    create: cartLineOf,
    request: async (id) => ({ body: { _id: id, qty: 3 } }),
    ownerView: cartView,
  },
  {
    route: 'DELETE /api/cart/delete-cart-item',
    needs: ['POST /api/cart/create', 'GET /api/cart/get'],
    create: cartLineOf,
    request: async (id) => ({ body: { _id: id } }),
    ownerView: cartView,
  },
  {
    route: 'GET /api/cart/get',
    needs: ['POST /api/cart/create'],
    create: cartLineOf,
    request: async () => ({}),
    expectStatus: 200,
    ownerView: cartView,
  },
  {
    route: 'PUT /api/address/update',
    needs: ['POST /api/address/create', 'GET /api/address/get'],
    create: (owner) => addressOf(owner),
    request: async (id, other) => ({ body: { _id: id, userId: other.userId, ...ADDRESS, city: 'Mysuru' } }),
    ownerView: addressView,
  },
  {
    route: 'DELETE /api/address/disable',
    needs: ['POST /api/address/create', 'GET /api/address/get'],
    create: (owner) => addressOf(owner),
    request: async (id) => ({ body: { _id: id } }),
    ownerView: addressView,
  },
  {
    route: 'GET /api/address/get',
    needs: ['POST /api/address/create'],
    create: (owner) => addressOf(owner),
    request: async () => ({}),
    expectStatus: 200,
    ownerView: addressView,
  },
  {
    // B has a cart of their own, so the only thing wrong is the address: it is A's. The route calls
    // an address it cannot use "Please choose a delivery address" (400); a 404 would do as well.
    route: 'POST /api/order/cash-on-delivery',
    expectStatus: [400, 404],
    needs: ['POST /api/address/create', 'GET /api/address/get', 'POST /api/cart/create', 'GET /api/cart/get'],
    create: (owner) => addressOf(owner),
    request: async (id, other, catalog) => {
      await cartLineOf(other, catalog);
      const cart = await api<unknown[]>('GET', '/api/cart/get', { token: other.accessToken });
      return { body: { list_items: cart.body.data ?? [], addressId: id, subTotalAmt: 1, totalAmt: 1 } };
    },
    ownerView: addressView,
  },
  {
    route: 'POST /api/order/checkout',
    expectStatus: [400, 404],
    needs: ['POST /api/address/create', 'GET /api/address/get', 'POST /api/cart/create', 'GET /api/cart/get'],
    create: (owner) => addressOf(owner),
    request: async (id, other, catalog) => {
      await cartLineOf(other, catalog);
      return { body: { list_items: [], addressId: id, subTotalAmt: 1, totalAmt: 1 } };
    },
    ownerView: addressView,
  },
  {
    // B lists their own orders: A's is not among them.
    route: 'GET /api/order/order-list',
    needs: ORDER_NEEDS,
    create: orderOf,
    request: async () => ({}),
    expectStatus: 200,
    ownerView: orderView,
  },
  // B names A's order: it does not exist for B, and nothing about it changes.
  ...(['POST /api/order/details', 'POST /api/order/cancel', 'POST /api/order/resume-payment', 'POST /api/order/reorder'] as const).map(
    (route): OwnedResourceCheck => ({
      route,
      needs: [...ORDER_NEEDS, 'POST /api/order/details'],
      create: orderOf,
      request: async (id) => ({ body: { _id: id } }),
      ownerView: orderView,
    }),
  ),
];

/** Routes the manifest declares that a sample key or an owned-resource check names (typos fail a test). */
export const knownRouteKeys = new Set<string>(manifest.map(routeKey));
