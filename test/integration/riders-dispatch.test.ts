/**
 * Dispatch under races: 5 orders packed while 3 riders toggle duty, all at once. Every
 * order goes to one rider, no rider holds two, the rest wait; as riders deliver, the waiting ones
 * follow, each delivered once.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { StoreRecord } from '../../functions/core/stores.js';
import { keys } from '../../functions/data/keys.js';
import * as dutyItem from '../../functions/data/items/rider-duty.js';
import * as waitingItem from '../../functions/data/items/waiting-order.js';
import { createProduct, partition, type TestProduct } from './helpers.js';
import { asAdmin, asOwner, cashOrderAt, deliver, duty, me, newRider, pickup, step, type Buyer, type TestRider } from './riders-support.js';
import { putStoreStock, testStore } from './stores-support.js';

let store: StoreRecord;
let product: TestProduct;
let riders: TestRider[];

beforeAll(async () => {
  store = await testStore({ name: 'Dispatch Test Store' });
  product = await createProduct({ stock: 0, price: 40 });
  await putStoreStock(store._id, product._id, 100);
  riders = await Promise.all(['Asha Rao', 'Bilal Khan', 'Chitra Das'].map((name) => newRider(store, name)));
});

/** Who holds what now, from the table and from the orders, and the two must agree. */
async function holdings(orderIds: readonly string[]) {
  const orders = await Promise.all(orderIds.map((id) => asAdmin(id)));
  const duties = (await partition(keys.storeDuty(store._id).pk)).map(dutyItem.fromItem);
  const waiting = (await partition(keys.waitingOrders(store._id).pk)).map(waitingItem.fromItem);
  const assigned = orders.filter((o) => o.delivery && (o.status === 'packed' || o.status === 'out_for_delivery'));
  const riderOf = new Map(assigned.map((o) => [o._id, o.delivery!.riderId]));
  // One order to one rider; a rider holds at most one; the duty items say the same as the orders.
  expect(new Set(riderOf.values()).size).toBe(riderOf.size);
  for (const d of duties.filter((d) => d.orderId)) expect(riderOf.get(d.orderId!), `duty of ${d.riderId}`).toBe(d.riderId);
  expect(duties.filter((d) => d.orderId).length).toBe(riderOf.size);
  // A waiting order has no rider, and is packed.
  for (const w of waiting) {
    const order = orders.find((o) => o._id === w.orderId);
    if (order) expect(order.delivery === null && order.status === 'packed', `waiting ${w.orderId}`).toBe(true);
  }
  return { orders, duties, waiting, riderOf };
}

