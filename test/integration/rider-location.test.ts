/**
 * The rider on the way: PUT /api/rider/location while an order is out (409 otherwise, 429 sooner
 * than ~10 s after the last one taken), kept as the order's newest position and sent on the live
 * channel to that order's shopper and the admins only; the position is gone once the delivery ends.
 * "Nobody else heard" is proved without sleeping: the push is done before the call answers, so a
 * ping sent after it is answered (pong) behind any message the push had sent down that connection.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { LiveMessage, LiveRiderMessage } from '../../functions/core/contracts/live.js';
import type { RiderLocationReply } from '../../functions/core/contracts/rider-location.js';
import type { StoreRecord } from '../../functions/core/stores.js';
import { keys } from '../../functions/data/keys.js';
import { connectLive, type LiveClient } from '../../local/live-client.js';
import { api, apiUrl, createProduct, newShopper, partition, table, tokenFor, type TestProduct } from './helpers.js';
import { asOwner, cashOrderAt, deliver, duty, fail, me, newRider, pickup, step, type TestRider } from './riders-support.js';
import { putStoreStock, testStore } from './stores-support.js';

const tableName = inject('stack').env.TABLE_NAME!;

/** The zone's centre: the delivery point the distance is measured to. */
const CENTRE = { lat: 12.9784, lng: 77.6408 };
/** 0.0107° of latitude south of it: about 1,190 m, 4 minutes at 300 m a minute. */
const NEARBY = { lat: CENTRE.lat - 0.0107, lng: CENTRE.lng, accuracy: 12 };

let product: TestProduct;
const clients: LiveClient[] = [];
const live = async (token: string | undefined) => {
  const client = await connectLive(apiUrl, token);
  clients.push(client);
  return client;
};

const share = (rider: TestRider, body: unknown) => api<RiderLocationReply>('PUT', '/api/rider/location', { token: rider.token, body });
const isRider = (orderId: string) => (m: LiveMessage): m is LiveRiderMessage => m.type === 'rider' && m.orderId === orderId;
const riderMessages = (client: LiveClient) => client.received.filter((r) => r.message.type === 'rider');
/** Everything the server had sent this connection before now has arrived once the pong has. */
async function drained(client: LiveClient): Promise<void> {
  const pongs = client.received.filter((r) => r.message.type === 'pong').length;
  client.send({ action: 'ping' });
  await client.next(() => client.received.filter((r) => r.message.type === 'pong').length > pongs);
}
const positionsOf = (orderId: string) => partition(keys.riderPosition(orderId).pk);
/** Moves the kept position's time back, as if it had been taken 10 s ago (instead of waiting 10 s). */
const ageStoredPosition = (orderId: string) =>
  table.send(new UpdateCommand({ TableName: tableName, Key: keys.riderPosition(orderId), UpdateExpression: 'SET atMs = atMs - :ten', ExpressionAttributeValues: { ':ten': 10_000 } }));

async function storeWithCentre(): Promise<StoreRecord> {
  const store = await testStore({ name: 'Location Test Store' });
  const zones = [{ pincode: store.zones[0]!.pincode, travelMinutes: 6, ...CENTRE }];
  const res = await api('PUT', '/api/store/update', { token: await tokenFor('admin'), body: { _id: store._id, zones } });
  expect(res.status, res.body.message).toBe(200);
  await putStoreStock(store._id, product._id, 100);
  return { ...store, zones };
}

/** A cash order of the store packed while `rider` is its only free rider, then picked up: out for delivery with them. */
async function outWith(rider: TestRider, store: StoreRecord) {
  const placed = await cashOrderAt(store, product);
  expect((await duty(rider, true)).status).toBe(200);
  expect((await step(placed.order._id, 'packed')).status).toBe(200);
  expect((await me(rider)).current?._id).toBe(placed.order._id);
  expect((await pickup(rider, placed.order._id)).status).toBe(200);
  return placed;
}

beforeAll(async () => {
  product = await createProduct({ stock: 0, price: 80 });
});

afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
});

