/**
 * Stock per store over HTTP: two stores A and B, one product with 3 at A and 0 at B.
 * What a shopper sees is the chosen store's stock; an order takes its address's store's stock only,
 * never oversells it, gives it back there, and counts in that store's load; an address no open
 * store serves is refused in the shopper's words with nothing written.
 */
import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminApiOrder, ApiOrder } from '../../functions/core/order-api.js';
import { WEEKDAYS, storeClock, type StoreRecord } from '../../functions/core/stores.js';
import { keys } from '../../functions/data/keys.js';
import { DEFAULT_SEED_STORE } from '../../local/seed/stores.js';
import { api, apiUrl, createProduct, eventually, newShopper, partition, table, tokenFor, type TestProduct } from './helpers.js';
import { openOrdersAt, putStoreStock, storeStockOf, testStore, unservedPincode } from './stores-support.js';

const MUMBAI = DEFAULT_SEED_STORE._id;
const header = (store: StoreRecord | string) => ({ 'x-store-id': typeof store === 'string' ? store : store._id });
const pincodeOf = (store: StoreRecord) => store.zones[0]!.pincode;

type Product = { _id: string; stock: number };

/** A new shopper with an address at `pincode` and `qty` of each product in the cart, added while browsing `store`. */
async function shopperAt(pincode: string, lines: { product: TestProduct; qty: number }[], store?: StoreRecord) {
  const shopper = await newShopper();
  const token = shopper.accessToken;
  const address = await api<{ _id: string }>('POST', '/api/address/create', {
    token,
    body: { address_line: '7 Test Lane', city: 'Testpur', state: 'Maharashtra', country: 'India', pincode, mobile: '9876501234' },
  });
  expect(address.status, address.body.message).toBe(200);
  const headers = store ? header(store) : undefined;
  for (const { product, qty } of lines) {
    const added = await api('POST', '/api/cart/create', { token, body: { productId: product._id }, headers });
    expect(added.status, added.body.message).toBe(200);
    if (qty > 1) expect((await api('PUT', '/api/cart/update-qty', { token, body: { _id: product._id, qty }, headers })).status).toBe(200);
  }
  return { ...shopper, token, addressId: address.body.data!._id };
}

const cashOrder = (shopper: { token: string; addressId: string }) =>
  api<ApiOrder>('POST', '/api/order/cash-on-delivery', { token: shopper.token, body: { addressId: shopper.addressId } });
const cardCheckout = (shopper: { token: string; addressId: string }) =>
  api<{ id: string; order: ApiOrder }>('POST', '/api/order/checkout', { token: shopper.token, body: { addressId: shopper.addressId } });
const details = async (productId: string, headers?: Record<string, string>, body: Record<string, string> = {}) =>
  (await api<Product>('POST', '/api/product/get-product-details', { body: { productId, ...body }, headers })).body.data!.stock;

