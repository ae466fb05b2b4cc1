/**
 * Units a picker found missing: `STOCK_GAP#<storeId>` / `ORDER#<orderId>#<productId>` (keys.stockGap),
 * written when the order is packed, once per order and product. The record is core/picking.ts
 * StockGap; the admin's Stock page lists a store's (one Query).
 */
import * as z from 'zod';
import type { StockGap } from '../../core/picking.js';
import { keys } from '../keys.js';
import { parseItem, type RawItem, type Same } from './parse.js';

export const schema = z.object({
  storeId: z.string(),
  orderId: z.string(),
  orderNumber: z.string(),
  productId: z.string(),
  name: z.string(),
  quantity: z.number().int(),
  pickerName: z.string(),
  at: z.string(),
});
const _exact: Same<z.output<typeof schema>, StockGap> = true;

export const toItem = (gap: StockGap) => ({ ...keys.stockGap(gap.storeId, gap.orderId, gap.productId), type: 'stock-gap' as const, ...gap });

export const fromItem = (raw: RawItem): StockGap => parseItem('stock gap', schema, raw);
