/**
 * One product's stock at one store: `STOCK#<storeId>` / `PRODUCT#<productId>`. Orders move `stock`
 * (`ADD -qty` on the condition `stock >= qty`, and back) in their own transactions; `stockSet` is
 * the stock an admin last set there, which orders never move (the stale-edit check of
 * core/product.ts stockEdit). `stock` is the SELLABLE stock: an expired batch's units leave it. A product the store never stocked has no item: stock 0 there.
 */
import * as z from 'zod';
import { keys } from '../keys.js';
import { attributeNames } from '../update.js';
import { parseItem, type RawItem } from './parse.js';

export const TYPE = 'store-stock';

export const schema = z.object({
  storeId: z.string(),
  productId: z.string(),
  stock: z.number().int(),
  stockSet: z.number().int().optional(),
  /** Where the product is at this store ("A3-2"), set on the Stock page: the pick list's order. */
  shelf: z.string().optional(),
  updatedAt: z.string().optional(),
  /**
   * Batches (items/stock-batch.ts): the counter when its batches' units were last settled, a
   * version every settle moves (settles of one product run one at a time), and when its
   * earliest-expiring batch leaves sellable stock: orders take no unit after that until the
   * expiry job has written the batch off (repos/orders/stock.ts stockTake).
   */
  countedStock: z.number().int().optional(),
  batchLedger: z.number().int().optional(),
  sellableUntil: z.string().optional(),
});

export type StoreStock = z.output<typeof schema>;

export const attributes = attributeNames(schema);

export const key = keys.storeStock;

export const toItem = (stock: StoreStock) => ({ ...keys.storeStock(stock.storeId, stock.productId), type: TYPE, ...stock });

/** What the stock reads project. */
export const projection = ['pk', 'sk', 'storeId', 'productId', 'stock'] as const;

export const fromItem = (raw: RawItem): StoreStock => parseItem('store stock', schema, raw);
