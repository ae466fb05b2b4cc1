/** A sub category: `SUBCATEGORY` / `SUBCATEGORY#<id>`; `productCount` is kept by product writes. */
import * as z from 'zod';
import { keys } from '../keys.js';
import { parseItem, type RawItem } from './parse.js';
import { ref } from './ref.js';

export const schema = z.object({
  _id: z.string(),
  name: z.string(),
  image: z.string(),
  // The old reader tolerated a sub category without links.
  category: z.array(ref).default([]),
  productCount: z.number().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** A sub category as stored, without its keys. */
export type SubCategoryRecord = z.output<typeof schema>;

export const toItem = (record: SubCategoryRecord) => ({ ...keys.subCategory(record._id), type: 'subcategory' as const, ...record });

export type SubCategoryItem = ReturnType<typeof toItem>;

export const fromItem = (raw: RawItem): SubCategoryRecord => parseItem('subcategory', schema, raw);

/** The link name reads (data/repos/taxonomy.ts) project only what a link stores; pk and sk name the item when it is malformed. */
export const refProjection = ['pk', 'sk', '_id', 'name'] as const;
const refOnly = schema.pick({ _id: true, name: true });
export const refFromItem = (raw: RawItem): { _id: string; name: string } => parseItem('subcategory', refOnly, raw);
