/**
 * Dark stores over HTTP: serviceability, the admin's store writes and their refusals
 * (a pincode in one store's zones, also under concurrency; no delete with open orders or stock;
 * one default store), and who may call what.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { ApiStore } from '../../functions/core/contracts/store.js';
import { storeClock, WEEKDAYS, type Serviceability } from '../../functions/core/stores.js';
import { keys } from '../../functions/data/keys.js';
import { DEFAULT_SEED_STORE, UNSERVED_PINCODE } from '../../local/seed/stores.js';
import { api, newShopper, partition, tokenFor } from './helpers.js';
import { createTestStore, moveOpenOrders, pincodeBlock, storeBody } from './store-support.js';

const pincode = pincodeBlock('stores');
const admin = () => tokenFor('admin');
const check = (code: string) => api<Serviceability>('POST', '/api/store/serviceability', { body: { pincode: code } });
const update = async (body: Record<string, unknown>) => api<ApiStore>('PUT', '/api/store/update', { token: await admin(), body });
const remove = async (_id: string) => api('DELETE', '/api/store/delete', { token: await admin(), body: { _id } });
const stores = async () => (await api<ApiStore[]>('GET', '/api/store/get', { token: await admin() })).body.data!;
const zoneOf = async (code: string) => (await partition(keys.pincodeZone(code).pk)).find((i) => i.sk === 'ZONE');

describe('serviceability (public)', () => {
  it('answers a served pincode with its store and the ETA: packing plus riding', async () => {
    const code = pincode();
    const store = await createTestStore({ zones: [{ pincode: code, travelMinutes: 7 }], prepMinutes: 4 });
    const res = await check(code);
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.data).toMatchObject({
      serviceable: true,
      store: { _id: store._id, name: store.name },
      etaMinutes: 11,
      open: true,
      opensAt: null,
      paused: false,
      canOrder: true,
      message: '',
    });
    expect(res.body.message).toBe('Delivery in 11 min');
  });

  it('says in the shopper\'s words that an unserved pincode is not served', async () => {
    for (const code of [UNSERVED_PINCODE, pincode()]) {
      const res = await check(code);
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ serviceable: false, store: null, etaMinutes: null, canOrder: false, message: `We don't deliver to ${code} yet` });
    }
  });

  it('answers the demo stores: Mumbai Central for 400001, Delhi paused for maintenance', async () => {
    expect((await check('400001')).body.data).toMatchObject({ serviceable: true, store: { _id: DEFAULT_SEED_STORE._id, name: 'Mumbai Central' } });
    expect((await check('110001')).body.data).toMatchObject({ serviceable: true, paused: true, canOrder: false, message: 'Closed for maintenance' });
  });

  it('shows a pause and its reason at once, and a resume', async () => {
    const code = pincode();
    const store = await createTestStore({ zones: [{ pincode: code, travelMinutes: 5 }] });
    const paused = await update({ _id: store._id, paused: true, reason: 'Closed for the rain' });
    expect(paused.status, paused.body.message).toBe(200);
    expect(paused.body.data).toMatchObject({ paused: true, reason: 'Closed for the rain' });
    expect((await check(code)).body.data).toMatchObject({ serviceable: true, paused: true, canOrder: false, reason: 'Closed for the rain', message: 'Closed for the rain' });
    const resumed = await update({ _id: store._id, paused: false });
    expect(resumed.body.data).toMatchObject({ paused: false, reason: '' });
    expect((await check(code)).body.data).toMatchObject({ canOrder: true, paused: false, message: '' });
  });

  it('says when a store closed by its hours opens', async () => {
    const code = pincode();
    const day = WEEKDAYS[(storeClock(new Date()).dayIndex + 3) % 7]!;
    await createTestStore({ zones: [{ pincode: code, travelMinutes: 5 }], hours: [{ day, open: '07:00', close: '09:00' }] });
    const answer = (await check(code)).body.data!;
    expect(answer).toMatchObject({ serviceable: true, open: false, paused: false, canOrder: false });
    expect(answer.opensAt).not.toBeNull();
    expect(answer.message).toMatch(/^Closed now, opens \w+ at 7:00 am$/);
  });

  it('adds a packing time for every maxOpenOrders open orders (the busy store)', async () => {
    const code = pincode();
    const store = await createTestStore({ zones: [{ pincode: code, travelMinutes: 6 }], prepMinutes: 3, maxOpenOrders: 2 });
    await moveOpenOrders(store._id, 5);
    // An admin write in this process refreshes its directory at once (others: within 5 s).
    await update({ _id: store._id, name: store.name });
    expect((await check(code)).body.data!.etaMinutes).toBe(3 + 6 + 2 * 3);
    expect((await stores()).find((s) => s._id === store._id)?.openOrders).toBe(5);
  });

  it('refuses what is not a pincode', async () => {
    for (const bad of ['12345', '012345', 'abcdef', '']) expect((await check(bad)).status, bad).toBe(400);
  });
});

describe('who may manage stores', () => {
  const calls = [
    { method: 'GET', path: '/api/store/get' },
    { method: 'POST', path: '/api/store/create', body: storeBody() },
    { method: 'PUT', path: '/api/store/update', body: { _id: DEFAULT_SEED_STORE._id, paused: true, reason: 'Not yours' } },
    { method: 'DELETE', path: '/api/store/delete', body: { _id: DEFAULT_SEED_STORE._id } },
    { method: 'POST', path: '/api/store/stock', body: { storeId: DEFAULT_SEED_STORE._id } },
    { method: 'PUT', path: '/api/store/update-stock', body: { storeId: DEFAULT_SEED_STORE._id, productId: 'x', stock: 1, stockSeen: 0 } },
  ];

  it.each(calls)('$method $path: 401 without a token, 403 for a shopper, and nothing changes', async ({ method, path, body }) => {
    const before = await stores();
    expect((await api(method, path, { body })).status).toBe(401);
    const shopper = await newShopper();
    const res = await api(method, path, { token: shopper.accessToken, body });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Do not have permission');
    expect(await stores()).toEqual(before);
  });
});

describe('one store per pincode', () => {
  it('refuses a second store claiming a pincode, naming the store that has it; nothing is written', async () => {
    const code = pincode();
    const first = await createTestStore({ zones: [{ pincode: code, travelMinutes: 5 }] });
    const other = pincode();
    const second = storeBody({ zones: [{ pincode: other, travelMinutes: 5 }, { pincode: code, travelMinutes: 4 }] });
    const res = await api('POST', '/api/store/create', { token: await admin(), body: second });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(`Pincode ${code} is already served by ${first.name}`);
    expect((await stores()).some((s) => s.name === second.name)).toBe(false);
    expect(await zoneOf(other)).toBeUndefined();
    expect(await zoneOf(code)).toMatchObject({ storeId: first._id });
  });

  it('refuses an update adding another store\'s pincode, and leaves the store as it was', async () => {
    const code = pincode();
    const holder = await createTestStore({ zones: [{ pincode: code, travelMinutes: 5 }] });
    const own = pincode();
    const store = await createTestStore({ zones: [{ pincode: own, travelMinutes: 5 }] });
    const res = await update({ _id: store._id, zones: [{ pincode: own, travelMinutes: 5 }, { pincode: code, travelMinutes: 3 }] });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(`Pincode ${code} is already served by ${holder.name}`);
    expect((await stores()).find((s) => s._id === store._id)?.zones).toEqual([{ pincode: own, travelMinutes: 5 }]);
  });

  it('lets exactly one of two stores created at once claim the same pincode', async () => {
    const code = pincode();
    const token = await admin();
    const answers = await Promise.all([0, 1].map(() => api<ApiStore>('POST', '/api/store/create', { token, body: storeBody({ zones: [{ pincode: code, travelMinutes: 5 }] }) })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const winner = answers.find((a) => a.status === 200)!.body.data!;
    expect(answers.find((a) => a.status === 409)!.body.message).toBe(`Pincode ${code} is already served by ${winner.name}`);
    expect(await zoneOf(code)).toMatchObject({ storeId: winner._id });
    expect((await stores()).filter((s) => s.zones.some((z) => z.pincode === code))).toHaveLength(1);
  });

  it('moves the claims with the zones: dropped pincodes are free again, a new riding time is what serviceability uses', async () => {
    const [a, b, c] = [pincode(), pincode(), pincode()];
    const store = await createTestStore({ zones: [{ pincode: a, travelMinutes: 5 }, { pincode: b, travelMinutes: 5 }], prepMinutes: 3 });
    const res = await update({ _id: store._id, zones: [{ pincode: b, travelMinutes: 9 }, { pincode: c, travelMinutes: 4 }] });
    expect(res.status, res.body.message).toBe(200);
    expect(await zoneOf(a)).toBeUndefined();
    expect(await zoneOf(b)).toMatchObject({ storeId: store._id, travelMinutes: 9 });
    expect(await zoneOf(c)).toMatchObject({ storeId: store._id, travelMinutes: 4 });
    expect((await check(b)).body.data!.etaMinutes).toBe(12);
    expect((await check(a)).body.data!.serviceable).toBe(false);
    // Another store may now take the pincode given back.
    await createTestStore({ zones: [{ pincode: a, travelMinutes: 5 }] });
  });

  it('takes the most pincodes a store may have (48), and replaces them all in one save', async () => {
    const more = pincodeBlock('stores-more');
    const zones = (n: number) => Array.from({ length: n }, () => ({ pincode: more(), travelMinutes: 5 }));
    const [first, second] = [zones(48), zones(48)];
    const store = await createTestStore({ zones: first });
    const res = await update({ _id: store._id, zones: second, isDefault: true });
    expect(res.status, res.body.message).toBe(200);
    expect(await zoneOf(first[0]!.pincode)).toBeUndefined();
    expect(await zoneOf(second[47]!.pincode)).toMatchObject({ storeId: store._id });
    expect((await update({ _id: DEFAULT_SEED_STORE._id, isDefault: true })).status).toBe(200);
    const tooMany = await api('POST', '/api/store/create', { token: await admin(), body: storeBody({ zones: [...first, ...zones(1)] }) });
    expect(tooMany.status).toBe(400);
  });

  it('changes only the fields sent', async () => {
    const code = pincode();
    const store = await createTestStore({ zones: [{ pincode: code, travelMinutes: 5 }], lowStockThreshold: 7 });
    const res = await update({ _id: store._id, name: `${store.name} Renamed` });
    expect(res.status, res.body.message).toBe(200);
    const { name, updatedAt, ...rest } = res.body.data!;
    const { name: _n, updatedAt: _u, ...before } = store;
    expect(name).toBe(`${store.name} Renamed`);
    expect(rest).toEqual(before);
    expect(updatedAt > store.updatedAt).toBe(true);
  });
});

describe('the default store', () => {
  afterAll(async () => {
    // Other files expect the demo default back.
    await update({ _id: DEFAULT_SEED_STORE._id, isDefault: true });
  });

  it('is exactly one: making a store the default unsets the old one; the default cannot be deleted', async () => {
    const store = await createTestStore();
    const res = await update({ _id: store._id, isDefault: true });
    expect(res.status, res.body.message).toBe(200);
    const all = await stores();
    expect(all.filter((s) => s.isDefault).map((s) => s._id)).toEqual([store._id]);
    const refused = await remove(store._id);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(`${store.name} is the default store; make another store the default before deleting it`);
    expect((await update({ _id: DEFAULT_SEED_STORE._id, isDefault: true })).status).toBe(200);
    expect((await stores()).filter((s) => s.isDefault).map((s) => s._id)).toEqual([DEFAULT_SEED_STORE._id]);
    expect((await remove(store._id)).status).toBe(200);
  });
});

describe('deleting a store', () => {
  it('is refused while it has open orders, then removes the store, its claims and its counter', async () => {
    const code = pincode();
    const store = await createTestStore({ zones: [{ pincode: code, travelMinutes: 5 }] });
    await moveOpenOrders(store._id, 2);
    const refused = await remove(store._id);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(`${store.name} has 2 open orders; deliver or cancel them before deleting the store`);
    expect(await zoneOf(code)).toMatchObject({ storeId: store._id });
    await moveOpenOrders(store._id, -2);
    const removed = await remove(store._id);
    expect(removed.status, removed.body.message).toBe(200);
    expect((await stores()).some((s) => s._id === store._id)).toBe(false);
    expect(await zoneOf(code)).toBeUndefined();
    expect(await partition(keys.storeLoad(store._id).pk)).toEqual([]);
    expect((await check(code)).body.data!.serviceable).toBe(false);
    expect((await remove(store._id)).status).toBe(404);
  });

  it('pausing always works, also with open orders', async () => {
    const store = await createTestStore({ zones: [{ pincode: pincode(), travelMinutes: 5 }] });
    await moveOpenOrders(store._id, 3);
    expect((await update({ _id: store._id, paused: true, reason: 'Stocktaking' })).status).toBe(200);
    expect((await update({ _id: store._id, paused: false })).status).toBe(200);
    await moveOpenOrders(store._id, -3);
  });
});
