/**
 * The dark store that delivers an order: the address's pincode decides it, never the client.
 * Checkout reads it from the table as it is now (strongly consistent, no cache): the pincode's zone
 * (one GetItem), then the store and its load (one GetItem, one BatchGet, in parallel; at a store
 * with a capacity rule also its riders on duty, one Query). The answer is core/stores.ts
 * serviceability, so checkout refuses with exactly the words the site shows: unserved pincode,
 * closed now, paused, very high demand.
 */
import { capacityGate, NO_LOAD, type CapacityGate } from '../../core/capacity.js';
import type { OrderStore } from '../../core/order-record.js';
import { NO_FEES, type StoreFees } from '../../core/fees.js';
import { serviceability } from '../../core/stores.js';
import { capacityLoads, ridersOnDuty } from '../../data/repos/store-capacity.js';
import { findZone, getStore } from '../../data/repos/stores.js';
import { Conflict } from '../../platform/errors.js';

/**
 * The store an order is placed at, with what its bill reads (its fee rules, whether it is busy now)
 * and what its placing transaction re-checks of its capacity (core/capacity.ts CapacityGate).
 */
export interface DeliveringStore extends OrderStore {
  fees: StoreFees;
  busy: boolean;
  gate: CapacityGate;
}

/** The store that delivers to `pincode` now with its ETA, or 409 with the shopper's words. */
export async function storeForDelivery(pincode: string, now: Date = new Date()): Promise<DeliveringStore> {
  const zone = await findZone(pincode, { consistent: true });
  const [store, loads] = zone
    ? await Promise.all([getStore(zone.storeId, { consistent: true }), capacityLoads([{ _id: zone.storeId }], { consistent: true })])
    : [undefined, new Map()];
  const load = { ...(store ? loads.get(store._id) : undefined) ?? NO_LOAD };
  if (store?.capacity) load.ridersOnDuty = await ridersOnDuty(store._id, { consistent: true });
  const answer = serviceability(store ? [store] : [], pincode, now, () => load.openOrders, () => load);
  if (!store || !answer.canOrder || answer.etaMinutes === null) throw new Conflict(answer.message);
  return { _id: store._id, name: store.name, etaMinutes: answer.etaMinutes, fees: store.fees ?? NO_FEES, busy: answer.busy, gate: capacityGate(store, load) };
}
