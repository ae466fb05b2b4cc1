/**
 * The Stock view of one store (POST /api/store/stock), pure: a product's stock level there, and a
 * page of products in a stable order with a cursor that survives rows leaving the filter.
 *
 * - out: stock 0 (a product the store never stocked has no stock item: 0 there);
 * - low: above 0 and at or below the store's `lowStockThreshold`;
 * - rows sorted by name (as the catalog sorts names), then `_id`: a cursor is the `_id` of the last
 *   row sent, and the next page starts after that product's place in this order. Saving a row out of
 *   the "low" filter therefore skips nothing on the next page (an offset would).
 */
import { byName } from './sort.js';
import type { StockFilter, StoreStockRow } from './contracts/store-stock.js';

export type StockLevel = StoreStockRow['level'];

export function stockLevel(stock: number, lowStockThreshold: number): StockLevel {
  if (stock <= 0) return 'out';
  return stock <= lowStockThreshold ? 'low' : 'ok';
}

/** How many products are low and how many out: the totals of the Stock view's Low and Out filters. */
export function levelCounts<P>(products: readonly P[], levelOf: (product: P) => StockLevel): { low: number; out: number } {
  const counts = { low: 0, out: 0 };
  for (const product of products) {
    const level = levelOf(product);
    if (level !== 'ok') counts[level]++;
  }
  return counts;
}

/** Whether a level is what the filter asks for (no filter: every level). */
export const inFilter = (level: StockLevel, filter: StockFilter | undefined): boolean => filter === undefined || level === filter;

/** What a row needs of a catalog product. */
export interface StockProduct {
  _id: string;
  name: string;
  image: readonly string[];
  unit: string;
}

export const byNameThenId = (a: StockProduct, b: StockProduct): number => byName(a, b) || (a._id < b._id ? -1 : a._id > b._id ? 1 : 0);

/** A row without its batches' mark and its shelf (the Stock view adds `expiresSoon` from the store's batches, `shelf` from its stock item). */
export function stockRow(product: StockProduct, stock: number, lowStockThreshold: number): Omit<StoreStockRow, 'expiresSoon' | 'shelf'> {
  return {
    productId: product._id,
    name: product.name,
    image: product.image[0] ?? '',
    unit: product.unit,
    stock,
    level: stockLevel(stock, lowStockThreshold),
  };
}

export type StockPage<P> = { items: P[]; totalCount: number; nextCursor: string | null } | { staleCursor: true };

/**
 * One page of `candidates` (any order in; sorted by name, then id), those `keep` accepts, after the
 * product named by `cursor`. `staleCursor` when that product is no longer among the candidates (deleted
 * since the previous page): its place is unknown, the list starts again.
 */
export function stockPage<P extends StockProduct>(
  candidates: readonly P[],
  options: { cursor?: string; limit: number; keep?: (product: P) => boolean },
): StockPage<P> {
  const sorted = [...candidates].sort(byNameThenId);
  let after: P | undefined;
  if (options.cursor !== undefined) {
    after = sorted.find((p) => p._id === options.cursor);
    if (!after) return { staleCursor: true };
  }
  const kept = options.keep ? sorted.filter(options.keep) : sorted;
  const start = after ? kept.findIndex((p) => byNameThenId(p, after) > 0) : 0;
  const rest = start < 0 ? [] : kept.slice(start);
  const items = rest.slice(0, options.limit);
  const last = items.at(-1);
  return { items, totalCount: kept.length, nextCursor: rest.length > items.length && last ? last._id : null };
}

/** A shelf as stored: upper case ("a3-2" is A3-2), an empty one none. */
export const storedShelf = (text: string): string | null => (text === '' ? null : text.toUpperCase());
