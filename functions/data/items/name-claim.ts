/**
 * A category or sub category name's claim: `CATEGORY_NAME#<nameKey>` or `SUBCATEGORY_NAME#<nameKey>`
 * / `CLAIM` (keys.categoryName, keys.subCategoryName), `ownerId` the item holding the name. Written
 * with the create or rename in one transaction, deleted with the rename or delete.
 */
import * as z from 'zod';
import type { Key } from '../keys.js';
import { parseItem, type RawItem } from './parse.js';

export const schema = z.object({ ownerId: z.string() });

export const toItem = (key: Key, ownerId: string) => ({ ...key, type: 'name-claim' as const, ownerId });

export const fromItem = (raw: RawItem): string => parseItem('name claim', schema, raw).ownerId;
