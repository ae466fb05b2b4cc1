/**
 * A store's invoice prefix (core/invoice.ts invoicePrefixCandidates), taken once, at its first
 * invoice: the prefix's claim (keys.invoicePrefix, a name claim owned by the store) and the store's
 * `invoicePrefix` are written in one transaction, the claim on the condition that no other store
 * holds it, so two stores never share a prefix, also when both issue their first invoice at once.
 * A claim is never given back (a deleted store's numbers stay its own).
 */
import { tableName } from '../client.js';
import { keys } from '../keys.js';
import * as nameClaimItem from '../items/name-claim.js';
import * as storeItem from '../items/store.js';
import { update } from '../update.js';
import { getStore } from './stores.js';
import { transact } from './transact.js';

/** Conflicting writers are retried until they see the claim that won. */
const CONFLICT_RETRIES = 8;

/**
 * The store's prefix: the one it has, else the first of `candidates` no other store holds, taken
 * now. A store whose record lost its prefix (a whole-record write that read it before) takes its own
 * claim again.
 */
export async function takeInvoicePrefix(storeId: string, candidates: readonly string[]): Promise<string> {
  for (const prefix of candidates) {
    const result = await transact<'taken' | 'has-one'>(
      [
        // First: a store that has its prefix already is told so before a claim's answer.
        {
          item: {
            Update: {
              TableName: tableName,
              Key: keys.store(storeId),
              ...update(storeItem.schema).set('invoicePrefix', prefix).when((c) => c.and(c.itemExists(), c.missing('invoicePrefix'))).build(),
            },
          },
          onConditionFailed: () => 'has-one',
        },
        {
          item: {
            Put: {
              TableName: tableName,
              Item: nameClaimItem.toItem(keys.invoicePrefix(prefix), storeId),
              ConditionExpression: 'attribute_not_exists(pk) OR ownerId = :me',
              ExpressionAttributeValues: { ':me': storeId },
            },
          },
          onConditionFailed: () => 'taken',
        },
      ],
      { conflictRetries: CONFLICT_RETRIES },
    );
    if (result.ok) return prefix;
    if (result.failure === 'has-one') {
      const stored = (await getStore(storeId, { consistent: true }))?.invoicePrefix;
      if (stored) return stored;
      throw new Error(`store ${storeId} is gone`);
    }
  }
  throw new Error(`every invoice prefix candidate of store ${storeId} is taken`);
}
