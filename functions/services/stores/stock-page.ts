/**
 * The admin's Stock view of one store: the catalog's products (the in-memory catalog snapshot, as
 * product/get lists them) joined with that store's stock items, and a row's save.
 *
 * Reads: without a filter, one BatchGet of the page's stock items (stock and shelf); with "low" or "out", one Query of
 * the store's whole stock partition (the filter needs every product's level; a product without an
 * item is out), and one Query of the store's batches for the rows' expiring-soon marks. Never a
 * Scan. A row's save: services/stores/stock-edit.ts.
 */
import type { StockFilter, StoreStockPage } from '../../core/contracts/store-stock.js';
import { thresholdFor } from '../../core/low-stock.js';
import { inFilter, stockLevel, stockPage, stockRow, type StockLevel } from '../../core/store-stock.js';
import type { ProductRecord } from '../../core/product.js';
import type { StoreRecord } from '../../core/stores.js';
import { searchCatalog } from '../../core/catalog-search.js';
import { allOf } from '../../core/ranked.js';
import { currentCatalog } from '../../data/repos/catalog-snapshot.js';
import { getStore } from '../../data/repos/stores.js';
import { listStoreStock, readStockItems } from '../../data/repos/store-stock.js';
import { listStoreBatches } from '../../data/repos/stock-batches.js';
import { DEFAULT_STORE_TIME_ZONE, EXPIRING_SOON_DAYS, expiringSoon, localDay } from '../../core/stock-batches.js';
import { BadRequest, NotFound } from '../../platform/errors.js';

export interface StockPageRequest {
  storeId: string;
  filter?: StockFilter;
  productIds?: readonly string[];
  search?: string;
  cursor?: string;
  limit: number;
}

/** The products a request is about: the ids asked for, else the search's matches, else the whole catalog. */
async function candidates(request: StockPageRequest): Promise<readonly ProductRecord[]> {
  const view = await currentCatalog();
  if (request.productIds) return request.productIds.flatMap((id) => view.product(id) ?? []);
  const words = request.search?.trim();
  if (!words) return view.products;
  // The Stock view filters and counts every match, so it reads them all.
  return allOf(searchCatalog(view, words));
}

/** The store's whole stock now (one Query of its partition), by product; a product without an item has 0. */
export async function wholeStock(storeId: string): Promise<ReadonlyMap<string, number>> {
  return new Map((await listStoreStock(storeId)).map((s) => [s.productId, s.stock]));
}

/**
 * A product's level at the store: its own threshold wins over the store's (core/low-stock.ts), as in
 * the low-stock mails. The Stock view's filters and the admin's low-stock badge both use this.
 */
export const levelAt = (store: Pick<StoreRecord, 'lowStockThreshold'>, stock: ReadonlyMap<string, number>) => (p: ProductRecord): StockLevel =>
  stockLevel(stock.get(p._id) ?? 0, thresholdFor(p, store));

export async function storeStockPage(request: StockPageRequest): Promise<StoreStockPage> {
  const [store, products] = await Promise.all([getStore(request.storeId, { consistent: true }), candidates(request)]);
  if (!store) throw new NotFound('Store not found');
  const threshold = (p: ProductRecord) => thresholdFor(p, store);
  const { filter } = request;
  // A filter needs every product's level: the store's whole stock, else only the page's.
  const all = filter ? await listStoreStock(store._id) : undefined;
  const allStock = all && new Map(all.map((s) => [s.productId, s.stock]));
  const page = stockPage(products, {
    cursor: request.cursor,
    limit: request.limit,
    keep: allStock && ((p) => inFilter(levelAt(store, allStock)(p), filter)),
  });
  if ('staleCursor' in page) throw new BadRequest('cursor: that product is gone from the list; load the list from the start');
  const [items, soon] = await Promise.all([all ?? readStockItems(store._id, page.items.map((p) => p._id)), expiringSoonAt(store)]);
  const at = new Map(items.map((s) => [s.productId, s]));
  return {
    rows: page.items.map((p) => ({
      ...stockRow(p, at.get(p._id)?.stock ?? 0, threshold(p)),
      expiresSoon: soon.get(p._id) ?? null,
      shelf: at.get(p._id)?.shelf ?? null,
    })),
    nextCursor: page.nextCursor,
    totalCount: page.totalCount,
  };
}

/** Per product, the last day of its earliest batch expiring within the store's expiring-soon days (one Query of its batches). */
async function expiringSoonAt(store: StoreRecord, now = new Date()): Promise<Map<string, string>> {
  const today = localDay(now, store.timeZone ?? DEFAULT_STORE_TIME_ZONE);
  return expiringSoon(await listStoreBatches(store._id), today, store.expiringSoonDays ?? EXPIRING_SOON_DAYS);
}
