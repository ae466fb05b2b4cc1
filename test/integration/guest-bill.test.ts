/**
 * A guest's bill (POST /api/cart/guest-bill, public): the lines a guest keeps in the browser billed
 * at the store the guest chose, by the same rule and with the same numbers as the signed-in cart's
 * POST /api/cart/bill; the server's prices whatever the client sends; bad bodies refused, nothing written.
 */
import { describe, expect, it } from 'vitest';
import type { ApiBill } from '../../functions/core/bill-api.js';
import type { StoreFeesRequest } from '../../functions/core/contracts/store-fees.js';
import { totals } from '../../functions/core/pricing.js';
import { keys } from '../../functions/data/keys.js';
import { api, createProduct, eventually, newShopper, partition, type TestProduct } from './helpers.js';
import { createTestStore, pincodeBlock } from './store-support.js';
import { putStoreStock } from './stores-support.js';

const nextPincode = pincodeBlock('guest-bill');

/** ₹25 delivery under ₹199 (free from ₹199), ₹15 small-cart fee under ₹99, ₹4 handling, ₹10 cash fee. */
const FEES: StoreFeesRequest = { deliveryBands: [{ below: 199, fee: 25 }], smallCart: { below: 99, fee: 15 }, handling: 4, cash: 10 };

type Line = { productId: string; quantity: number };

const guestBill = (body: unknown, headers?: Record<string, string>) => api<ApiBill>('POST', '/api/cart/guest-bill', { body, headers });

/** A store with FEES stocking each product (`stock` of each, 50 unless said). */
async function storeStocking(products: { product: TestProduct; stock?: number }[]) {
  const store = await createTestStore({ zones: [{ pincode: nextPincode(), travelMinutes: 5 }], fees: FEES });
  for (const { product, stock } of products) await putStoreStock(store._id, product._id, stock ?? 50);
  // The store directory finds a new store within a second: wait until the guest's bill is the store's.
  await eventually(async () => {
    const res = await guestBill({ lines: [{ productId: products[0]!.product._id, quantity: 1 }], storeId: store._id });
    expect(res.body.data?.fees.length).toBeGreaterThan(0);
  });
  return store;
}

/** A signed-in shopper's cart of `lines`, read for `storeId` (the X-Store-Id header, as the site sends it). */
async function signedInBill(storeId: string, lines: Line[]): Promise<ApiBill> {
  const { accessToken: token } = await newShopper();
  const headers = { 'x-store-id': storeId };
  for (const line of lines) {
    expect((await api('POST', '/api/cart/create', { token, body: { productId: line.productId }, headers })).status).toBe(200);
    if (line.quantity > 1) {
      const set = await api('PUT', '/api/cart/update-qty', { token, body: { _id: line.productId, qty: line.quantity }, headers });
      expect(set.status, set.body.message).toBe(200);
    }
  }
  const res = await api<ApiBill>('POST', '/api/cart/bill', { token, body: {}, headers });
  expect(res.status, res.body.message).toBe(200);
  return res.body.data!;
}

