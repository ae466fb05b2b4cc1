/**
 * Rider duty against the admin's edits, at the same moment: a duty item exists only for an active
 * rider at the store it names, whoever wins; dispatch clears one that does not and moves on; a rider
 * holding a delivery sees it and is not taken off duty, deactivated or moved (409).
 */
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiRider } from '../../functions/core/contracts/rider.js';
import type { StoreRecord } from '../../functions/core/stores.js';
import { keys } from '../../functions/data/keys.js';
import * as dutyItem from '../../functions/data/items/rider-duty.js';
import * as riderItem from '../../functions/data/items/rider.js';
import { api, createProduct, partition, table, tokenFor, type TestProduct } from './helpers.js';
import { asAdmin, cashOrderAt, duty, me, newRider, step, type TestRider } from './riders-support.js';
import { putStoreStock, testStore } from './stores-support.js';

/** Enough rounds that the racing calls interleave badly at least once without the conditions. */
const ROUNDS = 12;
/** Each round makes or signs in riders: a dozen of them take longer than one ordinary test. */
const RACE_TIMEOUT = 180_000;

let product: TestProduct;
let admin: string;

beforeAll(async () => {
  product = await createProduct({ stock: 0, price: 30 });
  admin = await tokenFor('admin');
});

const update = (body: { _id: string; active?: boolean; storeId?: string }) => api<ApiRider>('PUT', '/api/rider/update', { token: admin, body });

async function riderRecord(riderId: string) {
  const item = (await table.send(new GetCommand({ TableName: process.env.TABLE_NAME, Key: keys.rider(riderId), ConsistentRead: true }))).Item;
  return riderItem.fromItem(item!);
}

/** The rider's duty items at these stores, straight from the table. */
async function dutiesOf(riderId: string, stores: readonly StoreRecord[]) {
  const all = await Promise.all(stores.map(async (s) => (await partition(keys.storeDuty(s._id).pk)).map(dutyItem.fromItem)));
  return all.flat().filter((d) => d.riderId === riderId);
}

/** What breaks "a duty item only for an active rider at the store it names", for one rider. */
async function dutyFaults(riderId: string, stores: readonly StoreRecord[]): Promise<string[]> {
  const [rider, duties] = await Promise.all([riderRecord(riderId), dutiesOf(riderId, stores)]);
  return duties.filter((d) => !rider.active || d.storeId !== rider.storeId).map((d) => `${rider.name}: on duty at ${d.storeId}, active ${rider.active}, home ${rider.storeId}`);
}

async function stocked(name: string): Promise<StoreRecord> {
  const store = await testStore({ name });
  await putStoreStock(store._id, product._id, 100);
  return store;
}

describe('duty against deactivation', () => {
  it('deactivate ∥ on duty, many times: never an inactive rider on duty; the store\'s order goes to its active rider', async () => {
    const store = await stocked('Duty Race Store');
    const faults: string[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      const rider = await newRider(store, `Racer ${round}`);
      const [off, on] = await Promise.all([update({ _id: rider._id, active: false }), duty(rider, true)]);
      expect(off.status, off.body.message).toBe(200);
      // On duty lost the race (403/401: no longer active or signed out) or won it (then the deactivation took it off duty).
      expect([200, 401, 403], on.body.message).toContain(on.status);
      faults.push(...(await dutyFaults(rider._id, [store])));
    }
    expect(faults).toEqual([]);

    const active = await newRider(store, 'Steady Rider');
    expect((await duty(active, true)).status).toBe(200);
    const { order } = await cashOrderAt(store, product);
    expect((await step(order._id, 'packed')).status).toBe(200);
    expect((await asAdmin(order._id)).delivery?.riderId).toBe(active._id);
  }, RACE_TIMEOUT);

  it('dispatch removes a duty item of a rider no longer active (or at another store) and gives the order to the next rider', async () => {
    const [store, other] = [await stocked('Stale Duty Store'), await stocked('Other Store')];
    const [gone, moved, active] = [await newRider(store, 'Gone Rider'), await newRider(other, 'Moved Rider'), await newRider(store, 'Next Rider')];
    expect((await update({ _id: gone._id, active: false })).status).toBe(200);
    // Duty items left behind as before these conditions, free longest: dispatch would offer them first.
    for (const stale of [gone, moved]) {
      const item = dutyItem.toItem({ riderId: stale._id, storeId: store._id, onDutySince: '2020-01-01T00:00:00.000Z', freeSince: '2020-01-01T00:00:00.000Z' });
      await table.send(new PutCommand({ TableName: process.env.TABLE_NAME, Item: item }));
    }
    expect((await duty(active, true)).status).toBe(200);
    const { order } = await cashOrderAt(store, product);
    expect((await step(order._id, 'packed')).status).toBe(200);
    expect((await asAdmin(order._id)).delivery?.riderId).toBe(active._id);
    expect((await partition(keys.storeDuty(store._id).pk)).map(dutyItem.fromItem).map((d) => d.riderId)).toEqual([active._id]);
  });
});

describe('duty against a store move', () => {
  it('move ∥ on duty, many times: the duty item is only ever at the rider\'s store; an order of the old store never reaches them', async () => {
    const [a, b] = [await stocked('Move Race A'), await stocked('Move Race B')];
    const rider = await newRider(a, 'Mover Rider');
    const faults: string[] = [];
    let home = a;
    for (let round = 1; round <= ROUNDS; round++) {
      const to = home === a ? b : a;
      const [moved, on] = await Promise.all([update({ _id: rider._id, storeId: to._id }), duty(rider, true)]);
      expect(moved.status, moved.body.message).toBe(200);
      expect(on.status, on.body.message).toBe(200);
      home = to;
      faults.push(...(await dutyFaults(rider._id, [a, b])));
      // What the rider's screen says is what the table holds.
      expect((await me(rider)).onDuty).toBe((await dutiesOf(rider._id, [home])).length > 0);
      expect((await duty(rider, false)).status).toBe(200);
    }
    expect(faults).toEqual([]);
    expect(await dutiesOf(rider._id, [a, b])).toEqual([]);
  }, RACE_TIMEOUT);
});

describe('a rider holding a delivery', () => {
  it('sees it on /me, and is not taken off duty, deactivated or moved while holding it (409)', async () => {
    const [store, other] = [await stocked('Holding Store'), await stocked('Holding Other')];
    const rider: TestRider = await newRider(store, 'Holding Rider');
    expect((await duty(rider, true)).status).toBe(200);
    const { order } = await cashOrderAt(store, product);
    expect((await step(order._id, 'packed')).status).toBe(200);
    const [off, deactivate, move] = await Promise.all([duty(rider, false), update({ _id: rider._id, active: false }), update({ _id: rider._id, storeId: other._id })]);
    expect([off.status, deactivate.status, move.status]).toEqual([409, 409, 409]);
    const mine = await me(rider);
    expect(mine.onDuty).toBe(true);
    expect(mine.current?._id).toBe(order._id);
    expect(await riderRecord(rider._id)).toMatchObject({ active: true, storeId: store._id });
  });
});
