import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../client.js';
import type { Key } from '../keys.js';
import * as nameClaimItem from '../items/name-claim.js';
import type { Step } from './transact.js';

/**
 * Claim items make category and sub category names unique under concurrency, as the e-mail claim
 * does for users: the claim of a name (keys.categoryName, keys.subCategoryName) is put in the same
 * transaction as the create or rename, on the condition that nobody holds it, so of two admins
 * saving the same name at once exactly one succeeds. A rename or delete gives its old name back.
 */
export function claimStep<F>(key: Key, ownerId: string, onTaken: () => F): Step<F> {
  return { item: { Put: claimPut(key, ownerId) }, onConditionFailed: onTaken };
}

/** The claim's Put: succeeds only while nobody holds the name. */
export function claimPut(key: Key, ownerId: string) {
  return { TableName: tableName, Item: nameClaimItem.toItem(key, ownerId), ConditionExpression: 'attribute_not_exists(pk)' };
}

/**
 * Gives a name back (rename, delete), when the item holds its claim: names saved before claims
 * existed, or a duplicate saved before them, may have none or another item's (then there is
 * nothing of ours to give back). Conditional on the owner, so it never frees another item's name.
 */
export async function releaseSteps<F>(key: Key, ownerId: string, onChanged: () => F): Promise<Step<F>[]> {
  const claim = await db.send(new GetCommand({ TableName: tableName, Key: key, ConsistentRead: true }));
  if (!claim.Item || nameClaimItem.fromItem(claim.Item) !== ownerId) return [];
  return [
    {
      item: {
        Delete: {
          TableName: tableName,
          Key: key,
          ConditionExpression: 'ownerId = :me',
          ExpressionAttributeValues: { ':me': ownerId },
        },
      },
      onConditionFailed: onChanged,
    },
  ];
}

/**
 * Concurrent saves of one name all write its claim item; DynamoDB cancels the ones that collide in
 * flight (TransactionConflict) rather than failing their condition, so they are retried until they
 * see the winner's claim and answer "already exists".
 */
export const CLAIM_CONFLICT_RETRIES = 8;
