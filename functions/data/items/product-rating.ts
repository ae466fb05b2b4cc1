/**
 * A product's thumbs from item ratings: `PRODUCT_RATING#<productId>` / `TALLY` (keys.productRating).
 * Never put whole: `up` and `down` move only by `ADD` (repos/ratings.ts), so concurrent ratings of
 * one product all count.
 */
import * as z from 'zod';
import { keys } from '../keys.js';
import { parseItem, type RawItem } from './parse.js';

export const schema = z.object({ productId: z.string(), up: z.number().int().default(0), down: z.number().int().default(0) });

export type ProductRating = z.output<typeof schema>;

export const key = keys.productRating;

export const fromItem = (raw: RawItem): ProductRating => parseItem('product rating', schema, raw);
