/**
 * Store capacity over HTTP (core/capacity.ts): a store pauses for high demand at its limit in open
 * orders per rider on duty, re-checked in the placing transaction itself (a burst never passes the
 * limit), stays paused until its load falls below the resume limit (no flapping at the limit),
 * resumes as orders are delivered, and an admin can override it and sees why.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiStore } from '../../functions/core/contracts/store.js';
import type { ApiOrder } from '../../functions/core/order-api.js';
import type { StoreRecord } from '../../functions/core/stores.js';
import { api, createProduct, eventually, tokenFor, type TestProduct } from './helpers.js';
import { buyerAt, duty, newRider, step, type Buyer } from './riders-support.js';
import { createTestStore, moveOpenOrders, pincodeBlock, storeBody } from './store-support.js';
import { openOrdersAt, putStoreStock, testStore } from './stores-support.js';

let product: TestProduct;

beforeAll(async () => {
  product = await createProduct({ stock: 0, price: 40 });
});

const highDemand = (store: { name: string }) => `Very high demand at ${store.name}: back in a few minutes`;

const cashOrder = (buyer: Buyer) => api<ApiOrder>('POST', '/api/order/cash-on-delivery', { token: buyer.token, body: { addressId: buyer.addressId } });

/** `count` shoppers with the product in their cart and an address in the store's zone, made ten at a time. */
async function buyers(store: StoreRecord, count: number): Promise<Buyer[]> {
  const made: Buyer[] = [];
  while (made.length < count) made.push(...(await Promise.all(Array.from({ length: Math.min(10, count - made.length) }, () => buyerAt(store, product)))));
  return made;
}

/** The admin's view of the store (its capacity now, and why). */
async function adminView(storeId: string): Promise<ApiStore> {
  const res = await api<ApiStore[]>('GET', '/api/store/get', { token: await tokenFor('admin') });
  expect(res.status, res.body.message).toBe(200);
  return res.body.data!.find((s) => s._id === storeId)!;
}

/** The admin moves the order along to delivered (no rider on duty at the store). */
async function delivered(orderId: string): Promise<void> {
  for (const status of ['packed', 'out_for_delivery', 'delivered']) {
    const res = await step(orderId, status);
    expect(res.status, res.body.message).toBe(200);
  }
}

describe('checkout re-checks capacity in the placing transaction', () => {
  it('100 concurrent cash checkouts against room for 10 more: 10 placed, 90 refused in the shopper\'s words', { timeout: 600_000 }, async () => {
    // 2 riders on duty × 10 open orders each: pauses at 20; 10 are open already.
    const store = await testStore({ name: 'Capacity Burst Store', capacity: { busyPerRider: 5, pausePerRider: 10, resumePerRider: 5 } });
    await putStoreStock(store._id, product._id, 1000);
    for (const rider of await Promise.all([newRider(store, 'Asha Rao'), newRider(store, 'Vikram Singh')])) expect((await duty(rider, true)).status).toBe(200);
    await moveOpenOrders(store._id, 10);
    const shoppers = await buyers(store, 100);

    const answers = await Promise.all(shoppers.map(cashOrder));

    const placed = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status !== 200);
    expect(placed.length).toBeLessThanOrEqual(10);
    expect(placed).toHaveLength(10);
    expect(refused.map((a) => `${a.status} ${a.body.message}`)).toEqual(Array.from({ length: 90 }, () => `409 ${highDemand(store)}`));
    expect(await openOrdersAt(store._id)).toBe(20);
    expect((await adminView(store._id)).capacityNow).toMatchObject({
      state: 'paused',
      highDemand: true,
      ridersOnDuty: 2,
      reason: '20 open orders for 2 riders on duty: paused at 20, takes orders again below 10',
    });
  });
});

