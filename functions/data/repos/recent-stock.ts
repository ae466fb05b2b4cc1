/**
 * Stock at one store as read at most ROWS_STOCK_MAX_AGE_MS ago, for the home rows call: the same
 * 200-odd products of every category's row are asked by every home page, so under load a container
 * reads each one's stock once a second instead of once per page, one read shared by the calls that
 * miss it at the same time (decision 0062). Every other read
 * keeps reading stock per call: listings, details, cart and checkout (readStoreStock).
 */
import { createRecentValues } from '../../core/recent-values.js';
import { readStoreStock } from './store-stock.js';

/** As old as the catalog a read may see (decision 0032: the version is read once a second). */
export const ROWS_STOCK_MAX_AGE_MS = 1000;

/** Far more than the home rows show at every store (19 rows × 12 cards per store), so it only drops what is past the window. */
const recent = createRecentValues<number>({ maxAgeMs: ROWS_STOCK_MAX_AGE_MS, maxEntries: 50_000 });

const keyOf = (storeId: string, productId: string) => `${storeId}/${productId}`;

/** Reads in flight, by key: calls that miss the same stock at the same time share one read. */
const inFlight = new Map<string, Promise<Map<string, number>>>();

/**
 * The products' stock at the store: what was read less than a second ago, what another call is
 * reading now, and the rest in one BatchGet per 100 (a product never stocked there: 0).
 */
export async function readRecentStoreStock(storeId: string, productIds: readonly string[]): Promise<Map<string, number>> {
  const { known, missing } = recent.pick(productIds.map((id) => keyOf(storeId, id)));
  const stock = new Map<string, number>();
  for (const id of productIds) {
    const value = known.get(keyOf(storeId, id));
    if (value !== undefined) stock.set(id, value);
  }
  if (missing.length === 0) return stock;
  const ids = productIds.filter((id) => !stock.has(id));
  const toRead = ids.filter((id) => !inFlight.has(keyOf(storeId, id)));
  const shared = new Set(ids.filter((id) => inFlight.has(keyOf(storeId, id))).map((id) => inFlight.get(keyOf(storeId, id))!));
  if (toRead.length > 0) {
    const read = readStoreStock(storeId, toRead);
    const keys = toRead.map((id) => keyOf(storeId, id));
    for (const key of keys) inFlight.set(key, read);
    shared.add(
      read.then((found) => {
        recent.remember(keys, new Map([...found].map(([id, value]) => [keyOf(storeId, id), value])), 0);
        return found;
      }),
    );
    void read.finally(() => keys.forEach((key) => inFlight.get(key) === read && inFlight.delete(key))).catch(() => undefined);
  }
  const reads = await Promise.all(shared);
  for (const id of ids) stock.set(id, reads.find((found) => found.has(id))?.get(id) ?? 0);
  return stock;
}
