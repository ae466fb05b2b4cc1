/**
 * Two orders a trip (core/batching.ts, data/repos/dispatch.ts assignSecond): a second order only
 * when both promised ETAs hold and the rider is still in the store; races never give an order two
 * riders or a rider three orders; batching off is one order a trip; both drops delivered with their
 * own codes.
 *
 * The test stores' zones are 6 minutes from the store and carry no centre, so a ride between two
 * pincodes is 12 minutes (through the store) and within one pincode 0; the bags taken add
 * DISPATCH_MINUTES (1) and each drop HANDOVER_MINUTES (2), core/ride-minutes.ts; a held order's
 * rider may first ride back from a drop (the longest ride, 6), core/batching.ts riderLeavesAt.
 */
import './helpers.js';
import { describe, expect, it } from 'vitest';
import type { StoreRecord } from '../../functions/core/stores.js';
import { keys } from '../../functions/data/keys.js';
import * as dutyItem from '../../functions/data/items/rider-duty.js';
import * as orderItem from '../../functions/data/items/order.js';
import { api, createProduct, partition, tokenFor, table } from './helpers.js';
import { asOwner, cashOrderAt, deliver, duty, me, newRider, pickup, step, type Buyer, type TestRider } from './riders-support.js';
import { putStoreStock, testStore } from './stores-support.js';
import { GetCommand } from '@aws-sdk/lib-dynamodb';

async function storeWithStock(fields: Partial<StoreRecord> & { pincodes?: number }) {
  const store = await testStore(fields);
  const product = await createProduct({ stock: 0, price: 40 });
  await putStoreStock(store._id, product._id, 100);
  return { store, product };
}

/** The order as stored (straight from the table). */
async function stored(buyer: Buyer, orderId: string) {
  const item = (await table.send(new GetCommand({ TableName: process.env.TABLE_NAME, Key: keys.order(buyer.userId, orderId), ConsistentRead: true }))).Item;
  return orderItem.fromItem(item!);
}

const duties = async (storeId: string) => (await partition(keys.storeDuty(storeId).pk)).map(dutyItem.fromItem);

/** One rider per order, at most two orders per rider, and the duty items agree with the orders. */
async function checkHoldings(storeId: string, placed: { buyer: Buyer; id: string }[]) {
  const orders = await Promise.all(placed.map((p) => stored(p.buyer, p.id)));
  const held = orders.filter((o) => o.riderId && (o.status === 'packed' || o.status === 'out_for_delivery'));
  const byRider = new Map<string, string[]>();
  for (const o of held) byRider.set(o.riderId!, [...(byRider.get(o.riderId!) ?? []), o._id]);
  for (const [riderId, ids] of byRider) expect(ids.length, `orders of ${riderId}`).toBeLessThanOrEqual(2);
  for (const d of await duties(storeId)) {
    const ids = [d.orderId, d.secondOrderId].filter(Boolean).sort();
    expect(ids, `duty of ${d.riderId}`).toEqual([...(byRider.get(d.riderId) ?? [])].sort());
    expect(d.orderCount ?? 0).toBe(ids.length);
  }
  return { orders, byRider };
}