describe('PUT /api/rider/location: only while an order is out', () => {
  it('400 out of bounds; 409 off duty, and while the order held is only packed', async () => {
    const store = await storeWithCentre();
    const rider = await newRider(store, 'Bounds Rider');
    expect((await share(rider, { ...NEARBY, lat: 91 })).status).toBe(400);
    expect((await share(rider, { ...NEARBY, lng: -181 })).status).toBe(400);
    expect((await share(rider, { lat: 12.9, lng: 77.6 })).status, 'accuracy is required').toBe(400);
    expect((await share(rider, NEARBY)).status, 'off duty').toBe(409);

    const placed = await cashOrderAt(store, product);
    expect((await duty(rider, true)).status).toBe(200);
    expect((await share(rider, NEARBY)).status, 'on duty, nothing held').toBe(409);
    expect((await step(placed.order._id, 'packed')).status).toBe(200);
    expect((await me(rider)).current?._id).toBe(placed.order._id);
    expect((await share(rider, NEARBY)).status, 'held, not picked up').toBe(409);
    expect(await positionsOf(placed.order._id)).toEqual([]);
  });

  it('a shopper and an admin are no riders (403)', async () => {
    const shopper = await newShopper();
    expect((await api('PUT', '/api/rider/location', { token: shopper.accessToken, body: NEARBY })).status).toBe(403);
    expect((await api('PUT', '/api/rider/location', { token: await tokenFor('admin'), body: NEARBY })).status).toBe(403);
  });
});

describe("a position reaches the order's shopper and the admins, and nobody else", () => {
  it('with the distance and minutes to the zone centre; another shopper, a rider of another store, the rider and a signed-out socket get nothing', async () => {
    const [store, elsewhere] = await Promise.all([storeWithCentre(), testStore({ name: 'Other Location Store' })]);
    const [rider, otherRider] = await Promise.all([newRider(store, 'Moving Rider'), newRider(elsewhere, 'Other Rider')]);
    const { buyer, order } = await outWith(rider, store);
    const stranger = await newShopper();
    const [owner, boss, strangerLive, otherRiderLive, riderLive] = await Promise.all([
      live(buyer.token),
      live(await tokenFor('admin')),
      live(stranger.accessToken),
      live(otherRider.token),
      live(rider.token),
    ]);
    // Signed out: no token is refused at the door (401), so no socket of nobody exists to be told.
    await expect(connectLive(apiUrl, undefined)).rejects.toMatchObject({ status: 401 });

    const res = await share(rider, NEARBY);
    expect(res.status, res.body.message).toBe(200);
    const reply = res.body.data!;
    expect(reply.etaMinutes).toBe(4);
    expect(reply.distanceMetres).toBeGreaterThan(1_180);
    expect(reply.distanceMetres).toBeLessThan(1_200);

    const [toOwner, toAdmin] = await Promise.all([owner.next(isRider(order._id)), boss.next(isRider(order._id))]);
    const expected: LiveRiderMessage = {
      type: 'rider',
      orderId: order._id,
      lat: NEARBY.lat,
      lng: NEARBY.lng,
      at: reply.at,
      etaMinutes: 4,
      distanceMetres: reply.distanceMetres,
      destination: CENTRE,
    };
    expect(toOwner.message).toEqual(expected);
    expect(toAdmin.message).toEqual(expected);

    await Promise.all([strangerLive, otherRiderLive, riderLive].map(drained));
    expect(riderMessages(strangerLive)).toEqual([]);
    expect(riderMessages(otherRiderLive)).toEqual([]);
    expect(riderMessages(riderLive), 'the rider is not sent their own position').toEqual([]);

    const [kept] = await positionsOf(order._id);
    expect(kept).toMatchObject({ orderId: order._id, riderId: rider._id, lat: NEARBY.lat, lng: NEARBY.lng, accuracy: 12, at: reply.at });
  });

  it('one sooner than ~10 s after the last is refused (429): nothing kept, nothing sent; once 10 s have passed the next moves the rider', async () => {
    const store = await storeWithCentre();
    const rider = await newRider(store, 'Eager Rider');
    const { buyer, order } = await outWith(rider, store);
    const owner = await live(buyer.token);
    expect((await share(rider, NEARBY)).status).toBe(200);
    await owner.next(isRider(order._id));

    const closer = { lat: CENTRE.lat - 0.003, lng: CENTRE.lng, accuracy: 8 };
    const refused = await share(rider, closer);
    expect(refused.status, refused.body.message).toBe(429);
    await drained(owner);
    expect(riderMessages(owner)).toHaveLength(1);
    expect((await positionsOf(order._id))[0]).toMatchObject({ lat: NEARBY.lat });

    await ageStoredPosition(order._id);
    const moved = await share(rider, closer);
    expect(moved.status, moved.body.message).toBe(200);
    expect(moved.body.data!.etaMinutes).toBe(2);
    const second = await owner.next((m) => isRider(order._id)(m) && m.lat === closer.lat);
    expect((second.message as LiveRiderMessage).distanceMetres).toBe(moved.body.data!.distanceMetres);
    expect((await positionsOf(order._id))[0]).toMatchObject({ lat: closer.lat });
  });
});