describe('what a shopper sees is the chosen store\'s stock', () => {
  let a: StoreRecord;
  let b: StoreRecord;
  let product: TestProduct;

  beforeAll(async () => {
    [a, b] = await Promise.all([testStore({ name: 'Store A' }), testStore({ name: 'Store B' })]);
    product = await createProduct({ stock: 7, price: 30 });
    await putStoreStock(a._id, product._id, 3);
    await putStoreStock(b._id, product._id, 0);
  });

  it('details, listings, rows and search: header X-Store-Id, body storeId, none or unknown (the default store)', async () => {
    // The store list is kept a few seconds per container: a store created a moment ago is found once it is read again.
    await eventually(async () => expect(await details(product._id, header(b))).toBe(0));
    expect(await details(product._id, undefined, { storeId: a._id })).toBe(3);
    expect(await details(product._id)).toBe(7);
    expect(await details(product._id, header('no-such-store'))).toBe(7);
    // The body wins over the header.
    expect(await details(product._id, header(b), { storeId: a._id })).toBe(3);

    const searched = await api<Product[]>('POST', '/api/product/search-product', { body: { search: product.name, page: 1 }, headers: header(b) });
    expect(searched.body.data!.find((p) => p._id === product._id)?.stock).toBe(0);
    const listed = await api<Product[]>('POST', '/api/product/get', { body: { page: 1, limit: 5, storeId: a._id } });
    expect(listed.body.data!.find((p) => p._id === product._id)?.stock).toBe(3);
    const categoryId = (await api<{ category: { _id: string }[] }>('POST', '/api/product/get-product-details', { body: { productId: product._id } })).body.data!.category[0]!._id;
    const rows = await api<{ products: Product[] }[]>('POST', '/api/product/get-product-by-category', { body: { ids: [categoryId] }, headers: header(b) });
    expect(rows.body.data![0]!.products.find((p) => p._id === product._id)?.stock).toBe(0);
  });

  it('the cart: Add and the quantity cap follow the header\'s store, the cart shows its stock', async () => {
    const shopper = await newShopper();
    const token = shopper.accessToken;
    const atB = await api('POST', '/api/cart/create', { token, body: { productId: product._id }, headers: header(b) });
    expect(atB.status).toBe(409);
    expect(atB.body.message).toBe(`${product.name} is out of stock`);
    expect((await api('POST', '/api/cart/create', { token, body: { productId: product._id }, headers: header(a) })).status).toBe(200);
    const tooMany = await api('PUT', '/api/cart/update-qty', { token, body: { _id: product._id, qty: 4 }, headers: header(a) });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.message).toBe(`Only 3 of ${product.name} left in stock`);
    // The default store has 7.
    expect((await api('PUT', '/api/cart/update-qty', { token, body: { _id: product._id, qty: 4 } })).status).toBe(200);
    const cart = async (headers?: Record<string, string>) =>
      (await api<{ productId: Product }[]>('GET', '/api/cart/get', { token, headers })).body.data![0]!.productId.stock;
    expect(await cart(header(a))).toBe(3);
    expect(await cart(header(b))).toBe(0);
    expect(await cart()).toBe(7);
  });
});

