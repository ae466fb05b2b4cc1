/**
 * An order's rating: `RATING#<orderId>` / `RATING` (keys.rating), with gsi1 under its rider and gsi2
 * under its store (keys.ratingOfRider, keys.ratingAtStore) when the order had them. The record is
 * core/ratings.ts RatingRecord; written only by repos/ratings.ts, in one transaction with the
 * products' tallies.
 */
import * as z from 'zod';
import { RATING_TAGS, type RatingRecord } from '../../core/ratings.js';
import { keys } from '../keys.js';
import { parseItem, type RawItem, type Same } from './parse.js';

const thumb = z.enum(['up', 'down']);

export const schema = z.object({
  orderId: z.string(),
  userId: z.string(),
  storeId: z.string().optional(),
  riderId: z.string().optional(),
  riderName: z.string().optional(),
  delivery: thumb,
  tags: z.array(z.enum(RATING_TAGS)),
  items: z.array(z.object({ productId: z.string(), thumb })),
  at: z.string(),
  updatedAt: z.string(),
});
const _exact: Same<z.output<typeof schema>, RatingRecord> = true;

export const key = keys.rating;

export const toItem = (rating: RatingRecord) => ({
  ...keys.rating(rating.orderId),
  ...(rating.riderId ? keys.ratingOfRider(rating.riderId, rating.at, rating.orderId) : {}),
  ...(rating.storeId ? keys.ratingAtStore(rating.storeId, rating.at, rating.orderId) : {}),
  type: 'rating' as const,
  ...rating,
});

export const fromItem = (raw: RawItem): RatingRecord => parseItem('rating', schema, raw);
