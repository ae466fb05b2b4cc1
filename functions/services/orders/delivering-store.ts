/**
 * The dark store that delivers an order: the address's pincode decides it, never the client.
 * Checkout reads it from the table as it is now (strongly consistent, no cache): the pincode's zone
 * (one GetItem), then the store and its open orders (one GetItem, one BatchGet, in parallel). The
 * answer is core/stores.ts serviceability, so checkout refuses with exactly the words the site
 * shows: unserved pincode, closed now, paused.
 */
import type { OrderStore } from '../../core/order-record.js';
import { NO_FEES, type StoreFees } from '../../core/fees.js';
import { isBusy, serviceability } from '../../core/stores.js';
import { findZone, getStore, openOrderCounts } from '../../data/repos/stores.js';
import { Conflict } from '../../platform/errors.js';

/** The store an order is placed at, with what its bill reads: its fee rules and whether it is busy now. */
export interface DeliveringStore extends OrderStore {
  fees: StoreFees;
  busy: boolean;
}

/** The store that delivers to `pincode` now with its ETA, or 409 with the shopper's words. */
export async function storeForDelivery(pincode: string, now: Date = new Date()): Promise<DeliveringStore> {
  const zone = await findZone(pincode, { consistent: true });
  const [store, counts] = zone
    ? await Promise.all([getStore(zone.storeId, { consistent: true }), openOrderCounts([zone.storeId], { consistent: true })])
    : [undefined, new Map<string, number>()];
  const answer = serviceability(store ? [store] : [], pincode, now, (storeId) => counts.get(storeId) ?? 0);
  if (!store || !answer.canOrder || answer.etaMinutes === null) throw new Conflict(answer.message);
  const busy = isBusy(store, counts.get(store._id) ?? 0);
  return { _id: store._id, name: store.name, etaMinutes: answer.etaMinutes, fees: store.fees ?? NO_FEES, busy };
}
