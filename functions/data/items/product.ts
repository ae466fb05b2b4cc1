/**
 * A product: `PRODUCT#<id>` / `PRODUCT`, and in gsi1's all-products listing (`PRODUCTS` /
 * `<createdAt>#<id>`, newest first by a descending Query). The record is core/product.ts
 * ProductRecord; `stockSet` is the stock an admin last set (create, or an update that wrote the
 * stock), which orders and cancellations never move: an update without `stockSeen` compares the
 * stock it sends with it (core/product.ts stockEdit). Products written before it have none.
 */
import * as z from 'zod';
import type { ProductRecord } from '../../core/product.js';
import { keys } from '../keys.js';
import { parseItem, type RawItem, type Same } from './parse.js';
import { ref } from './ref.js';

export const schema = z.object({
  _id: z.string(),
  name: z.string(),
  image: z.array(z.string()),
  category: z.array(ref),
  subCategory: z.array(ref),
  unit: z.string(),
  stock: z.number(),
  pricePaise: z.number().int(),
  discount: z.number(),
  // Optional in the first product forms: the old reader filled these in.
  description: z.string().default(''),
  more_details: z.record(z.string(), z.string()).default({}),
  createdAt: z.string(),
  updatedAt: z.string(),
});
const _exact: Same<z.output<typeof schema>, ProductRecord> = true;

const stockSet = z.object({ stockSet: z.number().optional() });

export const toItem = (record: ProductRecord, stockSetTo: number = record.stock) => ({
  ...keys.product(record._id),
  ...keys.productListing(record.createdAt, record._id),
  type: 'product' as const,
  ...record,
  stockSet: stockSetTo,
});

export type ProductItem = ReturnType<typeof toItem>;

/** Items saved before updatedAt existed read as last updated when created. */
const withUpdatedAt = (raw: RawItem): RawItem => (raw.updatedAt === undefined ? { ...raw, updatedAt: raw.createdAt } : raw);

export const fromItem = (raw: RawItem): ProductRecord => parseItem('product', schema, withUpdatedAt(raw));

/** The record and the stock an admin last set (absent on products saved before it was kept). */
export function fromStoredItem(raw: RawItem): { record: ProductRecord; stockSet: number | undefined } {
  return { record: fromItem(raw), stockSet: parseItem('product', stockSet, raw).stockSet };
}

/** What the stock reads project (core fields only: `_id`, `stock`). */
export const stockProjection = ['pk', 'sk', '_id', 'stock'] as const;
const stockOnly = schema.pick({ _id: true, stock: true });
export const stockFromItem = (raw: RawItem): { _id: string; stock: number } => parseItem('product', stockOnly, raw);
