/**
 * Stock in batches over the real stack: a receipt adds once per Idempotency-Key, the pick rule
 * names the batch that expires first, the expiry job (run on demand as of the store's midnight)
 * takes exactly the expired batch's remaining units off the sellable stock and lists its
 * write-off, and orders racing the job never sell an expired unit.
 */
import { randomUUID } from 'node:crypto';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import type { ApiWriteOff, ReceivedStock } from '../../functions/core/contracts/store-batches.js';
import type { StoreStockPage } from '../../functions/core/contracts/store-stock.js';
import { addDays, DEFAULT_STORE_TIME_ZONE, endOfDay, localDay } from '../../functions/core/stock-batches.js';
import type { StoreRecord } from '../../functions/core/stores.js';
import { keys } from '../../functions/data/keys.js';
import * as stockBatchItem from '../../functions/data/items/stock-batch.js';
import * as storeStockItem from '../../functions/data/items/store-stock.js';
import { EXPIRE_BATCHES_PATH } from '../../local/jobs.js';
import { api, createProduct, eventually, newShopper, partition, table, tokenFor, type TestProduct } from './helpers.js';
import { storeStockOf, testStore } from './stores-support.js';

const IST = DEFAULT_STORE_TIME_ZONE;

async function receive(storeId: string, productId: string, quantity: number, expiresOn?: string, key = randomUUID()) {
  return api<ReceivedStock>('POST', '/api/store/receive-stock', {
    token: await tokenFor('admin'),
    body: { storeId, productId, quantity, ...(expiresOn ? { expiresOn } : {}) },
    headers: { 'Idempotency-Key': key },
  });
}

async function received(storeId: string, productId: string, quantity: number, expiresOn?: string): Promise<ReceivedStock> {
  const res = await receive(storeId, productId, quantity, expiresOn);
  expect(res.status, res.body.message).toBe(200);
  return res.body.data!;
}

const runExpiry = (now: string) =>
  api<never>('POST', `${EXPIRE_BATCHES_PATH}?now=${encodeURIComponent(now)}`) as Promise<{ status: number; body: { summary?: { expired: number; units: number; failed: number } } }>;

async function writeOffsAt(storeId: string): Promise<ApiWriteOff[]> {
  const res = await api<ApiWriteOff[]>('POST', '/api/store/write-offs', { token: await tokenFor('admin'), body: { storeId } });
  expect(res.status, res.body.message).toBe(200);
  return res.body.data!;
}

/** A new shopper with an address in the store's zone and `qty` of the product in their cart, not yet ordered. */
async function cartAt(store: StoreRecord, product: TestProduct, qty = 1) {
  const shopper = await newShopper();
  const token = shopper.accessToken;
  const address = await api<{ _id: string }>('POST', '/api/address/create', {
    token,
    body: { address_line: '7 Test Lane', city: 'Testpur', state: 'Maharashtra', country: 'India', pincode: store.zones[0]!.pincode, mobile: '9876501234' },
  });
  expect(address.status, address.body.message).toBe(200);
  expect((await api('POST', '/api/cart/create', { token, body: { productId: product._id }, headers: { 'x-store-id': store._id } })).status).toBe(200);
  if (qty > 1) expect((await api('PUT', '/api/cart/update-qty', { token, body: { _id: product._id, qty }, headers: { 'x-store-id': store._id } })).status).toBe(200);
  return { token, addressId: address.body.data!._id };
}

const placeCash = (cart: { token: string; addressId: string }) => api('POST', '/api/order/cash-on-delivery', { token: cart.token, body: { addressId: cart.addressId } });

