/**
 * Which dark store a catalog or cart call is answered for: the one it names (body `storeId`, else
 * the `X-Store-Id` header), else the default store; an id that names no store is answered by the
 * default store too, so the spec's clients (which name none) keep working unchanged.
 *
 * Stores are few and change rarely, so their list is kept in memory per container for
 * STORE_LIST_TTL_MS: a warm call adds no DynamoDB request (the list is one Query when it is read).
 * An id not in the list re-reads it, at most once a second per container, so a store created a
 * moment ago is found while made-up ids cost nothing. Writes that must see the current default
 * (product create and update) read the list fresh instead.
 *
 * Checkout does not use this: the address's pincode picks the store there, from fresh reads
 * (services/orders/delivering-store.ts).
 */
import { STORE_ID_HEADER } from '../../core/contracts/product-reads.js';
import { defaultStoreOf, type StoreRecord } from '../../core/stores.js';
import { listStores } from '../../data/repos/stores.js';
import { Conflict } from '../../platform/errors.js';

export const STORE_LIST_TTL_MS = 5_000;
const MISS_REFRESH_MS = 1_000;

let cached: { stores: StoreRecord[]; readAt: number } | undefined;
let reading: Promise<StoreRecord[]> | undefined;

/** The stores, from memory when read less than `maxAgeMs` ago; concurrent callers share one read. */
async function storeList(maxAgeMs: number): Promise<StoreRecord[]> {
  if (cached && Date.now() - cached.readAt < maxAgeMs) return cached.stores;
  reading ??= (async () => {
    const readAt = Date.now();
    try {
      const stores = await listStores();
      cached = { stores, readAt };
      return stores;
    } finally {
      reading = undefined;
    }
  })();
  return reading;
}

/** The store id a call names: its body's `storeId`, else its `X-Store-Id` header (blank is none). */
export function requestedStoreId(body: { storeId?: string } | undefined, headers: Record<string, string | undefined>): string | undefined {
  const named = body?.storeId ?? headers[STORE_ID_HEADER];
  const trimmed = named?.trim();
  return trimmed ? trimmed.slice(0, 100) : undefined;
}

/**
 * The store a catalog or cart call is answered for (undefined only while no store exists at all,
 * a table not migrated yet: then nothing is in stock).
 */
export async function storeForRequest(requested: string | undefined): Promise<StoreRecord | undefined> {
  let stores = await storeList(STORE_LIST_TTL_MS);
  if (requested !== undefined) {
    let named = stores.find((s) => s._id === requested);
    if (!named) {
      stores = await storeList(MISS_REFRESH_MS);
      named = stores.find((s) => s._id === requested);
    }
    if (named) return named;
  }
  return defaultStoreOf(stores);
}

/** The store id of a call (see storeForRequest). */
export async function storeIdForRequest(body: { storeId?: string } | undefined, headers: Record<string, string | undefined>): Promise<string | undefined> {
  return (await storeForRequest(requestedStoreId(body, headers)))?._id;
}

/** The default store now (read fresh, consistently): the store whose stock the product form sets. */
export async function currentDefaultStore(): Promise<StoreRecord> {
  const store = defaultStoreOf(await listStores({ consistent: true }));
  if (!store) throw new Conflict('There is no store yet: create one (or run npm run migrate, which creates the default store)');
  return store;
}
