/**
 * Orders' ratings (items/rating.ts) and products' tallies (items/product-rating.ts). A rating and the
 * tallies it moves are one transaction: a first rating on the condition that the order has none, an
 * edit on the condition that the rating is still the one read, so two submits of one order (two
 * tabs, a retried request) count once.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { productTallyChanges, SCORE_WINDOW, type RatingRecord } from '../../core/ratings.js';
import { db, tableName } from '../client.js';
import { newestInIndex } from './newest.js';
import { keys } from '../keys.js';
import * as productRatingItem from '../items/product-rating.js';
import * as ratingItem from '../items/rating.js';
import { conditionOn, update } from '../update.js';
import { batchGet } from './batch-get.js';
import { transact, type Step, type TransactResult } from './transact.js';

export async function getRating(orderId: string): Promise<RatingRecord | undefined> {
  const out = await db.send(new GetCommand({ TableName: tableName, Key: ratingItem.key(orderId), ConsistentRead: true }));
  return out.Item ? ratingItem.fromItem(out.Item) : undefined;
}

/** The order was rated (or the rating changed) by another request since `previous` was read. */
export type SaveRatingFailure = 'changed';

/** Writes `rating` in place of `previous` (undefined: the order's first), moving the products' tallies by the difference. */
export async function saveRating(rating: RatingRecord, previous: RatingRecord | undefined): Promise<TransactResult<SaveRatingFailure>> {
  const put: Step<SaveRatingFailure> = {
    item: {
      Put: {
        TableName: tableName,
        Item: ratingItem.toItem(rating),
        ...conditionOn(ratingItem.schema, (c) => (previous ? c.eq('updatedAt', previous.updatedAt) : c.itemMissing())),
      },
    },
    onConditionFailed: () => 'changed',
  };
  const tallies: Step<SaveRatingFailure>[] = [...productTallyChanges(previous?.items ?? [], rating.items)].map(([productId, change]) => ({
    item: {
      Update: {
        TableName: tableName,
        Key: productRatingItem.key(productId),
        ...update(productRatingItem.schema).set('productId', productId).add('up', change.up).add('down', change.down).build(),
      },
    },
  }));
  return transact([put, ...tallies]);
}

/** A rider's newest SCORE_WINDOW ratings (one Query). */
export const riderRatings = (riderId: string) => newestInIndex('gsi1', keys.riderRatingsIndex(riderId).gsi1pk, SCORE_WINDOW, ratingItem.fromItem);

/** A store's newest SCORE_WINDOW ratings (one Query). */
export const storeRatings = (storeId: string) => newestInIndex('gsi2', keys.storeRatingsIndex(storeId).gsi2pk, SCORE_WINDOW, ratingItem.fromItem);

/** The tallies of these products (absent: never rated). */
export async function productRatings(productIds: readonly string[]): Promise<Map<string, productRatingItem.ProductRating>> {
  if (productIds.length === 0) return new Map();
  const items = await batchGet(productIds.map((id) => productRatingItem.key(id)));
  return new Map(items.map((item) => productRatingItem.fromItem(item)).map((tally) => [tally.productId, tally]));
}
