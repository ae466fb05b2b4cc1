/**
 * A store's claim settings, over HTTP: an admin sets them with the store calls, and a claim follows
 * them (a limit of 0 leaves a small claim for an admin; a longer window takes a claim the default
 * would refuse, a shorter one refuses it); values out of bounds are refused with nothing written.
 */
// First: it gives this process the stack's environment, which the table client reads when imported.
import { api, createProduct, eventually, partition, table, tokenFor, type TestProduct } from './helpers.js';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiClaim } from '../../functions/core/contracts/claim.js';
import type { ApiStore } from '../../functions/core/contracts/store.js';
import type { StoreRecord } from '../../functions/core/stores.js';
import { keys } from '../../functions/data/keys.js';
import { asOwner, cashOrderAt, deliver, duty, me, newRider, pickup, step, type Buyer, type TestRider } from './riders-support.js';
import { putStoreStock, testStore } from './stores-support.js';

let store: StoreRecord;
let product: TestProduct;
let rider: TestRider;

beforeAll(async () => {
  store = await testStore({ name: 'Claim Settings Store' });
  // ₹60 a unit: under the default automatic limit (₹150).
  product = await createProduct({ stock: 0, price: 60, name: `Quince Relish ${randomUUID().slice(0, 6)}` });
  await putStoreStock(store._id, product._id, 100);
  rider = await newRider(store, 'Settings Rider');
  expect((await duty(rider, true)).status).toBe(200);
}, 120_000);

/** A cash order of one unit, packed, picked up and delivered with the shopper's code and its cash. */
async function deliveredOrder(): Promise<{ buyer: Buyer; orderId: string }> {
  const { buyer, order } = await cashOrderAt(store, product, 1);
  expect((await step(order._id, 'packed')).status).toBe(200);
  await eventually(async () => expect((await me(rider)).current?._id).toBe(order._id));
  expect((await pickup(rider, order._id)).status).toBe(200);
  const code = (await asOwner(buyer, order._id)).deliveryCode!;
  const done = await deliver(rider, { _id: order._id, code, cashCollected: order.totalAmt });
  expect(done.status, done.body.message).toBe(200);
  return { buyer, orderId: order._id };
}

const setStore = async (body: Record<string, unknown>) => api<ApiStore>('PUT', '/api/store/update', { token: await tokenFor('admin'), body: { _id: store._id, ...body } });
const storedStore = async () => (await table.send(new GetCommand({ TableName: process.env.TABLE_NAME, Key: keys.store(store._id), ConsistentRead: true }))).Item!;
const claim = (buyer: Buyer, orderId: string) =>
  api<ApiClaim>('POST', '/api/order/claim', {
    token: buyer.token,
    body: { orderId, lines: [{ productId: product._id, quantity: 1 }], reason: 'damaged', note: 'Crushed' },
    headers: { 'idempotency-key': randomUUID() },
  });
const deliveredHoursAgo = (buyer: Buyer, orderId: string, hours: number) =>
  table.send(
    new UpdateCommand({
      TableName: process.env.TABLE_NAME,
      Key: keys.order(buyer.userId, orderId),
      UpdateExpression: 'SET deliveredAt = :t',
      ExpressionAttributeValues: { ':t': new Date(Date.now() - hours * 3_600_000).toISOString() },
    }),
  );

describe("a store's claim settings", { timeout: 180_000 }, () => {
  it('out of bounds they are refused, naming the field, with nothing written', async () => {
    const before = await storedStore();
    const bad: Record<string, unknown>[] = [
      { claimHours: 0 },
      { claimHours: 169 },
      { claimHours: 1.5 },
      { claimAutoLimit: -1 },
      { claimAutoLimit: 1_000_001 },
      { claimAutoMaxPer30d: 101 },
      { claimAutoMaxPer30d: 'many' },
      // One bad field refuses the whole change: the good one is not written either.
      { claimHours: 48, claimAutoMaxPer30d: -1 },
    ];
    for (const body of bad) {
      const res = await setStore(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toMatch(/claim/i);
    }
    expect(await storedStore()).toEqual(before);

    const name = `Bad Claims Store ${randomUUID().slice(0, 6)}`;
    const created = await api('POST', '/api/store/create', {
      token: await tokenFor('admin'),
      body: { name, address_line: '2 Test Road', city: 'Testpur', pincode: '700001', mobile: '9800000001', zones: [], hours: [], claimAutoLimit: 2_000_000 },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(created.status).toBe(400);
    const stores = await api<ApiStore[]>('GET', '/api/store/get', { token: await tokenFor('admin') });
    expect(stores.body.data!.some((s) => s.name === name)).toBe(false);
  });

  it('an admin sets them and claims follow: a limit of 0 leaves a small claim for an admin; the window is the store\'s', async () => {
    const set = await setStore({ claimAutoLimit: 0, claimHours: 48, claimAutoMaxPer30d: 5 });
    expect(set.status, set.body.message).toBe(200);
    expect(set.body.data).toMatchObject({ claimAutoLimit: 0, claimHours: 48, claimAutoMaxPer30d: 5 });
    expect(await storedStore()).toMatchObject({ claimAutoLimit: 0, claimHours: 48, claimAutoMaxPer30d: 5 });

    // ₹60 is under the default ₹150 but not under ₹0: it waits. Delivered 30 hours ago: past the default 24, inside 48.
    const waits = await deliveredOrder();
    await deliveredHoursAgo(waits.buyer, waits.orderId, 30);
    const open = await claim(waits.buyer, waits.orderId);
    expect(open.status, open.body.message).toBe(200);
    expect(open.body.data).toMatchObject({ state: 'open', amountPaise: 6000, paidAt: null });

    // The window shortened to 2 hours: a claim 3 hours after delivery is refused, nothing written.
    expect((await setStore({ claimHours: 2, claimAutoLimit: 15_000 })).status).toBe(200);
    const late = await deliveredOrder();
    await deliveredHoursAgo(late.buyer, late.orderId, 3);
    const refused = await claim(late.buyer, late.orderId);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/within 2 hours/);
    expect(await partition(`CLAIMS#${late.orderId}`)).toHaveLength(0);

    // Back under the limit and inside the window: approved at once, as store credit (a cash order).
    const fresh = await deliveredOrder();
    const approved = await claim(fresh.buyer, fresh.orderId);
    expect(approved.body.data).toMatchObject({ state: 'approved', decidedBy: 'auto', paidBy: 'credit' });
  });
});

