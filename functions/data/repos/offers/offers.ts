/**
 * Offers and coupons (data/items/offer.ts): the admin's writes, each one transaction with the code's
 * claim (keys.offerCode, a name-claim item: a code is unique whatever its case, also when two
 * admins save at once), and the reads the cart and the Offers page share, with the use counts.
 */
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, queryAll, tableName } from '../../client.js';
import { keys } from '../../keys.js';
import * as nameClaimItem from '../../items/name-claim.js';
import * as offerItem from '../../items/offer.js';
import * as offerUses from '../../items/offer-uses.js';
import { batchGet } from '../batch-get.js';
import { CLAIM_CONFLICT_RETRIES, claimStep, releaseSteps } from '../name-claims.js';
import { transact, type Step, type TransactResult } from '../transact.js';

export type OfferRecord = offerItem.OfferRecord;
export type OfferWriteFailure = { kind: 'code-taken'; code: string } | { kind: 'changed' } | { kind: 'not-found' };

/** Every offer (one Query; offers are few), newest first. */
export async function listOffers(): Promise<OfferRecord[]> {
  const items = await queryAll({ KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': keys.allOffers().pk } });
  return items.map(offerItem.fromItem).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

export async function getOffer(offerId: string, options: { consistent?: boolean } = {}): Promise<OfferRecord | undefined> {
  const result = await db.send(new GetCommand({ TableName: tableName, Key: keys.offer(offerId), ConsistentRead: options.consistent ?? false }));
  return result.Item ? offerItem.fromItem(result.Item) : undefined;
}

/** The offer a coupon code names, whatever its case (one GetItem of the claim, one of the offer). */
export async function offerByCode(code: string): Promise<OfferRecord | undefined> {
  const claim = await db.send(new GetCommand({ TableName: tableName, Key: keys.offerCode(code) }));
  return claim.Item ? getOffer(nameClaimItem.fromItem(claim.Item)) : undefined;
}

const putOffer = (offer: OfferRecord, seen: string | undefined): Step<OfferWriteFailure> => ({
  item: {
    Put: {
      TableName: tableName,
      Item: offerItem.toItem(offer),
      ConditionExpression: seen === undefined ? 'attribute_not_exists(pk)' : 'updatedAt = :seen',
      ...(seen === undefined ? {} : { ExpressionAttributeValues: { ':seen': seen } }),
    },
  },
  onConditionFailed: () => ({ kind: 'changed' }),
});

const codeTaken = (code: string) => (): OfferWriteFailure => ({ kind: 'code-taken', code });

export async function createOffer(offer: OfferRecord): Promise<TransactResult<OfferWriteFailure>> {
  const steps = [putOffer(offer, undefined), ...(offer.code ? [claimStep(keys.offerCode(offer.code), offer._id, codeTaken(offer.code))] : [])];
  return transact(steps, { conflictRetries: CLAIM_CONFLICT_RETRIES });
}

/** The offer as changed from `was` (as read): a new code is claimed and the old one given back in the same write. */
export async function updateOffer(was: OfferRecord, next: OfferRecord): Promise<TransactResult<OfferWriteFailure>> {
  const sameCode = (was.code ?? '').toUpperCase() === (next.code ?? '').toUpperCase();
  const changed = (): OfferWriteFailure => ({ kind: 'changed' });
  const steps: Step<OfferWriteFailure>[] = [putOffer(next, was.updatedAt)];
  if (!sameCode && next.code) steps.push(claimStep(keys.offerCode(next.code), next._id, codeTaken(next.code)));
  if (!sameCode && was.code) steps.push(...(await releaseSteps(keys.offerCode(was.code), was._id, changed)));
  return transact(steps, { conflictRetries: CLAIM_CONFLICT_RETRIES });
}

/** The offer and its code's claim. Orders that hold it keep their redemption records and counts. */
export async function deleteOffer(was: OfferRecord): Promise<TransactResult<OfferWriteFailure>> {
  const changed = (): OfferWriteFailure => ({ kind: 'changed' });
  const steps: Step<OfferWriteFailure>[] = [
    {
      item: { Delete: { TableName: tableName, Key: keys.offer(was._id), ConditionExpression: 'updatedAt = :seen', ExpressionAttributeValues: { ':seen': was.updatedAt } } },
      onConditionFailed: changed,
    },
    ...(was.code ? await releaseSteps(keys.offerCode(was.code), was._id, changed) : []),
  ];
  return transact(steps);
}

/** All uses (held and used) of each offer: the sum of its shards (one BatchGet for all offers). */
export async function totalUses(offers: readonly Pick<OfferRecord, '_id' | 'useShards'>[], options: { consistent?: boolean } = {}): Promise<Map<string, number>> {
  const shardKeys = offers.flatMap((o) => Array.from({ length: o.useShards }, (_, i) => ({ offerId: o._id, key: keys.offerUseShard(o._id, i) })));
  const uses = new Map(offers.map((o) => [o._id, 0]));
  if (shardKeys.length === 0) return uses;
  const items = await batchGet(shardKeys.map((s) => s.key), { projection: offerUses.projection, consistent: options.consistent });
  for (const item of items) {
    const offerId = String(item.offerId);
    uses.set(offerId, (uses.get(offerId) ?? 0) + offerUses.fromItem(item));
  }
  return uses;
}

/** One shopper's uses (held and used) of each of these offers: one Query of their partition's counters. */
export async function shopperUses(userId: string): Promise<Map<string, number>> {
  const { pk } = keys.user(userId);
  const result = await db.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': pk, ':prefix': keys.shopperOfferUses(userId, '').sk },
      ConsistentRead: true,
    }),
  );
  return new Map((result.Items ?? []).map((item) => [String(item.offerId), offerUses.fromItem(item)]));
}
