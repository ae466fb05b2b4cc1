/**
 * Deleting a store over HTTP: refused while any order of the store is not final (a card order
 * awaiting payment holds its stock there, a failed delivery's goods are back there), and an order of
 * a deleted store still names it; its stock emptied in one call first (to 0, or moved to another
 * store), admins only, any number of times.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { StoreRecord } from '../../functions/core/stores.js';
import { api, createProduct, newShopper, tokenFor, type TestProduct } from './helpers.js';
import { asAdmin, asOwner, buyerAt, cashOrderAt, duty, fail, me, newRider, pickup, step } from './riders-support.js';
import { putStoreStock, storeStockOf, testStore } from './stores-support.js';

const admin = () => tokenFor('admin');
const remove = async (_id: string) => api('DELETE', '/api/store/delete', { token: await admin(), body: { _id } });

let product: TestProduct;

beforeAll(async () => {
  product = await createProduct({ stock: 0, price: 40 });
});

describe('a store with orders not final cannot be deleted', () => {
  it('refuses while a card order awaits payment (its stock held there); once it is cancelled the store goes, and the order still names it', async () => {
    const store = await testStore({ name: 'Awaiting Payment Store' });
    await putStoreStock(store._id, product._id, 1);
    const buyer = await buyerAt(store, product, 1);
    const checkout = await api<{ id: string; order: { _id: string } }>('POST', '/api/order/checkout', { token: buyer.token, body: { addressId: buyer.addressId } });
    expect(checkout.status, checkout.body.message).toBe(200);
    const id = checkout.body.data!.order._id;
    expect(await storeStockOf(store._id, product._id)).toBe(0);

    const refused = await remove(store._id);
    expect(refused.status, refused.body.message).toBe(409);
    expect(refused.body.message).toBe(
      `${store.name} has 1 order awaiting payment or back from a failed delivery; finish or cancel them before deleting the store`,
    );

    const cancelled = await api('POST', '/api/order/cancel', { token: buyer.token, body: { _id: id } });
    expect(cancelled.status, cancelled.body.message).toBe(200);
    await putStoreStock(store._id, product._id, 0);
    const removed = await remove(store._id);
    expect(removed.status, removed.body.message).toBe(200);
    expect((await asOwner(buyer, id)).storeName).toBe(store.name);
    expect((await asAdmin(id)).storeName).toBe(store.name);
  });

  it('refuses while a delivery failed (its goods are back there); once an admin cancels it the store goes', async () => {
    const store: StoreRecord = await testStore({ name: 'Failed Delivery Store' });
    await putStoreStock(store._id, product._id, 1);
    const rider = await newRider(store, 'Asha Rao');
    expect((await duty(rider, true)).status).toBe(200);
    const { buyer, order } = await cashOrderAt(store, product, 1);
    expect((await step(order._id, 'packed')).status).toBe(200);
    expect((await me(rider)).current?._id).toBe(order._id);
    expect((await pickup(rider, order._id)).status).toBe(200);
    expect((await fail(rider, order._id, 'Nobody at the door')).status).toBe(200);
    expect((await duty(rider, false)).status).toBe(200);

    const refused = await remove(store._id);
    expect(refused.status, refused.body.message).toBe(409);
    expect(refused.body.message).toContain(`${store.name} has 1 order awaiting payment or back from a failed delivery`);

    const cancelled = await api('POST', '/api/order/cancel', { token: await admin(), body: { _id: order._id, reason: 'Could not deliver' } });
    expect(cancelled.status, cancelled.body.message).toBe(200);
    await putStoreStock(store._id, product._id, 0);
    const removed = await remove(store._id);
    expect(removed.status, removed.body.message).toBe(200);
    expect((await asOwner(buyer, order._id)).storeName).toBe(store.name);
  });
});

type Emptied = { _id: string; moveTo: string | null; products: number; units: number };
const empty = async (body: { _id: string; moveTo?: string }, token?: string) => api<Emptied>('POST', '/api/store/empty-stock', { token: token ?? (await admin()), body });

describe("emptying a store's stock in one step", () => {
  it('moves every unit to another store exactly once (also two calls at once), then the store can be deleted', async () => {
    const [from, to] = await Promise.all([testStore({ name: 'Closing Store' }), testStore({ name: 'Receiving Store' })]);
    const [p1, p2, p3] = await Promise.all([createProduct({ stock: 0, price: 10 }), createProduct({ stock: 0, price: 11 }), createProduct({ stock: 0, price: 12 })]);
    await Promise.all([putStoreStock(from._id, p1._id, 5), putStoreStock(from._id, p2._id, 0), putStoreStock(from._id, p3._id, 7), putStoreStock(to._id, p1._id, 2)]);
    expect((await remove(from._id)).status).toBe(409);

    const [a, b] = await Promise.all([empty({ _id: from._id, moveTo: to._id }), empty({ _id: from._id, moveTo: to._id })]);
    expect([a.status, b.status], `${a.body.message} / ${b.body.message}`).toEqual([200, 200]);
    expect(a.body.data!.units + b.body.data!.units).toBe(12);
    expect(await Promise.all([p1, p2, p3].map((p) => storeStockOf(from._id, p._id)))).toEqual([0, 0, 0]);
    expect(await Promise.all([p1, p2, p3].map((p) => storeStockOf(to._id, p._id)))).toEqual([7, 0, 7]);

    const again = await empty({ _id: from._id, moveTo: to._id });
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual({ _id: from._id, moveTo: to._id, products: 0, units: 0 });
    expect(await storeStockOf(to._id, p1._id)).toBe(7);
    expect((await remove(from._id)).status).toBe(200);
  });

  it('sets every stock to 0 without a store to move to; refuses another caller, a missing store and moving to itself', async () => {
    const store = await testStore({ name: 'Zeroed Store' });
    await putStoreStock(store._id, product._id, 9);
    const shopper = await newShopper();
    expect((await empty({ _id: store._id }, shopper.accessToken)).status).toBe(403);
    expect((await empty({ _id: store._id, moveTo: store._id })).status).toBe(400);
    expect((await empty({ _id: store._id, moveTo: 'no-such-store' })).status).toBe(404);
    expect((await empty({ _id: 'no-such-store' })).status).toBe(404);
    expect(await storeStockOf(store._id, product._id)).toBe(9);

    const zeroed = await empty({ _id: store._id });
    expect(zeroed.status, zeroed.body.message).toBe(200);
    expect(zeroed.body.data).toEqual({ _id: store._id, moveTo: null, products: 1, units: 9 });
    expect(await storeStockOf(store._id, product._id)).toBe(0);
    expect((await remove(store._id)).status).toBe(200);
  });
});