describe('positions are kept only while the order is out', () => {
  it('delivered: the position is gone from the table, and the next one is refused (409)', async () => {
    const store = await storeWithCentre();
    const rider = await newRider(store, 'Delivering Rider');
    const { buyer, order } = await outWith(rider, store);
    expect((await share(rider, NEARBY)).status).toBe(200);
    expect(await positionsOf(order._id)).toHaveLength(1);

    const code = (await asOwner(buyer, order._id)).deliveryCode!;
    const done = await deliver(rider, { _id: order._id, code, cashCollected: order.totalAmt });
    expect(done.status, done.body.message).toBe(200);
    expect(await positionsOf(order._id)).toEqual([]);
    expect((await share(rider, NEARBY)).status).toBe(409);
    expect(await positionsOf(order._id)).toEqual([]);
  });

  it('could not deliver: the position is gone too', async () => {
    const store = await storeWithCentre();
    const rider = await newRider(store, 'Failing Rider');
    const { order } = await outWith(rider, store);
    expect((await share(rider, NEARBY)).status).toBe(200);
    expect(await positionsOf(order._id)).toHaveLength(1);
    expect((await fail(rider, order._id, 'Nobody at the door')).status).toBe(200);
    expect(await positionsOf(order._id)).toEqual([]);
  });
});

describe('reassigned while out', () => {
  it("the previous rider's position goes with the order; they are refused (409), the new rider is taken at once", async () => {
    const store = await storeWithCentre();
    const [first, second] = await Promise.all([newRider(store, 'First Rider'), newRider(store, 'Second Rider')]);
    const { order } = await outWith(first, store);
    expect((await share(first, NEARBY)).status).toBe(200);
    expect((await duty(second, true)).status).toBe(200);
    const moved = await api('POST', '/api/order/assign', { token: await tokenFor('admin'), body: { _id: order._id, riderId: second._id } });
    expect(moved.status, moved.body.message).toBe(200);
    expect(await positionsOf(order._id)).toEqual([]);
    expect((await share(first, NEARBY)).status).toBe(409);
    const taken = await share(second, NEARBY);
    expect(taken.status, taken.body.message).toBe(200);
    expect((await positionsOf(order._id))[0]).toMatchObject({ riderId: second._id });
  });
});

describe('POST /api/order/rider-position: the newest kept, for a page opened later', () => {
  it("its shopper and an admin read it as it was sent; another shopper and another store's rider get 404; null once delivered", async () => {
    const store = await storeWithCentre();
    const rider = await newRider(store, 'Kept Rider');
    const { buyer, order } = await outWith(rider, store);
    const read = (token: string) => api<LiveRiderMessage | null>('POST', '/api/order/rider-position', { token, body: { _id: order._id } });
    expect((await read(buyer.token)).body.data, 'out, nothing shared yet').toBeNull();

    const owner = await live(buyer.token);
    expect((await share(rider, NEARBY)).status).toBe(200);
    const sent = (await owner.next(isRider(order._id))).message;
    expect((await read(buyer.token)).body.data).toEqual(sent);
    expect((await read(await tokenFor('admin'))).body.data).toEqual(sent);

    const stranger = await newShopper();
    expect((await read(stranger.accessToken)).status).toBe(404);
    const otherRider = await newRider(await testStore({ name: 'Far Store' }), 'Far Rider');
    expect((await read(otherRider.token)).status).toBe(404);
    expect((await read(rider.token)).status, 'the rider reads the order, not their own position back').toBe(404);

    const code = (await asOwner(buyer, order._id)).deliveryCode!;
    expect((await deliver(rider, { _id: order._id, code, cashCollected: order.totalAmt })).status).toBe(200);
    const after = await read(buyer.token);
    expect(after.status).toBe(200);
    expect(after.body.data).toBeNull();
  });
});
