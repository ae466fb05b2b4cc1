import * as z from 'zod';
import { RATING_TAGS, type RatingTag, type Score, type Thumb } from '../ratings.js';
import type { Call } from './envelope.js';
import { id } from './fields.js';

/**
 * Ratings after delivery: the shopper rates their delivered order's delivery (thumbs, tags) and may
 * rate its items (core/ratings.ts: 14 days, once per order, editable for an hour); admins read the
 * scores of a store and its riders over their newest 100 ratings, and products' thumbs in their list.
 */

const thumb = z.enum(['up', 'down'], 'must be up or down');

/** An order has at most 100 lines (the cart's limit): a rating names each at most once. */
const MAX_RATED_ITEMS = 100;

export const rateOrderBody = z.object({
  orderId: id,
  delivery: thumb,
  tags: z
    .array(z.enum(RATING_TAGS, `must be one of ${RATING_TAGS.join(', ')}`))
    .max(RATING_TAGS.length, 'has too many tags')
    .refine((tags) => new Set(tags).size === tags.length, 'names a tag twice')
    .default([]),
  items: z.array(z.object({ productId: id, thumb })).max(MAX_RATED_ITEMS, 'rates too many items').default([]),
});

export const orderRatingBody = z.object({ orderId: id });

/** Admins name the store. */
export const ratingScoresBody = z.object({ storeId: id });

/** The products of one page of the admin's list. */
export const productRatingsBody = z.object({ productIds: z.array(id).max(100, 'names too many products') });

export interface ApiRating {
  orderId: string;
  delivery: Thumb;
  tags: RatingTag[];
  items: { productId: string; thumb: Thumb }[];
  at: string;
  /** Until when it can be changed; past it the rating is final. */
  editableUntil: string;
}

/** Whether the order can be rated now, and its rating if it has one. */
export interface ApiOrderRating {
  orderId: string;
  /** Why it cannot be rated now (not delivered, closed after 14 days); null when it can. */
  closedReason: string | null;
  rating: ApiRating | null;
}

export interface ApiRatingScores {
  storeId: string;
  store: Score;
  /** The store's riders, each scored over their own newest ratings (wherever they delivered). */
  riders: { riderId: string; name: string; score: Score }[];
}

/** A product's thumbs from shoppers' item ratings (a product never rated is left out). */
export interface ApiProductRating {
  productId: string;
  up: number;
  down: number;
}

export interface RatingCalls {
  /** First rating or an edit within the hour; 409 when it can no longer be changed or another tab changed it meanwhile. */
  'POST /api/order/rate': Call<z.input<typeof rateOrderBody>, ApiRating>;
  'POST /api/order/rating': Call<z.input<typeof orderRatingBody>, ApiOrderRating>;
  'POST /api/rating/scores': Call<z.input<typeof ratingScoresBody>, ApiRatingScores>;
  'POST /api/rating/products': Call<z.input<typeof productRatingsBody>, ApiProductRating[]>;
}