describe('orders take their address\'s store\'s stock', () => {
  let a: StoreRecord;
  let b: StoreRecord;

  beforeAll(async () => {
    [a, b] = await Promise.all([testStore({ name: 'Store A', prepMinutes: 3 }), testStore({ name: 'Store B' })]);
  });

  const stockEverywhere = async (product: TestProduct) => ({
    a: await storeStockOf(a._id, product._id),
    b: await storeStockOf(b._id, product._id),
    default: await storeStockOf(MUMBAI, product._id),
  });

  it('an order to A\'s pincode takes A\'s stock only, carries the store and its ETA, counts in A\'s load; cancelling gives it back to A', async () => {
    const product = await createProduct({ stock: 7, price: 30 });
    await putStoreStock(a._id, product._id, 3);
    await putStoreStock(b._id, product._id, 0);
    const shopper = await shopperAt(pincodeOf(a), [{ product, qty: 1 }], a);
    const loadBefore = await openOrdersAt(a._id);

    const placed = await cashOrder(shopper);
    expect(placed.status, placed.body.message).toBe(200);
    const order = placed.body.data!;
    expect(order).toMatchObject({ storeId: a._id, storeName: 'Store A', status: 'placed' });
    // prepMinutes 3 + 6 minutes' ride, the store not busy.
    expect(Date.parse(order.etaAt!) - Date.parse(order.createdAt)).toBe(9 * 60_000);
    expect(await stockEverywhere(product)).toEqual({ a: 2, b: 0, default: 7 });
    expect(await openOrdersAt(a._id)).toBe(loadBefore + 1);

    // The shopper's order page and the admin's panel name the store.
    const token = await tokenFor('admin');
    const asAdmin = await api<AdminApiOrder>('POST', '/api/order/details', { token, body: { _id: order._id } });
    expect(asAdmin.body.data).toMatchObject({ storeId: a._id, storeName: 'Store A', etaAt: order.etaAt });
    const mine = await api<ApiOrder[]>('GET', '/api/order/order-list', { token: shopper.token });
    expect(mine.body.data![0]).toMatchObject({ _id: order._id, storeName: 'Store A' });

    const cancelled = await api<ApiOrder>('POST', '/api/order/cancel', { token: shopper.token, body: { _id: order._id } });
    expect(cancelled.status, cancelled.body.message).toBe(200);
    expect(await stockEverywhere(product)).toEqual({ a: 3, b: 0, default: 7 });
    expect(await openOrdersAt(a._id)).toBe(loadBefore);
  });

  it('8 concurrent buyers at A on a stock of 3: 3 orders, A sold out, B and the default store unchanged', async () => {
    const product = await createProduct({ stock: 10, price: 25 });
    await putStoreStock(a._id, product._id, 3);
    await putStoreStock(b._id, product._id, 5);
    const buyers = await Promise.all(Array.from({ length: 8 }, () => shopperAt(pincodeOf(a), [{ product, qty: 1 }], a)));
    const loadBefore = await openOrdersAt(a._id);

    const answers = await Promise.all(buyers.map(cashOrder));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(3);
    for (const refused of answers.filter((r) => r.status !== 200)) {
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(`${product.name} is out of stock`);
    }
    expect(answers.filter((r) => r.status === 200).every((r) => r.body.data!.storeId === a._id)).toBe(true);
    expect(await stockEverywhere(product)).toEqual({ a: 0, b: 5, default: 10 });
    expect(await openOrdersAt(a._id)).toBe(loadBefore + 3);
  });

  it('a card checkout holds A\'s stock; replaced by one to B\'s pincode, A gets it back and B\'s is held; paid, it is B\'s order', async () => {
    const product = await createProduct({ stock: 10, price: 40 });
    await putStoreStock(a._id, product._id, 3);
    await putStoreStock(b._id, product._id, 4);
    const shopper = await shopperAt(pincodeOf(a), [{ product, qty: 2 }], a);
    const first = await cardCheckout(shopper);
    expect(first.status, first.body.message).toBe(200);
    expect(first.body.data!.order.storeId).toBe(a._id);
    expect(await stockEverywhere(product)).toEqual({ a: 1, b: 4, default: 10 });

    const atB = await api<{ _id: string }>('POST', '/api/address/create', {
      token: shopper.token,
      body: { address_line: '9 Other Lane', city: 'Testpur', state: 'Maharashtra', country: 'India', pincode: pincodeOf(b), mobile: '9876501234' },
    });
    const second = await cardCheckout({ token: shopper.token, addressId: atB.body.data!._id });
    expect(second.status, second.body.message).toBe(200);
    expect(second.body.data!.order).toMatchObject({ storeId: b._id, storeName: b.name });
    expect(await stockEverywhere(product)).toEqual({ a: 3, b: 2, default: 10 });
    const firstNow = await api<ApiOrder>('POST', '/api/order/details', { token: shopper.token, body: { _id: first.body.data!.order._id } });
    expect(firstNow.body.data!.status).toBe('cancelled');

    const loadBefore = await openOrdersAt(b._id);
    const pay = await fetch(`${apiUrl}/local-checkout/${second.body.data!.id}/pay`, { method: 'POST', redirect: 'manual' });
    expect(pay.status).toBe(303);
    await eventually(async () => {
      const now = await api<ApiOrder>('POST', '/api/order/details', { token: shopper.token, body: { _id: second.body.data!.order._id } });
      expect(now.body.data!.status).toBe('placed');
    });
    expect(await openOrdersAt(b._id)).toBe(loadBefore + 1);
    expect(await stockEverywhere(product)).toEqual({ a: 3, b: 2, default: 10 });
  });

  it('the admin\'s list filters by store, and by store and status', async () => {
    const product = await createProduct({ stock: 10, price: 20 });
    await putStoreStock(b._id, product._id, 5);
    const shopper = await shopperAt(pincodeOf(b), [{ product, qty: 1 }], b);
    const order = (await cashOrder(shopper)).body.data!;
    const token = await tokenFor('admin');
    const list = (body: Record<string, unknown>) => api<AdminApiOrder[]>('POST', '/api/order/admin-list', { token, body });
    await eventually(async () => expect((await list({ storeId: b._id })).body.data!.map((o) => o._id)).toContain(order._id));
    expect((await list({ storeId: b._id })).body.data!.every((o) => o.storeId === b._id)).toBe(true);
    expect((await list({ storeId: a._id })).body.data!.map((o) => o._id)).not.toContain(order._id);
    expect((await list({ storeId: b._id, status: 'placed' })).body.data!.map((o) => o._id)).toContain(order._id);
    expect((await list({ storeId: b._id, status: 'cancelled' })).body.data!.map((o) => o._id)).not.toContain(order._id);
    // A page of one, then the next: the cursor of a store's list walks it.
    const first = await list({ storeId: b._id, limit: 1 });
    expect(first.body.data).toHaveLength(1);
    const next = await list({ storeId: b._id, limit: 1, cursor: first.body.nextCursor });
    expect(next.status, next.body.message).toBe(200);
    expect(next.body.data![0]?._id).not.toBe(first.body.data![0]!._id);
  });
});

