/**
 * Store credit's ledger (items/credit.ts): every move is its entry, its idempotency marker and the
 * balance's `ADD`, in one transaction, so the entries always add up to the balance; a move that
 * takes credit is conditional on the balance covering it, so the balance never goes below ₹0.
 */
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { CreditEntry } from '../../core/credit.js';
import { db, tableName } from '../client.js';
import { keys } from '../keys.js';
import * as creditItem from '../items/credit.js';
import { updateNamed } from '../update.js';
import { transact, type Step } from './transact.js';

type BalanceAttribute = 'balancePaise' | 'entries' | 'updatedAt';

/**
 * The steps of one entry, for the caller's own transaction (an order's placing or change): the
 * marker (`onDuplicate` when its key was written before), the entry, and the balance (`onShort`
 * when a debit is more than the balance).
 */
export function creditEntrySteps<F>(entry: CreditEntry, failures: { onShort: () => F; onDuplicate: () => F }): Step<F>[] {
  return creditEntriesSteps([entry], failures);
}

/**
 * The steps of several entries of one shopper in one transaction (a replaced checkout gives its
 * credit back and the new order takes its own): a transaction touches the balance once, so it
 * moves by their sum, conditional on covering it when the sum takes credit.
 */
export function creditEntriesSteps<F>(entries: readonly CreditEntry[], failures: { onShort: () => F; onDuplicate: () => F }): Step<F>[] {
  const first = entries[0];
  if (!first) return [];
  if (entries.some((e) => e.userId !== first.userId)) throw new Error('one transaction moves one shopper\'s credit');
  const net = entries.reduce((sum, e) => sum + e.amountPaise, 0);
  const balance = updateNamed<BalanceAttribute>().setType(creditItem.BALANCE_TYPE).add('balancePaise', net).add('entries', entries.length).set('updatedAt', first.at);
  // A debit needs the balance to cover it; a credit needs nothing (ADD starts a missing balance at 0).
  if (net < 0) balance.when((c) => c.ge('balancePaise', -net));
  return [
    ...entries.flatMap((entry): Step<F>[] => [
      {
        item: { Put: { TableName: tableName, Item: creditItem.markerToItem(entry), ConditionExpression: 'attribute_not_exists(pk)' } },
        onConditionFailed: failures.onDuplicate,
      },
      { item: { Put: { TableName: tableName, Item: creditItem.entryToItem(entry), ConditionExpression: 'attribute_not_exists(pk)' } } },
    ]),
    { item: { Update: { TableName: tableName, Key: keys.creditBalance(first.userId), ...balance.build() } }, onConditionFailed: failures.onShort },
  ];
}

export type CreditWrite = 'written' | 'duplicate' | 'short';

/** Writes one entry on its own: 'duplicate' when its idempotency key was written before. */
export async function writeCreditEntry(entry: CreditEntry): Promise<CreditWrite> {
  const result = await transact(creditEntrySteps<CreditWrite>(entry, { onShort: () => 'short', onDuplicate: () => 'duplicate' }));
  return result.ok ? 'written' : result.failure;
}

export async function creditBalance(userId: string, consistent = false): Promise<number> {
  const out = await db.send(new GetCommand({ TableName: tableName, Key: keys.creditBalance(userId), ConsistentRead: consistent }));
  return creditItem.balanceFromItem(out.Item);
}

export type EntryPage = { entries: CreditEntry[]; nextCursor: string | null };

/**
 * The shopper's entries, newest first, one Query page of at most `limit`. The cursor is the last
 * entry's sort key; one that is not an entry's key of this shopper is undefined (a bad cursor).
 */
export async function listCreditEntries(userId: string, limit: number, cursor?: string): Promise<EntryPage | undefined> {
  const { pk, skPrefix } = keys.creditEntries(userId);
  if (cursor !== undefined && (!cursor.startsWith(skPrefix) || cursor.length > 200)) return undefined;
  const out = await db.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': pk, ':prefix': skPrefix },
      ScanIndexForward: false,
      Limit: limit,
      ...(cursor ? { ExclusiveStartKey: { pk, sk: cursor } } : {}),
    }),
  );
  const last = out.LastEvaluatedKey?.sk;
  return { entries: (out.Items ?? []).map(creditItem.entryFromItem), nextCursor: typeof last === 'string' ? last : null };
}

/** Every entry of the shopper (the ledger's replay, tests and support). */
export async function allCreditEntries(userId: string): Promise<CreditEntry[]> {
  const entries: CreditEntry[] = [];
  let cursor: string | undefined;
  do {
    const page = (await listCreditEntries(userId, 100, cursor))!;
    entries.push(...page.entries);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return entries;
}
