import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { OTP_MAX_TRIES, epochSeconds } from '../../core/otp.js';
import { db, tableName } from '../client.js';
import type { Key } from '../keys.js';
import type { RawItem } from '../items/parse.js';
import type * as emailChangeItem from '../items/email-change.js';
import type * as otpItem from '../items/otp.js';
import { updateNamed, type AttributeOf } from '../update.js';

/** What a try reads and counts, declared by both code items (the OTP, an e-mail change's code). */
type CodeAttribute = Extract<AttributeOf<typeof otpItem.schema> & AttributeOf<typeof emailChangeItem.schema>, 'tries' | 'expiresAt'>;

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
        ...updateNamed<CodeAttribute>()
          .add('tries', 1)
          .when((c) => c.and(c.itemExists(), c.lt('tries', OTP_MAX_TRIES), c.gt('expiresAt', epochSeconds(now))))
          .build(),
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