describe('two orders a trip', () => {
  it('gives a second order only when both ETAs hold, and both drops are delivered with their own codes in drop order', async () => {
    // Promised 15 + 6 = 21 minutes. The rider given `a` may be riding back (6 minutes, the longest ride), then
    // takes the bags (1) and rides: same pincode, drops at 6 + 1 + 6 + 2 = 15 and 17 min (holds); the other
    // pincode, 15 and 29 either way (breaks).
    const { store, product } = await storeWithStock({ name: 'Batching Rule Store', prepMinutes: 15, pincodes: 2, batching: true });
    const other = { ...store, zones: [store.zones[1]!] };
    const rider = await newRider(store, 'Gauri Sen');
    expect((await duty(rider, true)).status).toBe(200);

    const a = await cashOrderAt(store, product);
    expect((await step(a.order._id, 'packed')).status).toBe(200);
    expect((await me(rider)).current?._id).toBe(a.order._id);

    const far = await cashOrderAt(other, product);
    expect((await step(far.order._id, 'packed')).status).toBe(200);
    expect((await stored(far.buyer, far.order._id)).riderId).toBeUndefined();

    const c = await cashOrderAt(store, product);
    expect((await step(c.order._id, 'packed')).status).toBe(200);
    const trip = (await me(rider)).trip;
    expect(trip.map((o) => o._id)).toEqual([a.order._id, c.order._id]);
    expect((await stored(c.buyer, c.order._id)).afterOrderId).toBe(a.order._id);
    expect((await asOwner(c.buyer, c.order._id)).riderStopsBefore).toBe(1);
    expect((await asOwner(a.buyer, a.order._id)).riderStopsBefore).toBeUndefined();
    await checkHoldings(store._id, [a, far, c].map((x) => ({ buyer: x.buyer, id: x.order._id })));

    // Both picked up; each handed over with its own code (the other's code is refused).
    expect((await pickup(rider, a.order._id)).status).toBe(200);
    expect((await pickup(rider, c.order._id)).status).toBe(200);
    const [ownerA, ownerC] = [await asOwner(a.buyer, a.order._id), await asOwner(c.buyer, c.order._id)];
    expect(ownerA.deliveryCode).not.toBe(ownerC.deliveryCode);
    expect((await deliver(rider, { _id: a.order._id, code: ownerC.deliveryCode!, cashCollected: ownerA.totalAmt })).status).toBe(400);
    expect((await deliver(rider, { _id: a.order._id, code: ownerA.deliveryCode!, cashCollected: ownerA.totalAmt })).status).toBe(200);
    // The first drop is done: the second stays with the rider, with no stop before it.
    expect((await asOwner(c.buyer, c.order._id)).riderStopsBefore).toBeUndefined();
    expect((await me(rider)).trip.map((o) => o._id)).toEqual([c.order._id]);
    expect((await deliver(rider, { _id: c.order._id, code: ownerC.deliveryCode!, cashCollected: ownerC.totalAmt })).status).toBe(200);
    // Free again: the waiting far order comes to them.
    expect((await me(rider)).current?._id).toBe(far.order._id);
    const [d] = await duties(store._id);
    expect(d?.orderCount).toBe(1);
  });

  it('a failed first drop leaves the second with the rider', async () => {
    const { store, product } = await storeWithStock({ name: 'Batching Fail Store', prepMinutes: 30, batching: true });
    const rider = await newRider(store, 'Hari Iyer');
    expect((await duty(rider, true)).status).toBe(200);
    const a = await cashOrderAt(store, product);
    const b = await cashOrderAt(store, product);
    expect((await step(a.order._id, 'packed')).status).toBe(200);
    expect((await step(b.order._id, 'packed')).status).toBe(200);
    const trip = (await me(rider)).trip.map((o) => o._id);
    expect(trip).toHaveLength(2);
    for (const id of trip) expect((await pickup(rider, id)).status).toBe(200);
    const failed = await api('POST', '/api/rider/fail', { token: rider.token, body: { _id: trip[0], reason: 'Nobody home' } });
    expect(failed.status, failed.body.message).toBe(200);
    expect((await me(rider)).trip.map((o) => o._id)).toEqual([trip[1]]);
  });

  it('never once the rider has left the store: an order packed after the pickup waits for the next trip', async () => {
    const { store, product } = await storeWithStock({ name: 'Batching Left Store', prepMinutes: 30, batching: true });
    const rider = await newRider(store, 'Kiran Das');
    expect((await duty(rider, true)).status).toBe(200);
    const a = await cashOrderAt(store, product);
    expect((await step(a.order._id, 'packed')).status).toBe(200);
    expect((await pickup(rider, a.order._id)).status).toBe(200);

    // Both promises would hold (30 min of prep), but the rider is on the road with the first.
    const b = await cashOrderAt(store, product);
    expect((await step(b.order._id, 'packed')).status).toBe(200);
    expect((await stored(b.buyer, b.order._id)).riderId).toBeUndefined();
    expect((await me(rider)).trip.map((o) => o._id)).toEqual([a.order._id]);
    await checkHoldings(store._id, [a, b].map((x) => ({ buyer: x.buyer, id: x.order._id })));

    // Back from the drop, the waiting order is theirs.
    const ownerA = await asOwner(a.buyer, a.order._id);
    expect((await deliver(rider, { _id: a.order._id, code: ownerA.deliveryCode!, cashCollected: ownerA.totalAmt })).status).toBe(200);
    expect((await me(rider)).current?._id).toBe(b.order._id);
  });

  for (const batching of [true, false]) {
    it(`2 riders x 5 orders packed in races (batching ${batching ? 'on' : 'off'}): never two riders for an order, never more than ${batching ? 'two' : 'one'} orders a rider`, async () => {
      const { store, product } = await storeWithStock({ name: `Batching Race Store ${batching}`, prepMinutes: 30, batching });
      const riders: TestRider[] = await Promise.all(['Isha Rao', 'Jai Mehta'].map((name) => newRider(store, name)));
      for (const r of riders) expect((await duty(r, true)).status).toBe(200);
      const placed: { buyer: Buyer; id: string }[] = [];
      for (const _ of [1, 2, 3, 4, 5]) {
        const { buyer, order } = await cashOrderAt(store, product);
        placed.push({ buyer, id: order._id });
      }
      const admin = await tokenFor('admin');
      // Packs (each dispatches) and admin assigns of every order to every rider, all at once.
      await Promise.all([
        ...placed.map(async (p) => expect((await step(p.id, 'packed')).status).toBe(200)),
        ...placed.flatMap((p) => riders.map((r) => api('POST', '/api/order/assign', { token: admin, body: { _id: p.id, riderId: r._id } }))),
      ]);
      const { byRider } = await checkHoldings(store._id, placed);
      const per = batching ? 2 : 1;
      expect([...byRider.values()].map((ids) => ids.length)).toEqual([per, per]);

      // The repo's own conditions, raced directly: one waiting order to both riders, two waiting orders to one rider.
      const { assignSecond } = await import('../../functions/data/repos/dispatch.js');
      const { getRider } = await import('../../functions/data/repos/riders.js');
      if (!batching) return;
      const waitingId = placed.find((p) => !(byRider.get(riders[0]!._id) ?? []).includes(p.id) && !(byRider.get(riders[1]!._id) ?? []).includes(p.id))!;
      const waiting = { orderId: waitingId.id, userId: waitingId.buyer.userId, storeId: store._id, packedAt: new Date().toISOString() };
      const at = new Date().toISOString();
      const results = await Promise.all(
        riders.map(async (r) => {
          const [heldId] = byRider.get(r._id)!;
          const heldOwner = placed.find((p) => p.id === heldId)!.buyer;
          return assignSecond(waiting, (await getRider(r._id))!, { orderId: heldId!, userId: heldOwner.userId }, false, at);
        }),
      );
      expect(results.filter((r) => r.ok)).toEqual([]);
      await checkHoldings(store._id, placed);
    });
  }
});
