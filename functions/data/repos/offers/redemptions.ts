/**
 * The uses an order's offer holds (docs/decisions/0050-money-model.md), written in the order's own
 * transactions: placing it holds a use (a redemption record `held`, the shopper's count under the
 * per-shopper limit, one shard of the total under its share of the total limit), a cancel or an
 * expired payment releases it (counts back by one, once), delivery marks it used.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { shardOrder, shardShare } from '../../../core/offer-uses.js';
import type { OrderRecord } from '../../../core/order-record.js';
import { db, tableName } from '../../client.js';
import { keys } from '../../keys.js';
import * as firstOrderClaim from '../../items/first-order-claim.js';
import * as redemptionItem from '../../items/offer-redemption.js';
import type { OfferRecord } from '../../items/offer.js';
import * as offerUses from '../../items/offer-uses.js';
import { update } from '../../update.js';
import type { Step, TransactResult } from '../transact.js';
import { getOffer } from './offers.js';

export type Redemption = redemptionItem.Redemption;

/** Why an order's offer could not be held, with the offer's name (its code, else its title). */
export type OfferHoldFailure =
  | { kind: 'offer-used-up'; name: string }
  | { kind: 'offer-shopper-limit'; name: string }
  /** A first-order-only offer, and another order of the shopper holds their first-order claim. */
  | { kind: 'offer-first-order'; name: string }
  | { kind: 'offer-unavailable'; name: string };

/** One shard said no: the next is tried. */
type ShardFull = { kind: 'offer-shard-full' };

export async function getRedemption(orderId: string): Promise<Redemption | undefined> {
  const result = await db.send(new GetCommand({ TableName: tableName, Key: keys.offerRedemption(orderId), ConsistentRead: true }));
  return result.Item ? redemptionItem.fromItem(result.Item) : undefined;
}

/** The shopper's first-order claim as placement's condition reads it (`claims < 1`): 0 when no order holds it. */
export async function firstOrderClaims(userId: string): Promise<number> {
  const result = await db.send(new GetCommand({ TableName: tableName, Key: keys.firstOrderClaim(userId), ConsistentRead: true }));
  return result.Item ? firstOrderClaim.fromItem(result.Item) : 0;
}

/** `ADD uses ±1` on a counter (naming its offer), with the condition when it counts up under a limit. */
function countStep<F>(key: { pk: string; sk: string }, offerId: string, delta: 1 | -1, limit: number, onFull?: () => F): Step<F> {
  const write = update(offerUses.schema).set('offerId', offerId).add('uses', delta);
  if (delta > 0 && limit > 0) write.when((c) => c.or(c.missing('uses'), c.lt('uses', limit)));
  return { item: { Update: { TableName: tableName, Key: key, ...write.build() } }, ...(onFull ? { onConditionFailed: onFull } : {}) };
}

/** `ADD claims ±1` on the shopper's first-order claim: taken only while no other order holds it. */
function claimStep<F>(userId: string, offerId: string, delta: 1 | -1, onTaken?: () => F): Step<F> {
  const write = update(firstOrderClaim.schema).set('offerId', offerId).add('claims', delta);
  if (onTaken) write.when((c) => c.or(c.missing('claims'), c.lt('claims', 1)));
  return { item: { Update: { TableName: tableName, Key: keys.firstOrderClaim(userId), ...write.build() } }, ...(onTaken ? { onConditionFailed: onTaken } : {}) };
}

/** The redemption moving from `held` to `to`, once. */
function moveStep<F>(orderId: string, to: 'released' | 'used' | 'held', from: Redemption['status'], onMoved: () => F): Step<F> {
  const write = update(redemptionItem.schema).set('status', to).when((c) => c.eq('status', from));
  return { item: { Update: { TableName: tableName, Key: keys.offerRedemption(orderId), ...write.build() } }, onConditionFailed: onMoved };
}

/** Gives back the uses `redemption` holds (its order cancelled, its payment expired or replaced). */
export function releaseSteps<F>(redemption: Redemption, onMoved: () => F): Step<F>[] {
  return [
    moveStep(redemption.orderId, 'released', 'held', onMoved),
    countStep<F>(keys.shopperOfferUses(redemption.userId, redemption.offerId), redemption.offerId, -1, 0),
    countStep<F>(keys.offerUseShard(redemption.offerId, redemption.shard), redemption.offerId, -1, 0),
    ...(redemption.firstOrder ? [claimStep<F>(redemption.userId, redemption.offerId, -1)] : []),
  ];
}

/** Delivered: the use is spent for good. */
export function useSteps<F>(redemption: Redemption, onMoved: () => F): Step<F>[] {
  return [moveStep(redemption.orderId, 'used', 'held', onMoved)];
}

/**
 * A late payment revived a cancelled order: it holds its use again, without the limits' conditions
 * (a paid order is never refused; it may pass the limit by such late payments only).
 */
