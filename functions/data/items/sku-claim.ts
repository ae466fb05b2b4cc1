/**
 * A SKU's claim: `SKU#<skuKey>` / `CLAIM` (keys.skuClaim), `ownerId` the product holding it. Put
 * `attribute_not_exists` with the product's create (the form's or an import's), deleted with the
 * product; `npm run migrate` (migrations/product-skus.ts) claims the SKUs of older products.
 */
import * as z from 'zod';
import { skuKey } from '../../core/product.js';
import { keys } from '../keys.js';
import { parseItem, type RawItem } from './parse.js';

export const schema = z.object({ ownerId: z.string(), sku: z.string() });

export const key = (sku: string) => keys.skuClaim(skuKey(sku));

export const TYPE = 'sku-claim';

export const toItem = (sku: string, ownerId: string) => ({ ...key(sku), type: TYPE, ownerId, sku });

export const fromItem = (raw: RawItem): z.output<typeof schema> => parseItem('sku claim', schema, raw);
