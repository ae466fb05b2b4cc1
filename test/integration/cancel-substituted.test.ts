/**
 * A cancelled order gives back what went into its bag: its lines less the units the picker found
 * missing (never on the shelf), and its accepted substitute, whose stock was taken when accepted.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiOrder } from '../../functions/core/order-api.js';
import type { StoreRecord } from '../../functions/core/stores.js';
import { api, eventually, tokenFor } from './helpers.js';
import { cancel } from './orders-support.js';
import { barcodedProduct, newPicker, packed, scan, start, unavailable, type BarcodedProduct, type TestPicker } from './picking-support.js';
import { buyerAt } from './riders-support.js';
import { storeStockOf, testStore } from './stores-support.js';

let store: StoreRecord;
let ghee: BarcodedProduct;
let butter: BarcodedProduct;
let picker: TestPicker;

beforeAll(async () => {
  store = await testStore({ name: 'Cancel Swap Store' });
  // One sub category, nothing else stocked at the store: Butter (₹48) is the best match for Ghee (₹50).
  [ghee, butter] = await Promise.all([barcodedProduct(store, { name: 'Test Cancel Ghee', price: 50 }), barcodedProduct(store, { name: 'Test Cancel Butter', price: 48 })]);
  picker = await newPicker(store, 'Cancel Picker');
});

describe('cancelling an order whose missing units were replaced', () => {
  it('gives back the packed units and the substitute, never the missing units', async () => {
    const buyer = await buyerAt(store, ghee, 3);
    const placed = await api<ApiOrder>('POST', '/api/order/cash-on-delivery', { token: buyer.token, body: { addressId: buyer.addressId } });
    expect(placed.status, placed.body.message).toBe(200);
    const order = placed.body.data!;
    expect(await storeStockOf(store._id, ghee._id)).toBe(97);

    expect((await start(picker.token, order._id)).status).toBe(200);
    expect((await scan(picker.token, { orderId: order._id, lineId: ghee._id, code: ghee.barcode })).status).toBe(200);
    // The proposal reads the catalog snapshot: the new butter may take a moment to be in it.
    await eventually(async () => {
      const res = await unavailable(picker.token, { orderId: order._id, lineId: ghee._id, quantity: 2 });
      expect(res.body.data?.lines.find((l) => l.lineId === ghee._id)?.substitute?.productId).toBe(butter._id);
    });
    const accepted = await api<ApiOrder>('POST', '/api/order/substitution', { token: buyer.token, body: { orderId: order._id, lineId: ghee._id, accept: true } });
    expect(accepted.status, accepted.body.message).toBe(200);
    expect(await storeStockOf(store._id, butter._id)).toBe(98);
    for (let i = 0; i < 2; i++) expect((await scan(picker.token, { orderId: order._id, lineId: ghee._id, code: butter.barcode })).status).toBe(200);
    expect((await packed(picker.token, order._id)).status).toBe(200);

    const cancelled = await cancel(await tokenFor('admin'), order._id, 'Shop closed early');
    expect(cancelled.status, cancelled.body.message).toBe(200);
    // 1 ghee went into the bag and comes back; the 2 missing were never on the shelf.
    expect(await storeStockOf(store._id, ghee._id)).toBe(98);
    expect(await storeStockOf(store._id, butter._id)).toBe(100);
  }, 90_000);
});
