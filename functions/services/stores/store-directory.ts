/**
 * The stores as this container last read them: the one copy that serviceability answers from and
 * that catalog and cart calls pick their store from (services/stores/store-of-request.ts), so the two
 * never disagree about a store, and a warm call makes no DynamoDB request for it.
 *
 * Stores are few (tens), so the whole directory is one copy: one strongly consistent Query of the
 * `STORE` partition, made at most once per STORE_DIRECTORY_MAX_AGE_MS per container and shared by
 * the requests waiting for it (core/catalog-cache.ts createVersionCheck). Serviceability also needs
 * the stores' loads (the ETA's busy part, high demand): one BatchGet, and a count of the riders on
 * duty at each store with a capacity rule, kept the same way beside it, which catalog calls never read. The admin's store writes invalidate both in the container that made
 * them (at once; locally every handler shares one process); other containers see a change within
 * that age.
 *
 * Checkout never answers from here: it reads the address's zone and store consistently.
 */
import { NO_LOAD, type CapacityLoad } from '../../core/capacity.js';
import { createVersionCheck } from '../../core/catalog-cache.js';
import { serviceability, type Serviceability, type StoreRecord } from '../../core/stores.js';
import { capacityLoads } from '../../data/repos/store-capacity.js';
import { listStores } from '../../data/repos/stores.js';

/**
 * 5 s: a pause (or a store closing by its hours, which is computed at each call) reaches shoppers
 * within a few seconds, and the ETA's busy part lags the open orders by as much; a reload costs two
 * requests per container per 5 s, nothing next to the shoppers' calls it answers (p99 of a warm
 * call: memory only).
 */
export const STORE_DIRECTORY_MAX_AGE_MS = 5_000;

/** A store id not in the directory reads it again, at most this often: a store created a moment ago is found, made-up ids cost nothing. */
export const STORE_MISS_MAX_AGE_MS = 1_000;

export interface StoreDirectory {
  /** Every store, by name. */
  stores: StoreRecord[];
  /** Open orders now, per store id (0 when none). */
  openOrders: ReadonlyMap<string, number>;
  /** The capacity rule's load, per store id. */
  loads: ReadonlyMap<string, CapacityLoad>;
}

// Consistent: a reload right after this container's own write must see it.
const stores = createVersionCheck(() => listStores({ consistent: true }), { maxAgeMs: STORE_DIRECTORY_MAX_AGE_MS });
const loads = createVersionCheck(async () => capacityLoads(await stores.current(), { consistent: true }), {
  maxAgeMs: STORE_DIRECTORY_MAX_AGE_MS,
});

/** Every store, from memory when read less than `maxAgeMs` ago (STORE_DIRECTORY_MAX_AGE_MS unless told). */
export const directoryStores = (maxAgeMs?: number): Promise<StoreRecord[]> => stores.current(maxAgeMs);

/** The stores and their open orders, from memory when read less than STORE_DIRECTORY_MAX_AGE_MS ago. */
export async function storeDirectory(): Promise<StoreDirectory> {
  const [list, byStore] = await Promise.all([stores.current(), loads.current()]);
  return { stores: list, openOrders: new Map([...byStore].map(([id, load]) => [id, load.openOrders])), loads: byStore };
}

/** A store of this container changed (the admin's writes): the next call reads the directory again. */
export const invalidateStoreDirectory = (): void => {
  stores.invalidate();
  loads.invalidate();
};

/** How many times this container read the stores (tests, benchmarks). */
export const storeDirectoryReads = (): number => stores.reads;

/** What a shopper at `pincode` can expect now (POST /api/store/serviceability), from the directory. */
export async function serviceabilityOf(pincode: string, now: Date = new Date()): Promise<Serviceability> {
  const { stores: list, loads: byStore } = await storeDirectory();
  const loadOf = (storeId: string) => byStore.get(storeId) ?? NO_LOAD;
  return serviceability(list, pincode, now, (storeId) => loadOf(storeId).openOrders, loadOf);
}