describe('stock batches', () => {
  it('are received by admins only', async () => {
    const shopper = await newShopper();
    const token = shopper.accessToken;
    const store = await testStore();
    const product = await createProduct({ stock: 0, price: 30 });
    const calls = [
      api('POST', '/api/store/receive-stock', { token, body: { storeId: store._id, productId: product._id, quantity: 5 }, headers: { 'Idempotency-Key': randomUUID() } }),
      api('POST', '/api/store/write-offs', { token, body: { storeId: store._id } }),
      api('PUT', '/api/store/write-offs', { token, body: { storeId: store._id, batchId: product._id } }),
    ];
    expect((await Promise.all(calls)).map((r) => r.status)).toEqual([403, 403, 403]);
    expect(await storeStockOf(store._id, product._id)).toBe(0);
  });

  it('adds a receipt once however often it is retried with the same Idempotency-Key', async () => {
    const store = await testStore();
    const product = await createProduct({ stock: 0, price: 30 });
    const key = randomUUID();
    const tries = await Promise.all([receive(store._id, product._id, 5, undefined, key), receive(store._id, product._id, 5, undefined, key)]);
    // At once: one runs, the other is told it is in progress (409) or answered the first answer.
    expect(tries.map((t) => t.status).sort()).toContain(200);
    const again = await receive(store._id, product._id, 5, undefined, key);
    expect(again.status).toBe(200);
    expect(again.body.data!.batchId).toBe(tries.find((t) => t.status === 200)!.body.data!.batchId);
    expect(await storeStockOf(store._id, product._id)).toBe(5);
    expect(await partition(keys.storeBatches(store._id).pk)).toHaveLength(1);

    await received(store._id, product._id, 2);
    expect(await storeStockOf(store._id, product._id)).toBe(7);
  });

  it('refuses a batch whose last day has passed, and a store that does not exist', async () => {
    const store = await testStore();
    const product = await createProduct({ stock: 0, price: 30 });
    const yesterday = addDays(localDay(new Date(), IST), -1);
    const late = await receive(store._id, product._id, 5, yesterday);
    expect(late.status).toBe(400);
    expect(late.body.message).toMatch(/expiresOn: that day has passed/);
    expect((await receive('no-such-store-0000', product._id, 5)).status).toBe(404);
    expect(await storeStockOf(store._id, product._id)).toBe(0);
  });

  it('names the batch that expires first, and at the store\'s midnight writes off exactly what it still holds', async () => {
    // Low at 10: only the write-off takes the sellable stock there.
    const store = await testStore({ lowStockThreshold: 10 });
    const product = await createProduct({ stock: 0, price: 30 });
    const today = localDay(new Date(), IST);
    const nextWeek = addDays(today, 7);
    const soon = await received(store._id, product._id, 5, today);
    const later = await received(store._id, product._id, 10, nextWeek);
    expect(later.stock).toBe(15);

    // An order of 3: sold from the batch that expires first.
    const placed = await placeCash(await cartAt(store, product, 3));
    expect(placed.status, placed.body.message).toBe(200);
    expect(await storeStockOf(store._id, product._id)).toBe(12);
    const { batchesToPick } = await import('../../functions/services/stores/stock-batches.js');
    expect(await batchesToPick(store._id, product._id, 3)).toEqual([{ batchId: soon.batchId, expiresOn: today, quantity: 3 }]);

    // The Stock page marks it: a batch expires within the store's 3 days.
    const row = async () => {
      const res = await api<StoreStockPage>('POST', '/api/store/stock', { token: await tokenFor('admin'), body: { storeId: store._id, productIds: [product._id] } });
      expect(res.status, res.body.message).toBe(200);
      return res.body.data!.rows[0]!;
    };
    await eventually(async () => expect(await row()).toMatchObject({ stock: 12, expiresSoon: today }));

    // The store's midnight: the 2 units left of today's batch leave the sellable stock.
    const midnight = endOfDay(today, IST);
    const run = await runExpiry(midnight);
    expect(run.status).toBe(200);
    expect(await storeStockOf(store._id, product._id)).toBe(10);
    const [writeOff, ...more] = await writeOffsAt(store._id);
    expect(more).toEqual([]);
    expect(writeOff).toMatchObject({ productId: product._id, name: product.name, batchId: soon.batchId, expiresOn: today, units: 2, received: 5, confirmedAt: null });
    expect(await row()).toMatchObject({ stock: 10, expiresSoon: null });
    // Low-stock alerts count the sellable stock: the write-off made the product low.
    await eventually(async () => {
      const low = (await partition(keys.lowStockNow(store._id, product._id).pk)).find((i) => i.sk === keys.lowStockNow(store._id, product._id).sk);
      expect(low).toMatchObject({ level: 'low', stock: 10 });
    }, 20_000);

    // Again: nothing more to write off.
    expect((await runExpiry(midnight)).body.summary).toMatchObject({ expired: 0, failed: 0 });
    expect(await storeStockOf(store._id, product._id)).toBe(10);
    // After midnight the pick list names next week's batch.
    expect(await batchesToPick(store._id, product._id, 1, new Date(midnight))).toEqual([{ batchId: later.batchId, expiresOn: nextWeek, quantity: 1 }]);

    // An admin confirms it once.
    const admin = await tokenFor('admin');
    const confirmed = await api<ApiWriteOff>('PUT', '/api/store/write-offs', { token: admin, body: { storeId: store._id, batchId: soon.batchId } });
    expect(confirmed.status, confirmed.body.message).toBe(200);
    expect(confirmed.body.data!.confirmedAt).not.toBeNull();
    expect((await api('PUT', '/api/store/write-offs', { token: admin, body: { storeId: store._id, batchId: soon.batchId } })).status).toBe(409);
  }, 60_000);

  it('never sells an expired unit to orders racing the expiry job', async () => {
    const store = await testStore();
    const product = await createProduct({ stock: 0, price: 30 });
    const today = localDay(new Date(), IST);
    const expiring = await received(store._id, product._id, 5, today);
    const fresh = await received(store._id, product._id, 3, addDays(today, 7));
    const carts = await Promise.all(Array.from({ length: 12 }, () => cartAt(store, product)));

    // The store's midnight has just passed and the job has not run yet: today's batch is yesterday's.
    const yesterday = addDays(today, -1);
    const batchKey = stockBatchItem.key(store._id, product._id, expiring.batchId);
    const batch = stockBatchItem.fromItem((await table.send(new GetCommand({ TableName: process.env.TABLE_NAME, Key: batchKey, ConsistentRead: true }))).Item!);
    await table.send(new PutCommand({ TableName: process.env.TABLE_NAME, Item: stockBatchItem.toItem({ ...batch, expiresOn: yesterday }) }));
    const stockKey = storeStockItem.key(store._id, product._id);
    const stock = storeStockItem.fromItem((await table.send(new GetCommand({ TableName: process.env.TABLE_NAME, Key: stockKey, ConsistentRead: true }))).Item!);
    await table.send(new PutCommand({ TableName: process.env.TABLE_NAME, Item: storeStockItem.toItem({ ...stock, sellableUntil: endOfDay(yesterday, IST) }) }));
    expect(stock.stock).toBe(8);

    // Before the job has run no order takes a unit: which of the counter's units expired is the job's to settle.
    const early = await Promise.all(carts.slice(0, 2).map(placeCash));
    expect(early.map((o) => [o.status, o.body.message])).toEqual(early.map(() => [409, `${product.name} is out of stock`]));
    expect(await storeStockOf(store._id, product._id)).toBe(8);

    // The other orders and the job at once.
    const [run, ...orders] = await Promise.all([runExpiry(new Date().toISOString()), ...carts.slice(2).map(placeCash)]);
    expect(run.status).toBe(200);
    const sold = orders.filter((o) => o.status === 200).length;
    expect(orders.filter((o) => o.status !== 200).every((o) => o.status === 409)).toBe(true);

    // Only the 3 unexpired units could be sold; all 5 expired ones were written off; every unit is counted once.
    const [writeOff] = (await writeOffsAt(store._id)).filter((w) => w.batchId === expiring.batchId);
    expect(writeOff?.units).toBe(5);
    expect(sold).toBeLessThanOrEqual(fresh.quantity);
    expect(await storeStockOf(store._id, product._id)).toBe(fresh.quantity - sold);

    // Orders after the write-off sell what is left of the fresh batch.
    const late = await Promise.all(Array.from({ length: fresh.quantity - sold }, () => cartAt(store, product)));
    expect((await Promise.all(late.map(placeCash))).map((r) => r.status)).toEqual(late.map(() => 200));
    expect(await storeStockOf(store._id, product._id)).toBe(0);
  }, 120_000);
});
