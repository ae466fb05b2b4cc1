/**
 * Deleting a store over HTTP: refused while any order of the store is not final (a card order
 * awaiting payment holds its stock there, a failed delivery's goods are back there), and an order of
 * a deleted store still names it.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { StoreRecord } from '../../functions/core/stores.js';
import { api, createProduct, tokenFor, type TestProduct } from './helpers.js';
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