export function holdAgainSteps<F>(redemption: Redemption, onMoved: () => F): Step<F>[] {
  return [
    moveStep(redemption.orderId, 'held', 'released', onMoved),
    countStep<F>(keys.shopperOfferUses(redemption.userId, redemption.offerId), redemption.offerId, 1, 0),
    countStep<F>(keys.offerUseShard(redemption.offerId, redemption.shard), redemption.offerId, 1, 0),
    ...(redemption.firstOrder ? [claimStep<F>(redemption.userId, redemption.offerId, 1)] : []),
  ];
}

/** The most items the offer adds to an order's transaction (a hold and a replaced order's release). */
export const OFFER_STEPS_MAX = 7;

const nameOf = (offer: Pick<OfferRecord, 'code' | 'title'>) => offer.code ?? offer.title;

/**
 * Runs the order's placement `run` with the steps that hold its offer's use (none when it has no
 * offer), trying the total's shards in a random order until one has room: the offer is used up only
 * when every shard said no. `replaced` is the pending order this one replaces: the use it holds is
 * released in the same transaction (when both hold the same offer, the counters they share move by
 * the difference, as a transaction touches an item once).
 */
export async function withOfferHold<F extends { kind: string }>(
  order: OrderRecord,
  replaced: OrderRecord | undefined,
  changed: () => F,
  run: (offerSteps: Step<F | OfferHoldFailure | ShardFull>[]) => Promise<TransactResult<F | OfferHoldFailure | ShardFull>>,
): Promise<TransactResult<F | OfferHoldFailure>> {
  const old = replaced?.charges?.offer ? await getRedemption(replaced._id) : undefined;
  const release = old?.status === 'held' ? old : undefined;
  const offerId = order.charges?.offer?.offerId;
  if (!offerId) return settle(await run(release ? releaseSteps(release, changed) : []));

  const offer = await getOffer(offerId, { consistent: true });
  const name = order.charges?.offer?.code ?? order.charges?.offer?.title ?? 'This offer';
  if (!offer?.active) return { ok: false, failure: { kind: 'offer-unavailable', name } };
  const shards = shardOrder(offer.useShards).filter((shard) => offer.totalLimit <= 0 || shardShare(offer.totalLimit, offer.useShards, shard) > 0);
  for (const shard of shards) {
    const result = await run(holdSteps(order, offer, shard, release, changed));
    if (result.ok || result.failure.kind !== 'offer-shard-full') return settle(result);
  }
  return { ok: false, failure: { kind: 'offer-used-up', name: nameOf(offer) } };
}

const settle = <F>(result: TransactResult<F | OfferHoldFailure | ShardFull>): TransactResult<F | OfferHoldFailure> => {
  if (!result.ok && (result.failure as ShardFull).kind === 'offer-shard-full') throw new Error('a shard said no outside the shard loop');
  return result as TransactResult<F | OfferHoldFailure>;
};

function holdSteps<F>(order: OrderRecord, offer: OfferRecord, shard: number, release: Redemption | undefined, changed: () => F): Step<F | OfferHoldFailure | ShardFull>[] {
  type All = F | OfferHoldFailure | ShardFull;
  const record: Redemption = { orderId: order._id, offerId: offer._id, userId: order.userId, shard, status: 'held', at: order.createdAt, firstOrder: offer.firstOrderOnly };
  const steps: Step<All>[] = [
    { item: { Put: { TableName: tableName, Item: redemptionItem.toItem(record), ConditionExpression: 'attribute_not_exists(pk)' } }, onConditionFailed: changed },
  ];
  const sameOffer = release?.offerId === offer._id;
  if (release) steps.push(moveStep<All>(release.orderId, 'released', 'held', changed));
  // The shopper's count: unchanged when the replaced order held the same offer (one use for one).
  if (!sameOffer) {
    steps.push(countStep<All>(keys.shopperOfferUses(order.userId, offer._id), offer._id, 1, offer.perShopperLimit, () => ({ kind: 'offer-shopper-limit', name: nameOf(offer) })));
    if (release) steps.push(countStep<All>(keys.shopperOfferUses(release.userId, release.offerId), release.offerId, -1, 0));
  }
  // The first-order claim: one for one when the replaced order held it too (the same shopper's).
  if (offer.firstOrderOnly && !release?.firstOrder) {
    steps.push(claimStep<All>(order.userId, offer._id, 1, () => ({ kind: 'offer-first-order', name: nameOf(offer) })));
  }
  if (!offer.firstOrderOnly && release?.firstOrder) steps.push(claimStep<All>(release.userId, release.offerId, -1));
  if (!(sameOffer && release?.shard === shard)) {
    const share = offer.totalLimit > 0 ? shardShare(offer.totalLimit, offer.useShards, shard) : 0;
    steps.push(countStep<All>(keys.offerUseShard(offer._id, shard), offer._id, 1, share, () => ({ kind: 'offer-shard-full' })));
    if (release) steps.push(countStep<All>(keys.offerUseShard(release.offerId, release.shard), release.offerId, -1, 0));
  }
  return steps;
}
