import { describe, expect, it } from 'vitest';
import * as pincodeZoneItem from '../../functions/data/items/pincode-zone.js';
import * as storeItem from '../../functions/data/items/store.js';
import { defaultStoreOf, serviceability } from '../../functions/core/stores.js';
import { DEMO_ACCOUNTS } from '../provision.js';
import { buildSeedOrders } from './orders.js';
import { buildSeedStoreItems } from './store-items.js';
import { DEFAULT_SEED_STORE, SEED_STORES, UNSERVED_PINCODE } from './stores.js';

const items = buildSeedStoreItems() as Record<string, unknown>[];
const zones = items.filter((i) => i.type === 'pincode-zone').map((i) => pincodeZoneItem.fromItem(i));

describe('demo stores', () => {
  it('are the three stores of the issue, Mumbai Central the default and Delhi paused', () => {
    expect(SEED_STORES.map((s) => s.name)).toEqual(['Mumbai Central', 'Bengaluru Indiranagar', 'Delhi Connaught Place']);
    expect(defaultStoreOf(SEED_STORES)).toBe(DEFAULT_SEED_STORE);
    expect(SEED_STORES.filter((s) => s.isDefault)).toEqual([DEFAULT_SEED_STORE]);
    expect(SEED_STORES.find((s) => s.paused)).toMatchObject({ name: 'Delhi Connaught Place', reason: 'Closed for maintenance' });
  });

  it('are written as store items that read back as they are', () => {
    const stores = items.filter((i) => i.type === 'store');
    expect(stores.map((i) => storeItem.fromItem(i))).toEqual(SEED_STORES);
  });

  it('claim every pincode of their zones once, for the store whose zone it is', () => {
    expect(zones).toHaveLength(10 + 40 + 10);
    expect(new Set(zones.map((z) => z.pincode)).size).toBe(zones.length);
    for (const store of SEED_STORES) {
      for (const zone of store.zones) expect(zones).toContainEqual({ pincode: zone.pincode, storeId: store._id, travelMinutes: zone.travelMinutes });
    }
    for (const item of items.filter((i) => i.type === 'pincode-zone')) expect(item).toMatchObject({ pk: `PINCODE#${String(item.pincode)}`, sk: 'ZONE' });
  });

  it("serve the README's pincodes, and not the unserved one", () => {
    const monday10am = new Date('2026-03-02T04:30:00Z');
    const at = (pincode: string) => serviceability(SEED_STORES, pincode, monday10am, () => 0);
    expect(at('400001')).toMatchObject({ serviceable: true, canOrder: true, store: { name: 'Mumbai Central' } });
    expect(at('400010')).toMatchObject({ store: { name: 'Mumbai Central' } });
    expect(at('560001')).toMatchObject({ canOrder: true, store: { name: 'Bengaluru Indiranagar' } });
    expect(at('560040')).toMatchObject({ store: { name: 'Bengaluru Indiranagar' } });
    expect(at('110001')).toMatchObject({ serviceable: true, canOrder: false, paused: true, message: 'Closed for maintenance' });
    expect(at(UNSERVED_PINCODE)).toMatchObject({ serviceable: false, message: "We don't deliver to 560099 yet" });
  });

  it("put the demo shopper's saved address and the seeded orders' addresses in served pincodes", () => {
    const served = new Set(zones.map((z) => z.pincode));
    const shopper = DEMO_ACCOUNTS.find((a) => !a.admin);
    expect(shopper?.address?.pincode).toBe('400001');
    for (const account of DEMO_ACCOUNTS) if (account.address) expect(served.has(account.address.pincode), account.email).toBe(true);
    for (const order of buildSeedOrders(20).orders) expect(served.has(order.address.pincode), order._id).toBe(true);
  });
});
