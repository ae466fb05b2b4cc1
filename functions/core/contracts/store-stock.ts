import * as z from 'zod';
import { PRODUCT_STOCK_MAX } from '../limits.js';
import { wholeNumber } from './catalog-fields.js';
import { id, optionalText } from './fields.js';

/**
 * The Stock view's calls of the store calls (contracts/store.ts StoreCalls): one store's stock of
 * the catalog's products, and a row's save. Apart so their functions, which also hold the catalog,
 * load no other store schema.
 */

export const STOCK_FILTERS = ['low', 'out'] as const;
export type StockFilter = (typeof STOCK_FILTERS)[number];

export const storeStockBody = z.object({
  storeId: id,
  filter: z.enum(STOCK_FILTERS).optional(),
  /** Only these products (the product form's table of stores). */
  productIds: z.array(id).max(100).optional(),
  /** Words of a product name (the catalog's search). */
  search: optionalText(100),
  /** The `nextCursor` of the previous page. */
  cursor: z.string().max(200).optional(),
  limit: wholeNumber(1, 200, 50),
});

/** `stockSeen`: the stock the row showed; a sale meanwhile makes it stale (409), never overwritten. */
export const updateStockBody = z.object({
  storeId: id,
  productId: id,
  stock: wholeNumber(0, PRODUCT_STOCK_MAX),
  stockSeen: wholeNumber(0, PRODUCT_STOCK_MAX),
});

/**
 * Every product's stock at a store set to 0, or moved whole to `moveTo` (another store), before the
 * store is deleted. Repeating it moves nothing more: the stock there is 0 already.
 */
export const emptyStockBody = z.object({ _id: id, moveTo: id.optional() });

export interface EmptiedStock {
  _id: string;
  moveTo: string | null;
  /** Products whose stock this call set to 0 (or moved), and the units. */
  products: number;
  units: number;
}

/** One product's stock at one store (the Stock view's row). */
export interface StoreStockRow {
  productId: string;
  name: string;
  image: string;
  unit: string;
  stock: number;
  /** low: at or below the threshold (the product's own, else the store's) and above 0; out: 0. */
  level: 'ok' | 'low' | 'out';
  /** The last day of its earliest batch that expires within the store's expiring-soon days; null: none does. */
  expiresSoon: string | null;
  /** Where it is at this store ("A3-2"): the pick list's order; null: not set. */
  shelf: string | null;
}

export interface StoreStockPage {
  rows: StoreStockRow[];
  /** Pass back as `cursor` for the next page; null on the last. */
  nextCursor: string | null;
  totalCount: number;
}

export interface UpdatedStock {
  storeId: string;
  productId: string;
  stock: number;
}
