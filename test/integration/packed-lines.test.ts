/**
 * A line packed short: the rider's view hands over only the units packed (core/packed-lines.ts
 * notPackedUnits), never those the picker could not find.
 */
import { describe, expect, it } from 'vitest';
import { eventually } from './helpers.js';
import { barcodedProduct, newPicker, orderAt, packed, scan, start, unavailable } from './picking-support.js';
import { duty, me, newRider } from './riders-support.js';
import { testStore } from './stores-support.js';

describe('a line packed short', () => {
  it('a cash order of 1 milk and 3 bread, 1 bread not found: the rider hands over 1 milk and 2 bread', async () => {
    const store = await testStore({ name: 'Packed Lines Store', legal: { name: 'Packed Lines Retail Pvt Ltd', gstin: '27AAPFU0939F1ZV', state: 'Maharashtra' } });
    const [milk, bread] = await Promise.all([barcodedProduct(store, { name: 'Test Packed Milk', price: 30 }), barcodedProduct(store, { name: 'Test Packed Bread', price: 45 })]);
    const [picker, rider] = await Promise.all([newPicker(store, 'Short Picker'), newRider(store, 'Short Rider')]);
    expect((await duty(rider, true)).status).toBe(200);
    // "Don't replace": the missing bread is refunded at Packed, with no question for the shopper to answer first.
    const { order } = await orderAt(store, [{ product: milk, qty: 1 }, { product: bread, qty: 3 }], 'cash', 'dont_replace');

    expect((await start(picker.token, order._id)).status).toBe(200);
    expect((await scan(picker.token, { orderId: order._id, code: milk.barcode })).status).toBe(200);
    for (let i = 0; i < 2; i++) expect((await scan(picker.token, { orderId: order._id, code: bread.barcode })).status).toBe(200);
    expect((await unavailable(picker.token, { orderId: order._id, lineId: bread._id, quantity: 1 })).status).toBe(200);
    expect((await packed(picker.token, order._id)).status).toBe(200);

    await eventually(async () => expect((await me(rider)).current?._id).toBe(order._id));
    const offered = (await me(rider)).current!;
    // The order keeps its lines in the cart's order, which these tests do not fix: compared by product.
    expect(Object.fromEntries(offered.items.map((l) => [l.productId, l.quantity]))).toEqual({ [milk._id]: 1, [bread._id]: 2 });
    expect(offered.totalQuantity).toBe(3);
  }, 90_000);
});