describe('paused for high demand, resumed as orders are delivered, no flapping at the limit', () => {
  it('pauses at 3 open orders (no rider on duty counts as one), stays paused at 2, takes orders again at 1', { timeout: 300_000 }, async () => {
    const store = await testStore({ name: 'Capacity Hover Store', capacity: { busyPerRider: 1, pausePerRider: 3, resumePerRider: 2 } });
    await putStoreStock(store._id, product._id, 100);
    const [a, b, c, d, e, f] = await buyers(store, 6);
    const orders: string[] = [];
    for (const buyer of [a, b, c]) {
      const res = await cashOrder(buyer!);
      expect(res.status, res.body.message).toBe(200);
      orders.push(res.body.data!._id);
    }
    const outcome = async (buyer: Buyer | undefined) => {
      const res = await cashOrder(buyer!);
      return res.status === 200 ? 'placed' : `${res.status} ${res.body.message}`;
    };
    const refusedWords = `409 ${highDemand(store)}`;

    expect(await outcome(d)).toBe(refusedWords);
    // One delivered: 2 open, still at or above the resume limit: still paused (it would flap without the flag).
    await delivered(orders[0]!);
    expect(await openOrdersAt(store._id)).toBe(2);
    expect(await outcome(d)).toBe(refusedWords);
    expect(await outcome(d)).toBe(refusedWords);
    expect((await adminView(store._id)).capacityNow).toMatchObject({ state: 'paused', reason: '2 open orders for no rider on duty (counted as one): still paused, takes orders again below 2' });

    // Another delivered: 1 open, below the resume limit: it takes orders again, up to the limit.
    await delivered(orders[1]!);
    expect(await outcome(d)).toBe('placed');
    expect(await outcome(e)).toBe('placed');
    expect(await openOrdersAt(store._id)).toBe(3);
    expect(await outcome(f)).toBe(refusedWords);

    // The shoppers' serviceability says so too (it answers from the store directory, refreshed within seconds).
    const pincode = store.zones[0]!.pincode;
    const check = async () => (await api<{ highDemand: boolean; canOrder: boolean; message: string }>('POST', '/api/store/serviceability', { body: { pincode } })).body.data!;
    await eventually(async () => expect(await check()).toMatchObject({ highDemand: true, canOrder: false, message: highDemand(store) }));
  });
});

describe('the admin sets the limits and overrides the rule', () => {
  const pincode = pincodeBlock('store-capacity');

  it('the limits are checked: resume and busy below pause, whole numbers', async () => {
    const token = await tokenFor('admin');
    const bad = await api('POST', '/api/store/create', { token, body: { ...storeBody({ zones: [{ pincode: pincode(), travelMinutes: 5 }] }), capacity: { busyPerRider: 2, pausePerRider: 4, resumePerRider: 4 } } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/must be below the pause limit/);
  });

  it('forced paused refuses checkout whatever the load; kept open takes orders past the limit; null takes the rule off', { timeout: 120_000 }, async () => {
    const store = await createTestStore({ zones: [{ pincode: pincode(), travelMinutes: 5 }], capacity: { busyPerRider: 1, pausePerRider: 2, resumePerRider: 1 } });
    expect(store.capacityNow).toMatchObject({ state: 'normal', reason: '' });
    const record = store as unknown as StoreRecord;
    await putStoreStock(store._id, product._id, 100);
    const [a, b, c] = await buyers(record, 3);
    const token = await tokenFor('admin');
    const update = (body: Record<string, unknown>) => api<ApiStore>('PUT', '/api/store/update', { token, body: { _id: store._id, ...body } });

    const paused = await update({ capacityMode: 'paused' });
    expect(paused.body.data!.capacityNow).toMatchObject({ state: 'paused', reason: 'Paused for high demand by an admin' });
    expect(`${(await cashOrder(a!)).status}`).toBe('409');

    const open = await update({ capacityMode: 'open' });
    expect(open.status, open.body.message).toBe(200);
    await moveOpenOrders(store._id, 5);
    const placed = await cashOrder(a!);
    expect(placed.status, placed.body.message).toBe(200);
    expect((await adminView(store._id)).capacityNow).toMatchObject({ state: 'busy', reason: 'Kept open by an admin; 6 open orders for no rider on duty (counted as one): busy above 1' });

    expect((await update({ capacityMode: 'auto' })).body.data!.capacityNow).toMatchObject({ state: 'paused' });
    const refused = await cashOrder(b!);
    expect(`${refused.status} ${refused.body.message}`).toBe(`409 ${highDemand(store)}`);

    const off = await update({ capacity: null });
    expect(off.status, off.body.message).toBe(200);
    expect(off.body.data!.capacity).toBeUndefined();
    expect((await cashOrder(c!)).status).toBe(200);
  });
});
