/** A category: `CATEGORY` / `CATEGORY#<id>`, with usage counters kept by sub category and product writes. */
import * as z from 'zod';
import { keys } from '../keys.js';
import { parseItem, type RawItem } from './parse.js';

export const schema = z.object({
  _id: z.string(),
  name: z.string(),
  image: z.string(),
  subCategoryCount: z.number().optional(),
  productCount: z.number().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** A category as stored, without its keys. */
export type CategoryRecord = z.output<typeof schema>;

export const toItem = (record: CategoryRecord) => ({ ...keys.category(record._id), type: 'category' as const, ...record });

export type CategoryItem = ReturnType<typeof toItem>;

export const fromItem = (raw: RawItem): CategoryRecord => parseItem('category', schema, raw);

/** The link name reads (data/repos/taxonomy.ts) project only what a link stores; pk and sk name the item when it is malformed. */
export const refProjection = ['pk', 'sk', '_id', 'name'] as const;
const refOnly = schema.pick({ _id: true, name: true });
export const refFromItem = (raw: RawItem): { _id: string; name: string } => parseItem('category', refOnly, raw);
