/**
 * The handover code under a burst, and what a rider still reads of an order once it is no longer
 * theirs to deliver: every try is counted before the code is compared, and the shopper's contact
 * is shown only while the rider has the order to deliver.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { RiderApiOrder } from '../../functions/core/contracts/rider.js';
import type { StoreRecord } from '../../functions/core/stores.js';
import { api, createProduct, tokenFor, type TestProduct } from './helpers.js';
import { asAdmin, asOwner, cashOrderAt, deliver, duty, fail, me, newRider, pickup, step, type TestRider } from './riders-support.js';
import { putStoreStock, testStore } from './stores-support.js';

let product: TestProduct;

beforeAll(async () => {
  product = await createProduct({ stock: 0, price: 75 });
});

/** Each test its own store and riders, so one test's rider left on duty takes no other test's order. */
type Rider = TestRider & { store: StoreRecord };
async function storeWithRiders(...names: string[]): Promise<{ store: StoreRecord; riders: Rider[] }> {
  const store = await testStore({ name: 'Handover Test Store' });
  await putStoreStock(store._id, product._id, 100);
  const riders = await Promise.all(names.map((name) => newRider(store, name)));
  return { store, riders: riders.map((rider) => ({ ...rider, store })) };
}

/** A cash order packed while `rider` is the only free rider on duty at the store, so it is theirs. */
async function heldBy(rider: Rider) {
  const placed = await cashOrderAt(rider.store, product);
  expect((await duty(rider, true)).status).toBe(200);
  expect((await step(placed.order._id, 'packed')).status).toBe(200);
  expect((await me(rider)).current?._id).toBe(placed.order._id);
  return placed;
}

const details = (rider: TestRider, _id: string) => api<RiderApiOrder>('POST', '/api/order/details', { token: rider.token, body: { _id } });

describe('the delivery code under a burst', () => {
  /**
   * 60 tries at once, the right code at `rightAt`. Counted tries are answered 400 (wrong), 200
   * (right) or, for the wrong one that spends the fifth, 429; a try not counted is 429 without its
   * code looked at. So the right code delivers only if it was counted, and then the order's
   * codeTries counts it too; otherwise the code ends locked with codeTries exactly 5.
   */
  async function burst(rider: Rider, rightAt: number) {
    const { buyer, order } = await heldBy(rider);
    expect((await pickup(rider, order._id)).status).toBe(200);
    const code = (await asOwner(buyer, order._id)).deliveryCode!;
    const wrong = (i: number) => String((Number(code) + 1 + i) % 10_000).padStart(4, '0');
    const tries = Array.from({ length: 60 }, (_, i) => (i === rightAt ? code : wrong(i)));

    const answers = await Promise.all(tries.map((c) => deliver(rider, { _id: order._id, code: c, cashCollected: order.totalAmt })));
    const statuses = answers.map((a) => a.status);
    const wrongAnswered = statuses.filter((s) => s === 400).length;
    const after = await asAdmin(order._id);
    if (statuses[rightAt] === 200) {
      expect(after.status).toBe('delivered');
      expect(after.delivery!.codeTries).toBe(wrongAnswered + 1);
      expect(after.delivery!.codeTries).toBeLessThanOrEqual(5);
      // Tries after the delivery are refused by the rule (409) or, not counted, as locked (429).
      expect(statuses.filter((s, i) => i !== rightAt && s !== 400).every((s) => s === 409 || s === 429)).toBe(true);
    } else {
      // The right code was not counted, or was counted but the fifth wrong one locked the code first.
      expect(statuses[rightAt]).toBe(429);
      expect([3, 4]).toContain(wrongAnswered);
      expect(statuses.filter((s) => s === 429)).toHaveLength(60 - wrongAnswered);
      expect(after).toMatchObject({ status: 'out_for_delivery', codeLocked: true, delivery: { riderId: rider._id, codeTries: 5 } });
      // Locked: the right code now changes nothing either.
      expect((await deliver(rider, { _id: order._id, code, cashCollected: order.totalAmt })).status).toBe(429);
      expect((await asAdmin(order._id)).delivery!.codeTries).toBe(5);
      expect((await step(order._id, 'delivered', 'Shopper confirmed on the phone')).status).toBe(200);
    }
    expect((await me(rider)).current).toBeNull();
  }

  it('60 parallel tries with the right code among them: only the first 5 counted are compared; it ends locked with codeTries 5', async () => {
    const [ravi] = (await storeWithRiders('Ravi Kumar')).riders as [Rider];
    await burst(ravi, 45);
    await burst(ravi, 1);
  }, 120_000);

  it('a wrong cash amount is refused before the code is looked at, and spends no try', async () => {
    const [ravi] = (await storeWithRiders('Ravi Kumar')).riders as [Rider];
    const { buyer, order } = await heldBy(ravi);
    expect((await pickup(ravi, order._id)).status).toBe(200);
    const code = (await asOwner(buyer, order._id)).deliveryCode!;
    expect((await deliver(ravi, { _id: order._id, code, cashCollected: order.totalAmt + 1 })).status).toBe(400);
    expect((await asAdmin(order._id)).delivery!.codeTries).toBe(0);
    const done = await deliver(ravi, { _id: order._id, code, cashCollected: order.totalAmt });
    expect(done.status, done.body.message).toBe(200);
  });
});

describe("the shopper's contact, for a rider", () => {
  it('shown while the rider has the order to deliver; gone once delivered, not delivered, or given to another rider', async () => {
    const [ravi, sita] = (await storeWithRiders('Ravi Kumar', 'Sita Devi')).riders as [Rider, Rider];
    const { buyer, order } = await heldBy(ravi);
    const held = await details(ravi, order._id);
    expect(held.body.data).toMatchObject({ shopper: { mobile: '9876501234' }, delivery_address: { address_line: '12 Test Road' } });
    expect((await pickup(ravi, order._id)).status).toBe(200);
    const code = (await asOwner(buyer, order._id)).deliveryCode!;
    const done = await deliver(ravi, { _id: order._id, code, cashCollected: order.totalAmt });
    expect(done.status, done.body.message).toBe(200);
    for (const view of [done.body.data!, (await details(ravi, order._id)).body.data!]) {
      expect(view.status).toBe('delivered');
      expect(view.shopper).toBeNull();
      expect(view.delivery_address).toBeNull();
      expect(JSON.stringify(view)).not.toContain('9876501234');
      expect(JSON.stringify(view)).not.toContain('12 Test Road');
    }

    const second = await heldBy(ravi);
    expect((await pickup(ravi, second.order._id)).status).toBe(200);
    const failed = await fail(ravi, second.order._id, 'Nobody at the door');
    expect(failed.status).toBe(200);
    expect(JSON.stringify((await details(ravi, second.order._id)).body.data)).not.toContain('9876501234');

    const third = await heldBy(ravi);
    expect((await duty(sita, true)).status).toBe(200);
    const moved = await api('POST', '/api/order/assign', { token: await tokenFor('admin'), body: { _id: third.order._id, riderId: sita._id } });
    expect(moved.status, moved.body.message).toBe(200);
    const before = await details(ravi, third.order._id);
    expect(JSON.stringify(before.body)).not.toContain('9876501234');
    expect((await details(sita, third.order._id)).body.data).toMatchObject({ shopper: { mobile: '9876501234' } });
    await Promise.all([duty(ravi, false), duty(sita, false)]);
  });
});
