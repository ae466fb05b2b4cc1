import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, PutCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { takeCodeTry } from './code-tries.js';
import { db, tableName } from '../client.js';
import { keys } from '../keys.js';
import { update } from '../update.js';
import * as otpItem from '../items/otp.js';
import * as otpRateItem from '../items/otp-rate.js';
import * as resetProofItem from '../items/reset-proof.js';
import { OTP_MAILS_PER_HOUR, OTP_RESEND_SECONDS, epochSeconds, rateWindow } from '../../core/otp.js';

export type { StoredSecret } from '../items/otp.js';
export type { ResetProof } from '../items/reset-proof.js';

const normal = (email: string) => email.trim().toLowerCase();

const slotUpdate = (email: string, now: Date) => ({
  TableName: tableName,
  Key: otpRateItem.key(normal(email), rateWindow(now)),
  ...update(otpRateItem.schema)
    .add('mails', 1)
    .set('expiresAt', epochSeconds(now) + 2 * 3600)
    .when((c) => c.or(c.missing('mails'), c.lt('mails', OTP_MAILS_PER_HOUR)))
    .build(),
});

/** Counts one code mail to an address against its hourly window; false once the window is full. */
export async function takeOtpMailSlot(email: string, now = new Date()): Promise<boolean> {
  try {
    await db.send(new UpdateCommand(slotUpdate(email, now)));
    return true;
  } catch (err) {
    if (err instanceof ConditionalCheckFailedException) return false;
    throw err;
  }
}

/** Gives back a slot taken at `now` whose mail was never sent (the change it was for failed). */
export async function releaseOtpMailSlot(email: string, now: Date): Promise<void> {
  await db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: otpRateItem.key(normal(email), rateWindow(now)),
      ...update(otpRateItem.schema).add('mails', -1).when((c) => c.gt('mails', 0)).build(),
    }),
  );
}

/**
 * A new code for the e-mail, in one transaction with its mail slot: it replaces any earlier code
 * (and its tries), unless one was issued less than OTP_RESEND_SECONDS ago ('too-soon': nothing
 * changes, the earlier code stays, no mail; a double click or a second tab gets this).
 * 'rate-limited' when the hourly window is full.
 */
export async function issueOtp(
  email: string,
  secret: { hash: string; salt: string; expiresAt: number },
  now = new Date(),
): Promise<'issued' | 'too-soon' | 'rate-limited'> {
  try {
    await db.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: tableName,
              Item: otpItem.toItem(normal(email), secret, epochSeconds(now)),
              ConditionExpression: 'attribute_not_exists(issuedAt) OR issuedAt <= :recent',
              ExpressionAttributeValues: { ':recent': epochSeconds(now) - OTP_RESEND_SECONDS },
            },
          },
          { Update: slotUpdate(email, now) },
        ],
      }),
    );
    return 'issued';
  } catch (err) {
    if (!(err instanceof TransactionCanceledException)) throw err;
    const [code, slot] = err.CancellationReasons ?? [];
    // A conflict on the code is the other request of a double click writing it right now.
    if (code?.Code === 'ConditionalCheckFailed' || code?.Code === 'TransactionConflict') return 'too-soon';
    if (slot?.Code === 'ConditionalCheckFailed') return 'rate-limited';
    throw err;
  }
}

/**
 * Counts a try before the code is compared, atomically, so parallel guesses cannot exceed the
 * limit. Returns the stored OTP, or why there is none to check.
 */
export async function takeOtpTry(email: string, now = new Date()): Promise<otpItem.StoredSecret | 'missing' | 'expired' | 'no-tries-left'> {
  return takeCodeTry(keys.otp(normal(email)), otpItem.fromItem, now);
}

/** A used OTP is gone; returns false if someone else consumed it first. */
export async function consumeOtp(email: string): Promise<boolean> {
  try {
    await db.send(
      new DeleteCommand({ TableName: tableName, Key: keys.otp(normal(email)), ConditionExpression: 'attribute_exists(pk)' }),
    );
    return true;
  } catch (err) {
    if (err instanceof ConditionalCheckFailedException) return false;
    throw err;
  }
}

export async function saveResetProof(email: string, proof: resetProofItem.ResetProof): Promise<void> {
  await db.send(new PutCommand({ TableName: tableName, Item: resetProofItem.toItem(normal(email), proof) }));
}

export async function getResetProof(email: string): Promise<resetProofItem.ResetProof | undefined> {
  const result = await db.send(new GetCommand({ TableName: tableName, Key: keys.resetProof(normal(email)) }));
  return result.Item ? resetProofItem.fromItem(result.Item) : undefined;
}

/** The proof as consumeResetProof found it, back when the reset failed after it was spent; a newer proof stays. */
export async function restoreResetProof(email: string, proof: resetProofItem.ResetProof): Promise<void> {
  const { hash, salt, expiresAt } = proof;
  try {
    await db.send(
      new PutCommand({
        TableName: tableName,
        Item: resetProofItem.toItem(normal(email), { hash, salt, expiresAt }),
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
  } catch (err) {
    if (!(err instanceof ConditionalCheckFailedException)) throw err;
  }
}

/** Single use: only the request whose conditional delete succeeds may reset the password. */
export async function consumeResetProof(email: string, hash: string, now = new Date()): Promise<boolean> {
  try {
    await db.send(
      new DeleteCommand({
        TableName: tableName,
        Key: keys.resetProof(normal(email)),
        ConditionExpression: '#hash = :hash AND expiresAt > :now',
        ExpressionAttributeNames: { '#hash': 'hash' },
        ExpressionAttributeValues: { ':hash': hash, ':now': epochSeconds(now) },
      }),
    );
    return true;
  } catch (err) {
    if (err instanceof ConditionalCheckFailedException) return false;
    throw err;
  }
}
