/**
 * One store directory: serviceability and the catalog's choice of store read the same copy of the
 * stores, and the admin's store writes drop it, so right after an admin's change both agree.
 */
import { describe, expect, it } from 'vitest';
import type { Serviceability } from '../../functions/core/stores.js';
import type { ApiProduct } from '../../functions/core/product.js';
import { api, createProduct, eventually, tokenFor } from './helpers.js';
import { testStore } from './stores-support.js';

const check = (pincode: string) => api<Serviceability>('POST', '/api/store/serviceability', { body: { pincode } });
const details = (productId: string, storeId: string) => api<ApiProduct>('POST', '/api/product/get-product-details', { body: { productId, storeId } });
const remove = async (_id: string) => api('DELETE', '/api/store/delete', { token: await tokenFor('admin'), body: { _id } });

describe('one store directory', () => {
  it('an admin deletes a store: the very next serviceability and catalog reads both answer without it', async () => {
    const product = await createProduct({ stock: 5, price: 20 });
    const store = await testStore({ name: 'Directory Store' });
    const pincode = store.zones[0]!.pincode;
    // Both have the new store in memory (written straight to the table, so each finds it on its own).
    await eventually(async () => expect((await check(pincode)).body.data?.store?._id).toBe(store._id));
    await eventually(async () => expect((await details(product._id, store._id)).body.data?.stock).toBe(0));

    const removed = await remove(store._id);
    expect(removed.status, removed.body.message).toBe(200);

    expect((await check(pincode)).body.data).toMatchObject({ serviceable: false, store: null });
    // A store id that names no store is answered by the default store, which holds the product's 5.
    expect((await details(product._id, store._id)).body.data?.stock).toBe(5);
  });
});