describe('a guest’s bill', () => {
  it('at a store with fees: the same answer as the signed-in cart’s bill for the same lines there', async () => {
    const rice = await createProduct({ stock: 50, price: 60 });
    const dal = await createProduct({ stock: 50, price: 45.5, discount: 10 });
    const store = await storeStocking([{ product: rice }, { product: dal }]);
    const lines = [
      { productId: rice._id, quantity: 1 },
      { productId: dal._id, quantity: 2 },
    ];
    const guest = await guestBill({ lines, storeId: store._id });
    expect(guest.status, guest.body.message).toBe(200);
    // Under ₹199 (₹25 delivery, the rest to ₹199 more for free), over ₹99, ₹4 handling; no tip, no offer.
    const items = totals([
      { pricePaise: 6_000, discount: 0, quantity: 1 },
      { pricePaise: 4_550, discount: 10, quantity: 2 },
    ]);
    const discounted = items.discountedTotalPaise / 100;
    expect(guest.body.data).toEqual({
      itemsTotal: 151,
      discountedTotal: discounted,
      fees: [
        { kind: 'delivery', label: 'Delivery fee', amount: 25, reason: 'For carts under ₹199; free from ₹199' },
        { kind: 'handling', label: 'Handling fee', amount: 4, reason: 'For picking and packing your order' },
      ],
      tip: 0,
      grandTotal: (items.discountedTotalPaise + 2_900) / 100,
      freeDeliveryGap: (19_900 - items.discountedTotalPaise) / 100,
      cashFee: 10,
    });
    expect(await signedInBill(store._id, lines)).toEqual(guest.body.data);
    // The store named by the header, as the site's calls name it, is the same store.
    expect((await guestBill({ lines }, { 'x-store-id': store._id })).body.data).toEqual(guest.body.data);
  });

  it('counts what can be bought now, as the signed-in bill does: a sold-out line left out, a line capped at the stock', async () => {
    const capped = await createProduct({ stock: 50, price: 30 });
    const soldOut = await createProduct({ stock: 50, price: 500 });
    const store = await storeStocking([{ product: capped, stock: 3 }, { product: soldOut, stock: 0 }]);
    const lines = [
      { productId: capped._id, quantity: 5 },
      { productId: soldOut._id, quantity: 1 },
    ];
    const guest = await guestBill({ lines, storeId: store._id });
    expect(guest.status, guest.body.message).toBe(200);
    // 3 × ₹30 = ₹90: under the ₹99 small-cart minimum too.
    expect(guest.body.data).toMatchObject({ itemsTotal: 90, grandTotal: 90 + 25 + 15 + 4, freeDeliveryGap: 109 });
    expect(guest.body.data!.fees.map((fee) => fee.kind)).toEqual(['delivery', 'small_cart', 'handling']);
  });

  it('bills the server’s prices: a price, discount or total sent by the client changes nothing', async () => {
    const product = await createProduct({ stock: 50, price: 120, discount: 5 });
    const store = await storeStocking([{ product }]);
    const honest = await guestBill({ lines: [{ productId: product._id, quantity: 1 }], storeId: store._id });
    const lying = await guestBill({
      lines: [{ productId: product._id, quantity: 1, price: 1, discount: 99, pricePaise: 100 }],
      storeId: store._id,
      itemsTotal: 1,
      grandTotal: 1,
      fees: [],
      tip: 200,
      offer: { code: 'WELCOME50' },
    });
    expect(lying.status, lying.body.message).toBe(200);
    expect(honest.body.data).toMatchObject({ itemsTotal: 120, discountedTotal: 114, tip: 0, grandTotal: 114 + 25 + 4 });
    expect(lying.body.data).toEqual(honest.body.data);
  });

  it('at the default store (no fee rules): the spec’s totals, delivery free', async () => {
    const product = await createProduct({ stock: 10, price: 99, discount: 15 });
    const res = await guestBill({ lines: [{ productId: product._id, quantity: 2 }] });
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.data).toEqual({ itemsTotal: 198, discountedTotal: 168, fees: [], tip: 0, grandTotal: 168 });
  });

  it('refuses bad bodies (400, each saying what is wrong) and writes nothing', async () => {
    const product = await createProduct({ stock: 50, price: 40 });
    const store = await storeStocking([{ product }]);
    const watched = [keys.product(product._id).pk, keys.storeStock(store._id, product._id).pk, keys.storeLoad(store._id).pk];
    const before = await Promise.all(watched.map(partition));
    const line = { productId: product._id, quantity: 1 };
    const bad: unknown[] = [
      {},
      { lines: [] },
      { lines: 'all of it' },
      { lines: Array.from({ length: 101 }, (_, i) => ({ productId: `p-${i}`, quantity: 1 })) },
      { lines: [{ ...line, quantity: 0 }] },
      { lines: [{ ...line, quantity: 1001 }] },
      { lines: [{ ...line, quantity: 1.5 }] },
      { lines: [{ ...line, quantity: '2' }] },
      { lines: [{ productId: '', quantity: 1 }] },
      { lines: [{ productId: 'x'.repeat(65), quantity: 1 }] },
      { lines: [line, { ...line, quantity: 2 }] },
      { lines: [line], storeId: 'x'.repeat(65) },
    ];
    for (const body of bad) {
      const res = await guestBill(body);
      expect(res.status, JSON.stringify(body).slice(0, 120)).toBe(400);
      expect(res.body, JSON.stringify(body).slice(0, 120)).toMatchObject({ success: false, error: true });
      expect(res.body.message).toBeTruthy();
    }
    // Past the API's body limit (as every call): refused before it is read.
    expect((await guestBill({ lines: [line], note: 'x'.repeat(70_000) })).status).toBe(413);
    // An accepted bill writes nothing either.
    expect((await guestBill({ lines: [line], storeId: store._id })).status).toBe(200);
    expect(await Promise.all(watched.map(partition))).toEqual(before);
  });
});
