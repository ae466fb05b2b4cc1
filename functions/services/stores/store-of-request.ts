/**
 * Which dark store a catalog or cart call is answered for: the one it names (body `storeId`, else
 * the `X-Store-Id` header), else the default store; an id that names no store is answered by the
 * default store too, so the spec's clients (which name none) keep working unchanged.
 *
 * The stores come from the store directory (services/stores/store-directory.ts), the copy
 * serviceability answers from, which the admin's store writes invalidate: a warm call adds no
 * DynamoDB request, and right after an admin's change both answer from the same stores. An id not
 * in the directory re-reads it, at most once a second per container, so a store created a moment
 * ago is found while made-up ids cost nothing. Writes that must see the current default (product
 * create and update) read the list fresh instead.
 *
 * Checkout does not use this: the address's pincode picks the store there, from fresh reads
 * (services/orders/delivering-store.ts).
 */
import { STORE_ID_HEADER } from '../../core/contracts/product-reads.js';
import { defaultStoreOf, type StoreRecord } from '../../core/stores.js';
import { listStores } from '../../data/repos/stores.js';
import { Conflict } from '../../platform/errors.js';
import { STORE_DIRECTORY_MAX_AGE_MS, STORE_MISS_MAX_AGE_MS, directoryStores } from './store-directory.js';

/** The directory's age: a catalog call and serviceability answer from the same copy of the stores. */
export const STORE_LIST_TTL_MS = STORE_DIRECTORY_MAX_AGE_MS;

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
  let stores = await directoryStores();
  if (requested !== undefined) {
    let named = stores.find((s) => s._id === requested);
    if (!named) {
      stores = await directoryStores(STORE_MISS_MAX_AGE_MS);
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
