import { randomUUID } from 'node:crypto';
import { api, type ApiResponse } from '../helpers.js';
import type { Account, CatalogRefs, RouteKey } from './support.js';
import type { SampleRequest } from './samples.js';

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
/** A's cart with the seeded free-delivery code applied; the resource named is A's cart line. */
async function appliedOfferOf(owner: Account, catalog: CatalogRefs): Promise<string> {
  const line = await cartLineOf(owner, catalog);
  ok(await api('POST', '/api/cart/apply-offer', { token: owner.accessToken, body: { code: 'FREEDEL' } }), 'apply FREEDEL');
  return line;
}
/** B applies a code to their own cart (applied, or refused for B's cart's reason). */
async function applyOwnCode(_id: string, other: Account, catalog: CatalogRefs): Promise<SampleRequest> {
  await cartLineOf(other, catalog);
  return { body: { code: 'SAVE10' } };
}
const offersView = async (owner: Account) => (await api('GET', '/api/cart/offers', { token: owner.accessToken })).body.data;
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
    // B's bill at A's address: the address cannot be used, as at checkout.
    route: 'POST /api/cart/bill',
    expectStatus: [400, 404],
    needs: ['POST /api/address/create', 'GET /api/address/get'],
    create: (owner) => addressOf(owner),
    request: async (id) => ({ body: { addressId: id } }),
    ownerView: addressView,
  },
  // The applied code is the shopper's own: B reading, applying or removing theirs leaves A's as it was.
  ...(
    [
      ['GET /api/cart/offers', async () => ({}), 200],
      ['POST /api/cart/apply-offer', applyOwnCode, [200, 400]],
      ['DELETE /api/cart/offer', async () => ({}), 200],
    ] as const
  ).map(
    ([route, request, expectStatus]): OwnedResourceCheck => ({
      route,
      needs: ['POST /api/cart/create', 'GET /api/cart/get', 'POST /api/cart/apply-offer', 'GET /api/cart/offers'],
      create: appliedOfferOf,
      request,
      expectStatus: [expectStatus].flat(),
      ownerView: offersView,
    }),
  ),
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
  // The invoice and the rating of A's order: as for the order itself, they do not exist for B.
  {
    route: 'POST /api/order/invoice',
    needs: [...ORDER_NEEDS, 'POST /api/order/details'],
    create: orderOf,
    request: async (id) => ({ body: { orderId: id } }),
    ownerView: orderView,
  },
  {
    route: 'POST /api/order/rating',
    needs: [...ORDER_NEEDS, 'POST /api/order/details'],
    create: orderOf,
    request: async (id) => ({ body: { orderId: id } }),
    ownerView: orderView,
  },
  {
    route: 'POST /api/order/rider-position',
    needs: [...ORDER_NEEDS, 'POST /api/order/details'],
    create: orderOf,
    request: async (id) => ({ body: { _id: id } }),
    ownerView: orderView,
  },
  {
    route: 'POST /api/order/substitution',
    needs: [...ORDER_NEEDS, 'POST /api/order/details'],
    create: orderOf,
    request: async (id) => ({ body: { orderId: id, lineId: 'any-line', accept: true } }),
    ownerView: orderView,
  },
  // A's order's problems: B can neither read them nor report one (nothing is written).
  {
    route: 'POST /api/order/claims',
    needs: [...ORDER_NEEDS, 'POST /api/order/details'],
    create: orderOf,
    request: async (id) => ({ body: { orderId: id } }),
    ownerView: orderView,
  },
  {
    route: 'POST /api/order/claim',
    needs: [...ORDER_NEEDS, 'POST /api/order/details'],
    create: orderOf,
    request: async (id, _other, catalog) => ({
      body: { orderId: id, lines: [{ productId: catalog.product._id, quantity: 1 }], reason: 'damaged' },
      headers: { 'idempotency-key': randomUUID() },
    }),
    ownerView: orderView,
  },
  {
    route: 'POST /api/order/rate',
    needs: [...ORDER_NEEDS, 'POST /api/order/details'],
    create: orderOf,
    request: async (id) => ({ body: { orderId: id, delivery: 'down', tags: ['rude'] } }),
    ownerView: orderView,
  },
];
