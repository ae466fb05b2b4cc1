/**
 * The stores as this container last read them, with their open orders: what serviceability answers
 * from, without a DynamoDB request on a warm call (catalog calls choose their store with
 * services/stores/store-of-request.ts, which needs no open-order counts).
 *
 * Stores are few (tens), so the whole directory is one copy: one strongly consistent Query of the
 * `STORE` partition and one BatchGet of the stores' open-order counters, made at most once per
 * STORE_DIRECTORY_MAX_AGE_MS per container and shared by the requests waiting for it
 * (core/catalog-cache.ts createVersionCheck). The admin's store writes invalidate it in the container
 * that made them (at once; locally every handler shares one process); other containers see a
 * change within that age.
 *
 * Checkout never answers from here: it reads the address's zone and store consistently.
 */
import { createVersionCheck } from '../../core/catalog-cache.js';
import { serviceability, type Serviceability, type StoreRecord } from '../../core/stores.js';
import { listStores, openOrderCounts } from '../../data/repos/stores.js';

/**
 * 5 s: a pause (or a store closing by its hours, which is computed at each call) reaches shoppers
 * within a few seconds, and the ETA's busy part lags the open orders by as much; a reload costs two
 * requests per container per 5 s, nothing next to the shoppers' calls it answers (p99 of a warm
 * call: memory only).
 */
export const STORE_DIRECTORY_MAX_AGE_MS = 5_000;

export interface StoreDirectory {
  /** Every store, by name. */
  stores: StoreRecord[];
  /** Open orders now, per store id (0 when none). */
  openOrders: ReadonlyMap<string, number>;
}

async function readDirectory(): Promise<StoreDirectory> {
  // Consistent: a reload right after this container's own write must see it.
  const stores = await listStores({ consistent: true });
  const openOrders = await openOrderCounts(stores.map((s) => s._id), { consistent: true });
  return { stores, openOrders };
}

const directory = createVersionCheck(readDirectory, { maxAgeMs: STORE_DIRECTORY_MAX_AGE_MS });

/** The stores and their open orders, from memory when read less than STORE_DIRECTORY_MAX_AGE_MS ago. */
export const storeDirectory = (): Promise<StoreDirectory> => directory.current();

/** A store of this container changed (the admin's writes): the next call reads the directory again. */
export const invalidateStoreDirectory = (): void => directory.invalidate();

/** How many times this container read the directory (tests, benchmarks). */
export const storeDirectoryReads = (): number => directory.reads;

/** What a shopper at `pincode` can expect now (POST /api/store/serviceability), from the directory. */
export async function serviceabilityOf(pincode: string, now: Date = new Date()): Promise<Serviceability> {
  const { stores, openOrders } = await storeDirectory();
  return serviceability(stores, pincode, now, (storeId) => openOrders.get(storeId) ?? 0);
}