describe('an address no open store serves: 409 in the shopper\'s words, nothing written', () => {
  /** Every item an order would write: the shopper's partition, the stock of the product at every store, the stores' load, the counters. */
  async function snapshot(userId: string, productId: string, stores: StoreRecord[]) {
    const own = await partition(`USER#${userId}`);
    const shards = await table.send(
      new BatchGetCommand({
        RequestItems: {
          [process.env.TABLE_NAME!]: {
            Keys: [
              ...Array.from({ length: 8 }, (_, i) => keys.orderCountShard(i)),
              ...[...stores.map((s) => s._id), MUMBAI].flatMap((id) => [keys.storeStock(id, productId), keys.storeLoad(id)]),
            ],
            ConsistentRead: true,
          },
        },
      }),
    );
    const sorted = (items: Record<string, unknown>[]) => [...items].sort((x, y) => `${x.pk}${x.sk}`.localeCompare(`${y.pk}${y.sk}`));
    return { own: sorted(own), keyed: sorted(shards.Responses?.[process.env.TABLE_NAME!] ?? []) };
  }

  /** Hours that open only on a day that is not today (so it is closed now, and opens at 7:00 am that day). */
  const notToday = () => {
    const today = storeClock(new Date()).dayIndex;
    return [{ day: WEEKDAYS[(today + 3) % 7]!, open: '07:00', close: '08:00' }];
  };

  it.each([
    ['an unserved pincode', undefined],
    ['a paused store', { paused: true, reason: 'Closed for stocktaking' }],
    ['a store closed now', { hours: notToday() }],
  ] as const)('%s', async (_case, storeFields) => {
    const store = storeFields ? await testStore(storeFields) : undefined;
    const pincode = store ? pincodeOf(store) : unservedPincode();
    const product = await createProduct({ stock: 5, price: 10 });
    if (store) await putStoreStock(store._id, product._id, 5);
    const shopper = await shopperAt(pincode, [{ product, qty: 1 }]);
    const before = await snapshot(shopper.userId, product._id, store ? [store] : []);

    const expected =
      store === undefined ? `We don't deliver to ${pincode} yet` : store.paused ? 'Closed for stocktaking' : /^Closed now, opens \w+ at 7:00 am$/;
    for (const attempt of [cashOrder, cardCheckout]) {
      const res = await attempt(shopper);
      expect(res.status).toBe(409);
      if (typeof expected === 'string') expect(res.body.message).toBe(expected);
      else expect(res.body.message).toMatch(expected);
    }
    expect(await snapshot(shopper.userId, product._id, store ? [store] : [])).toEqual(before);
    expect(before.own.filter((i) => i.type === 'cart-line')).toHaveLength(1);
  });
});
