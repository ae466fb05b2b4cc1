/**
 * Claims (items/claim.ts). A claim is put with its order's `OPEN` marker in one transaction on the
 * condition that neither is there, so an order has one open claim and a claim number is used once;
 * its decision moves it from open on that condition and deletes the marker, so two admins (or a
 * retry) decide it once. Paying back is marked on the condition that it was not marked before.
 * Each of these transactions also bumps the order's `claimsRev`, so the dashboard's stream consumer
 * recounts the order's claims; an approval's write-offs are put in its decision's transaction.
 */
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { ClaimRecord } from '../../core/claims.js';
import { db, tableName } from '../client.js';
import { newestInIndex } from './newest.js';
import { keys } from '../keys.js';
import * as claimItem from '../items/claim.js';
import * as claimWriteOffItem from '../items/claim-write-off.js';
import * as orderItem from '../items/order.js';
import { conditionOn, update } from '../update.js';
import { transact, type Step, type TransactResult } from './transact.js';

/** Claims listed for the admins' queue and a shopper's history (newest first). */
const LIST_LIMIT = 100;

export async function getClaim(claimId: string): Promise<ClaimRecord | undefined> {
  const out = await db.send(new GetCommand({ TableName: tableName, Key: claimItem.key(claimId), ConsistentRead: true }));
  return out.Item ? claimItem.fromItem(out.Item) : undefined;
}

/** Every claim of the order, oldest first (one consistent Query of its partition). */
export async function orderClaims(orderId: string): Promise<ClaimRecord[]> {
  const { pk, skPrefix } = keys.orderClaims(orderId);
  const out = await db.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
      ExpressionAttributeValues: { ':pk': pk, ':sk': skPrefix },
      ConsistentRead: true,
    }),
  );
  return (out.Items ?? []).map(claimItem.fromItem).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/** A shopper's newest claims (their history, and the approvals of the last 30 days). */
export const userClaims = (userId: string) => newestInIndex('gsi1', keys.userClaimsIndex(userId).gsi1pk, LIST_LIMIT, claimItem.fromItem);

/** A store's newest claims (the admins' queue and the recently decided). */
export const storeClaims = (storeId: string) => newestInIndex('gsi2', keys.storeClaimsIndex(storeId).gsi2pk, LIST_LIMIT, claimItem.fromItem);

/** The order's `claimsRev` bumped (only on an order that is there: a claim never creates one). */
function touchOrder<F>(claim: Pick<ClaimRecord, 'userId' | 'orderId'>): Step<F> {
  const set = update(orderItem.schema).add('claimsRev', 1).when((c) => c.itemExists());
  return { item: { Update: { TableName: tableName, Key: keys.order(claim.userId, claim.orderId), ...set.build() } } };
}

export type CreateClaimFailure = 'open' | 'taken';

/** Puts a new open claim; refused when the order has an open claim, or the claim's number was taken meanwhile. */
export function createClaim(claim: ClaimRecord): Promise<TransactResult<CreateClaimFailure>> {
  return transact<CreateClaimFailure>([
    {
      item: { Put: { TableName: tableName, Item: claimItem.openItem(claim.orderId, claim.claimId), ConditionExpression: 'attribute_not_exists(pk)' } },
      onConditionFailed: () => 'open',
    },
    {
      item: { Put: { TableName: tableName, Item: claimItem.toItem(claim), ...conditionOn(claimItem.schema, (c) => c.itemMissing()) } },
      onConditionFailed: () => 'taken',
    },
    touchOrder(claim),
  ]);
}

/**
 * Writes the decision of an open claim and frees its order for another claim, with the write-offs
 * of an approval; refused when it was decided meanwhile (then nothing is written: the write-offs
 * are the first decision's, once).
 */
export function saveDecision(decided: ClaimRecord, writeOffs: readonly claimWriteOffItem.ClaimWriteOff[] = []): Promise<TransactResult<'decided'>> {
  const set = update(claimItem.schema).set('state', decided.state).set('decidedAt', decided.decidedAt).set('decidedBy', decided.decidedBy);
  if (decided.state === 'approved') set.set('approvedLines', decided.approvedLines).set('approvedPaise', decided.approvedPaise);
  if (decided.rejectReason !== undefined) set.set('rejectReason', decided.rejectReason);
  return transact<'decided'>([
    {
      item: { Update: { TableName: tableName, Key: claimItem.key(decided.claimId), ...set.when((c) => c.eq('state', 'open')).build() } },
      onConditionFailed: () => 'decided',
    },
    { item: { Delete: { TableName: tableName, Key: keys.openClaim(decided.orderId) } } },
    ...writeOffs.map(
      (w): Step<'decided'> => ({ item: { Put: { TableName: tableName, Item: claimWriteOffItem.toItem(w), ConditionExpression: 'attribute_not_exists(pk)' } }, onConditionFailed: () => 'decided' }),
    ),
    touchOrder(decided),
  ]);
}

/** Records that the money of an approved claim went back (once: a later mark of the same claim changes nothing). */
export async function markPaidBack(
  claim: Pick<ClaimRecord, 'claimId' | 'userId' | 'orderId'>,
  paid: Required<Pick<ClaimRecord, 'paidBy' | 'paidAt' | 'paidCardPaise' | 'paidCreditPaise'>> & Pick<ClaimRecord, 'refundId'>,
): Promise<void> {
  const set = update(claimItem.schema).set('paidBy', paid.paidBy).set('paidAt', paid.paidAt).set('paidCardPaise', paid.paidCardPaise).set('paidCreditPaise', paid.paidCreditPaise);
  if (paid.refundId) set.set('refundId', paid.refundId);
  // Marked already: nothing written, the order not bumped again.
  await transact<'marked'>([
    {
      item: { Update: { TableName: tableName, Key: claimItem.key(claim.claimId), ...set.when((c) => c.and(c.eq('state', 'approved'), c.missing('paidAt'))).build() } },
      onConditionFailed: () => 'marked',
    },
    touchOrder(claim),
  ]);
}
