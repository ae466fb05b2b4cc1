import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { OTP_MAX_TRIES, epochSeconds } from '../../core/otp.js';
import { db, tableName } from '../client.js';
import type { Key } from '../keys.js';
import type { RawItem } from '../items/parse.js';

/**
 * Counts a try of a mailed code (the password OTP, an e-mail change) before it is compared,
 * atomically, so parallel guesses cannot exceed the limit. Returns the stored item (read by its
 * item's `fromItem`), or why there is none to check.
 */
export async function takeCodeTry<T>(key: Key, fromItem: (raw: RawItem) => T, now = new Date()): Promise<T | 'missing' | 'expired' | 'no-tries-left'> {
  try {
    const result = await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: key,
        UpdateExpression: 'ADD tries :one',
        ConditionExpression: 'attribute_exists(pk) AND tries < :max AND expiresAt > :now',
        ExpressionAttributeValues: { ':one': 1, ':max': OTP_MAX_TRIES, ':now': epochSeconds(now) },
        ReturnValues: 'ALL_NEW',
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      }),
    );
    return fromItem(result.Attributes ?? {});
  } catch (err) {
    if (!(err instanceof ConditionalCheckFailedException)) throw err;
    // The old item in DynamoDB's own encoding: the document client does not unmarshall this one.
    const old = err.Item as { expiresAt?: { N?: string } } | undefined;
    if (!old) return 'missing';
    if (Number(old.expiresAt?.N ?? 0) <= epochSeconds(now)) return 'expired';
    return 'no-tries-left';
  }
}
