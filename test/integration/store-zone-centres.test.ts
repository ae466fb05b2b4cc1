/**
 * A pincode's centre (lat, lng) on the admin's store calls: where the rider on the way is measured
 * to (core/rider-eta.ts). Kept as given, changed by an update, and refused out of range, as text or
 * given half, with the server's words and nothing saved.
 */
import { describe, expect, it } from 'vitest';
import type { ApiStore } from '../../functions/core/contracts/store.js';
import { api, tokenFor } from './helpers.js';
import { createTestStore, pincodeBlock, storeBody } from './store-support.js';

const pincode = pincodeBlock('store-zone-centres');
const admin = () => tokenFor('admin');
const update = async (body: Record<string, unknown>) => api<ApiStore>('PUT', '/api/store/update', { token: await admin(), body });
const storeNamed = async (_id: string) => (await api<ApiStore[]>('GET', '/api/store/get', { token: await admin() })).body.data!.find((s) => s._id === _id);

describe("a pincode's centre on the store calls (admin)", () => {
  it('keeps the centres given, and an update changes them', async () => {
    const [a, b] = [pincode(), pincode()];
    const store = await createTestStore({ zones: [{ pincode: a, travelMinutes: 6, lat: 18.559, lng: 73.7868 }, { pincode: b, travelMinutes: 8 }] });
    expect((await storeNamed(store._id))?.zones).toEqual([{ pincode: a, travelMinutes: 6, lat: 18.559, lng: 73.7868 }, { pincode: b, travelMinutes: 8 }]);
    const zones = [{ pincode: a, travelMinutes: 6, lat: 18.559, lng: 73.7868 }, { pincode: b, travelMinutes: 8, lat: 18.57, lng: 73.79 }];
    const res = await update({ _id: store._id, zones });
    expect(res.status, res.body.message).toBe(200);
    expect((await storeNamed(store._id))?.zones).toEqual(zones);
  });

  it('refuses a centre out of range, not a number or given half, in its words, and saves nothing', async () => {
    const code = pincode();
    const store = await createTestStore({ zones: [{ pincode: code, travelMinutes: 6, lat: 18.5, lng: 73.8 }] });
    const bad: [Record<string, unknown>, string][] = [
      [{ lat: 91, lng: 73.8 }, 'must be -90 to 90'],
      [{ lat: 18.5, lng: -181 }, 'must be -180 to 180'],
      [{ lat: 'north', lng: 73.8 }, 'must be a number'],
      [{ lat: 18.5 }, 'give the centre as both lat and lng, or neither'],
    ];
    for (const [centre, words] of bad) {
      const res = await update({ _id: store._id, zones: [{ pincode: code, travelMinutes: 6, ...centre }] });
      expect(res.status, JSON.stringify(centre)).toBe(400);
      expect(res.body.message, JSON.stringify(centre)).toContain(words);
      const created = await api('POST', '/api/store/create', { token: await admin(), body: storeBody({ zones: [{ pincode: pincode(), travelMinutes: 6, ...centre } as never] }) });
      expect(created.status, JSON.stringify(centre)).toBe(400);
    }
    expect((await storeNamed(store._id))?.zones).toEqual([{ pincode: code, travelMinutes: 6, lat: 18.5, lng: 73.8 }]);
  });
});
