/**
 * What follows an order's change is done by the time the change's answer comes (core/order-effects.ts,
 * docs/decisions/0048-order-effects.md): the rider holds a packed order, the shopper has the cancel
 * mail. The times from the request to each are printed: the numbers of the decision record.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { StoreRecord } from '../../functions/core/stores.js';
import { api, createProduct, mailsTo, tokenFor, type TestProduct } from './helpers.js';
import { cashOrderAt, duty, me, newRider, step, type TestRider } from './riders-support.js';
import { putStoreStock, testStore } from './stores-support.js';

let store: StoreRecord;
let product: TestProduct;
let rider: TestRider;
const ROUNDS = 5;

beforeAll(async () => {
  store = await testStore({ name: 'Effects Store' });
  product = await createProduct({ stock: 0, price: 30 });
  await putStoreStock(store._id, product._id, 100);
  rider = await newRider(store, 'Kiran Shah');
});

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

describe('effects of an order change, by the time it answers', () => {
  it('packed: the rider on duty holds the order; cancelled: the shopper has the mail', async () => {
    expect((await duty(rider, true)).status).toBe(200);
    const offered: number[] = [];
    const mailed: number[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      const { buyer, order } = await cashOrderAt(store, product);
      let started = performance.now();
      expect((await step(order._id, 'packed')).status).toBe(200);
      expect((await me(rider)).current?._id).toBe(order._id);
      offered.push(performance.now() - started);

      started = performance.now();
      const cancelled = await api('POST', '/api/order/cancel', { token: await tokenFor('admin'), body: { _id: order._id } });
      expect(cancelled.status, cancelled.body.message).toBe(200);
      expect((await mailsTo(buyer.email)).map((m) => m.subject)).toContain(`QuickBasket: order ${order.orderId} is cancelled`);
      mailed.push(performance.now() - started);
    }
    console.log(`order effects over ${ROUNDS} rounds: pack -> rider holds it median ${median(offered).toFixed(0)} ms (max ${Math.max(...offered).toFixed(0)}); cancel -> mail there median ${median(mailed).toFixed(0)} ms (max ${Math.max(...mailed).toFixed(0)})`);
    // Each round is six calls: ten rounds took over 30 s on a loaded machine.
  }, 90_000);
});
