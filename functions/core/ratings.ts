/**
 * Ratings after the doorbell: the shopper rates the delivery (thumbs up or down, with tags) and may
 * rate items, once per order, within RATING_OPEN_DAYS of delivery and editable for RATING_EDIT_MINUTES
 * after the first rating. Riders and stores are scored over their last SCORE_WINDOW ratings.
 */
import type { OrderRecord } from './order-record.js';

export const RATING_OPEN_DAYS = 14;
export const RATING_EDIT_MINUTES = 60;
/** A rider's and a store's score count their newest ratings only: a bad month long ago is forgiven. */
export const SCORE_WINDOW = 100;
/** A product's rating is shown beside it to admins always; to shoppers only past this many ratings. */
export const PRODUCT_RATINGS_SHOWN_FROM = 10;

export const RATING_TAGS = ['late', 'rude', 'packaging', 'great'] as const;
export type RatingTag = (typeof RATING_TAGS)[number];

export type Thumb = 'up' | 'down';

export interface ItemRating {
  productId: string;
  thumb: Thumb;
}

/** One order's rating as stored: who was rated comes from the order when it was first rated. */
export interface RatingRecord {
  /** The order's `_id` (what the shopper's calls name it by). */
  orderId: string;
  userId: string;
  storeId?: string;
  riderId?: string;
  riderName?: string;
  delivery: Thumb;
  tags: RatingTag[];
  items: ItemRating[];
  /** When it was first given: the edit window runs from here, and the score lists sort by it. */
  at: string;
  updatedAt: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Why this order cannot be rated (or its rating changed) now, a sentence for the shopper; undefined when it can. */
export function ratingRefusal(order: Pick<OrderRecord, 'status' | 'deliveredAt'>, existing: Pick<RatingRecord, 'at'> | undefined, now: Date): string | undefined {
  if (order.status !== 'delivered' || !order.deliveredAt) return 'Only a delivered order can be rated';
  if (now.getTime() - Date.parse(order.deliveredAt) > RATING_OPEN_DAYS * DAY_MS) return `Ratings close ${RATING_OPEN_DAYS} days after delivery`;
  if (existing && !canEditRating(existing, now)) return `A rating can be changed only within ${RATING_EDIT_MINUTES} minutes`;
  return undefined;
}

/** What is wrong with the items rated (each must be a line of the order, once), or undefined. */
export function ratedItemsProblem(order: Pick<OrderRecord, 'lines'>, items: readonly ItemRating[]): string | undefined {
  const lines = new Set(order.lines.map((line) => line.productId));
  if (items.some((item) => !lines.has(item.productId))) return 'Only the items of this order can be rated';
  if (new Set(items.map((item) => item.productId)).size !== items.length) return 'Rate each item once';
  return undefined;
}

export const canEditRating = (rating: Pick<RatingRecord, 'at'>, now: Date): boolean =>
  now.getTime() - Date.parse(rating.at) <= RATING_EDIT_MINUTES * 60_000;

/** What a rating (or its edit) adds to each product's tally: a changed thumb moves one count to the other. */
export function productTallyChanges(before: readonly ItemRating[], after: readonly ItemRating[]): Map<string, { up: number; down: number }> {
  const changes = new Map<string, { up: number; down: number }>();
  const add = (item: ItemRating, by: number) => {
    const change = changes.get(item.productId) ?? { up: 0, down: 0 };
    change[item.thumb] += by;
    changes.set(item.productId, change);
  };
  for (const item of before) add(item, -1);
  for (const item of after) add(item, 1);
  for (const [productId, change] of changes) if (change.up === 0 && change.down === 0) changes.delete(productId);
  return changes;
}

export interface Score {
  /** Ratings counted (at most SCORE_WINDOW, the newest). */
  count: number;
  up: number;
  /** Whole percent of thumbs up, or null with no ratings. */
  upPercent: number | null;
  tags: Record<RatingTag, number>;
}

/** The score over the newest SCORE_WINDOW of `ratings` (in any order). */
export function score(ratings: readonly Pick<RatingRecord, 'delivery' | 'tags' | 'at'>[]): Score {
  const newest = [...ratings].sort((a, b) => b.at.localeCompare(a.at)).slice(0, SCORE_WINDOW);
  const tags = Object.fromEntries(RATING_TAGS.map((tag) => [tag, 0])) as Record<RatingTag, number>;
  let up = 0;
  for (const rating of newest) {
    if (rating.delivery === 'up') up += 1;
    for (const tag of rating.tags) tags[tag] += 1;
  }
  return { count: newest.length, up, upPercent: newest.length === 0 ? null : Math.round((up * 100) / newest.length), tags };
}
