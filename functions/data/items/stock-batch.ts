/**
 * A batch of one product received at one store: `BATCH#<storeId>` / `PRODUCT#<productId>#<batchId>`.
 * `units` is what it held when its product's ledger was last settled (core/stock-batches.ts settle);
 * the store stock item's `countedStock` is the counter then. Written only by those settles
 * (repos/stock-batches.ts), each one transaction with the stock item; deleted once it sold out or
 * expired (its write-off: items/write-off.ts).
 */
import * as z from 'zod';
import type { Batch } from '../../core/stock-batches.js';
import { keys } from '../keys.js';
import { parseItem, type RawItem, type Same } from './parse.js';

export const TYPE = 'stock-batch';

const batchSchema = z.object({
  batchId: z.string(),
  expiresOn: z.string().optional(),
  units: z.number().int(),
  received: z.number().int(),
  receivedAt: z.string(),
});
const _exact: Same<z.output<typeof batchSchema>, Batch> = true;

export const schema = batchSchema.extend({ storeId: z.string(), productId: z.string() });

export type StockBatch = z.output<typeof schema>;

export const key = keys.stockBatch;

export const toItem = (batch: StockBatch) => ({ ...keys.stockBatch(batch.storeId, batch.productId, batch.batchId), type: TYPE, ...batch });

export const fromItem = (raw: RawItem): StockBatch => parseItem('stock batch', schema, raw);