describe('dispatch races', () => {
  it('5 orders packed while 3 riders toggle duty at once: 3 assigned to 3 riders, 2 waiting, then each delivered once', async () => {
    const placed: { buyer: Buyer; id: string }[] = [];
    for (const _ of [1, 2, 3, 4, 5]) {
      const { buyer, order } = await cashOrderAt(store, product);
      placed.push({ buyer, id: order._id });
    }
    const ids = placed.map((p) => p.id);

    const toggles = riders.map(async (rider) => {
      const answers = [(await duty(rider, true)).status, (await duty(rider, false)).status, (await duty(rider, true)).status];
      // Off duty is refused (409) only when an order came to them in between.
      expect(answers[0]).toBe(200);
      expect([200, 409]).toContain(answers[1]);
      expect(answers[2]).toBe(200);
    });
    const packs = ids.map(async (id) => expect((await step(id, 'packed')).status).toBe(200));
    await Promise.all([...packs, ...toggles]);

    let state = await holdings(ids);
    expect(state.riderOf.size).toBe(3);
    expect(state.waiting.map((w) => w.orderId).sort()).toEqual(ids.filter((id) => !state.riderOf.has(id)).sort());

    // Riders deliver what they hold, all at once; the waiting orders follow to whoever is free.
    const deliveredBy = new Map<string, string>();
    for (let round = 1; round <= 3 && deliveredBy.size < 5; round++) {
      await Promise.all(
        riders.map(async (rider) => {
          const current = (await me(rider)).current;
          if (!current) return;
          expect((await pickup(rider, current._id)).status).toBe(200);
          const buyer = placed.find((p) => p.id === current._id)!.buyer;
          const { deliveryCode, totalAmt } = await asOwner(buyer, current._id);
          const done = await deliver(rider, { _id: current._id, code: deliveryCode!, cashCollected: totalAmt });
          expect(done.status, done.body.message).toBe(200);
          expect(deliveredBy.has(current._id)).toBe(false);
          deliveredBy.set(current._id, rider._id);
        }),
      );
      state = await holdings(ids);
    }
    expect([...deliveredBy.keys()].sort()).toEqual([...ids].sort());
    expect(state.orders.every((o) => o.status === 'delivered')).toBe(true);
    expect(state.waiting).toEqual([]);
    for (const order of state.orders) expect(order.timeline.filter((e) => e.status === 'delivered' && e.by === 'rider')).toHaveLength(1);
    const today = await Promise.all(riders.map(async (r) => (await me(r)).today.length));
    expect(today.reduce((a, b) => a + b, 0)).toBe(5);
  });

  it('a rider coming on duty gets the oldest waiting order at once; off duty is refused while holding it', async () => {
    const late = await newRider(store, 'Deepa Nair');
    const [first, second] = [await cashOrderAt(store, product), await cashOrderAt(store, product)];
    // Everybody else is busy: take the three riders off duty (they hold nothing now).
    for (const rider of riders) expect((await duty(rider, false)).status).toBe(200);
    expect((await step(first.order._id, 'packed')).status).toBe(200);
    expect((await step(second.order._id, 'packed')).status).toBe(200);
    expect((await asAdmin(first.order._id)).delivery).toBeNull();

    const on = await duty(late, true);
    expect(on.status).toBe(200);
    expect(on.body.data!.current?._id).toBe(first.order._id);
    expect((await duty(late, false)).status).toBe(409);
    expect((await asAdmin(second.order._id)).delivery).toBeNull();
  });

  it('dispatchers acting on stale reads: a busy rider gets no second order, a taken order no second rider', async () => {
    const { assignWaiting } = await import('../../functions/data/repos/dispatch.js');
    const { getRider, goOnDuty, goOffDuty } = await import('../../functions/data/repos/riders.js');
    const [x, y] = await Promise.all([newRider(store, 'Esha Pal'), newRider(store, 'Farid Ali')]);
    const [one, two] = [await cashOrderAt(store, product), await cashOrderAt(store, product)];
    // Nobody on duty: the packed orders wait.
    const busy = (await partition(keys.storeDuty(store._id).pk)).map(dutyItem.fromItem);
    for (const d of busy.filter((d) => d.orderId)) {
      if ((await asAdmin(d.orderId!)).status === 'packed') expect((await step(d.orderId!, 'out_for_delivery')).status).toBe(200);
      expect((await step(d.orderId!, 'delivered')).status).toBe(200);
    }
    for (const d of busy) await goOffDuty(store._id, d.riderId);
    expect((await step(one.order._id, 'packed')).status).toBe(200);
    expect((await step(two.order._id, 'packed')).status).toBe(200);
    // On duty straight in the table (no dispatch runs): what two dispatchers read a moment ago.
    const at = new Date().toISOString();
    await Promise.all([goOnDuty(store._id, x._id, at), goOnDuty(store._id, y._id, at)]);
    const waiting = (await partition(keys.waitingOrders(store._id).pk)).map(waitingItem.fromItem);
    const w1 = waiting.find((w) => w.orderId === one.order._id)!;
    const w2 = waiting.find((w) => w.orderId === two.order._id)!;
    const [riderX, riderY] = [(await getRider(x._id))!, (await getRider(y._id))!];
    expect(await assignWaiting(w1, riderX, at)).toEqual({ ok: true });
    expect(await assignWaiting(w2, riderX, at)).toEqual({ ok: false, failure: 'rider-busy' });
    expect(await assignWaiting(w1, riderY, at)).toEqual({ ok: false, failure: 'taken' });
    expect((await asAdmin(one.order._id)).delivery?.riderId).toBe(x._id);
    expect((await asAdmin(two.order._id)).delivery).toBeNull();
  });
});
