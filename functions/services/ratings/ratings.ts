/**
 * Rating a delivered order (the shopper), reading whether it can be rated, and the admins' scores of
 * a store and its riders. The rules are core/ratings.ts; the writes repos/ratings.ts.
 */
import type { ApiOrderRating, ApiRating, ApiRatingScores } from '../../core/contracts/rating.js';
import type { OrderRecord } from '../../core/order-record.js';
import { RATING_EDIT_MINUTES, ratedItemsProblem, ratingRefusal, score, type ItemRating, type RatingRecord, type RatingTag, type Thumb } from '../../core/ratings.js';
import { getRating, riderRatings, saveRating, storeRatings } from '../../data/repos/ratings.js';
import { listRiders } from '../../data/repos/riders.js';
import { getStore } from '../../data/repos/stores.js';
import { BadRequest, Conflict, NotFound } from '../../platform/errors.js';

export const toApiRating = (rating: RatingRecord): ApiRating => ({
  orderId: rating.orderId,
  delivery: rating.delivery,
  tags: rating.tags,
  items: rating.items,
  at: rating.at,
  editableUntil: new Date(Date.parse(rating.at) + RATING_EDIT_MINUTES * 60_000).toISOString(),
});

export interface RatingInput {
  delivery: Thumb;
  tags: RatingTag[];
  items: ItemRating[];
}

/** The shopper's rating of their own delivered order: the first, or a change within the edit window. */
export async function rateOrder(order: OrderRecord, input: RatingInput, now: Date = new Date()): Promise<ApiRating> {
  const itemsProblem = ratedItemsProblem(order, input.items);
  if (itemsProblem) throw new BadRequest(itemsProblem);
  const previous = await getRating(order._id);
  const refusal = ratingRefusal(order, previous, now);
  if (refusal) throw new Conflict(refusal);
  const at = now.toISOString();
  const rating: RatingRecord = {
    orderId: order._id,
    userId: order.userId,
    ...(order.storeId ? { storeId: order.storeId } : {}),
    ...(order.riderId ? { riderId: order.riderId } : {}),
    ...(order.riderName ? { riderName: order.riderName } : {}),
    delivery: input.delivery,
    tags: input.tags,
    items: input.items,
    at: previous?.at ?? at,
    updatedAt: at,
  };
  const saved = await saveRating(rating, previous);
  if (!saved.ok) throw new Conflict('This rating was just changed elsewhere: reload the order to see it');
  return toApiRating(rating);
}

/** Whether the order can be rated now, with its rating when it has one. */
export async function orderRating(order: OrderRecord, now: Date = new Date()): Promise<ApiOrderRating> {
  const rating = await getRating(order._id);
  return { orderId: order._id, closedReason: ratingRefusal(order, rating, now) ?? null, rating: rating ? toApiRating(rating) : null };
}

/** A store's score and each of its riders' (their newest ratings: one Query each). */
export async function ratingScores(storeId: string): Promise<ApiRatingScores> {
  const store = await getStore(storeId);
  if (!store) throw new NotFound('Store not found');
  const riders = (await listRiders()).filter((rider) => rider.storeId === storeId);
  const [ofStore, ofRiders] = await Promise.all([storeRatings(storeId), Promise.all(riders.map((rider) => riderRatings(rider._id)))]);
  return {
    storeId,
    store: score(ofStore),
    riders: riders.map((rider, i) => ({ riderId: rider._id, name: rider.name, score: score(ofRiders[i] ?? []) })),
  };
}
