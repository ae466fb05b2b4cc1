/**
 * The demo stores (local/seed/stores.ts) as the items the store repo writes: each store and one
 * pincode-zone claim per pincode of its zones (functions/data/items/store.ts, pincode-zone.ts).
 * Stock per store is not seeded here (the stock migration and the demo stock do it).
 */
import { WEEKDAYS } from '../../functions/core/stores.js';
import * as pincodeZoneItem from '../../functions/data/items/pincode-zone.js';
import * as storeItem from '../../functions/data/items/store.js';
import { SEED_STORES } from './stores.js';

export type SeedStoreItem = ReturnType<typeof storeItem.toItem> | ReturnType<typeof pincodeZoneItem.toItem>;

/** Open all day, every day (`open` equal to `close`). */
const ALL_DAY = WEEKDAYS.map((day) => ({ day, open: '00:00', close: '00:00' }));

/** `storesAlwaysOpen` (test stacks) opens them at every hour: what tests order must not depend on the time of day. */
export function buildSeedStoreItems(options: { storesAlwaysOpen?: boolean } = {}, stores = SEED_STORES): SeedStoreItem[] {
  return stores.flatMap((store) => [
    storeItem.toItem(options.storesAlwaysOpen ? { ...store, hours: ALL_DAY } : store),
    ...store.zones.map((zone) => pincodeZoneItem.toItem({ pincode: zone.pincode, storeId: store._id, travelMinutes: zone.travelMinutes })),
  ]);
}
