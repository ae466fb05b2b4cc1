/**
 * A received row of a stock receipt CSV: `RECEIPT#<storeId>` / `CSV#<receiptId>` (keys.stockReceipt),
 * put with `attribute_not_exists` in the transaction that stores the row's batch
 * (repos/stock-batches.ts writeLedger), so a file uploaded again receives none of its rows twice.
 */
import * as z from 'zod';
import { keys } from '../keys.js';
import { parseItem, type RawItem } from './parse.js';

export const schema = z.object({
  storeId: z.string(),
  receiptId: z.string(),
  productId: z.string(),
  batchId: z.string(),
  quantity: z.number().int(),
  receivedAt: z.string(),
});

export type StockReceipt = z.output<typeof schema>;

export const key = keys.stockReceipt;

export const toItem = (receipt: StockReceipt) => ({ ...keys.stockReceipt(receipt.storeId, receipt.receiptId), type: 'stock-receipt' as const, ...receipt });

export const fromItem = (raw: RawItem): StockReceipt => parseItem('stock receipt', schema, raw);
