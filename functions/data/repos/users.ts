import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, PutCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { takeCodeTry } from './code-tries.js';
import { db, tableName } from '../client.js';
import { keys } from '../keys.js';
import { update } from '../update.js';
import * as emailChangeItem from '../items/email-change.js';
import * as emailClaimItem from '../items/email-claim.js';
import * as searchLookup from '../items/search-lookup.js';
import * as userItem from '../items/user.js';
import type { UserProfile } from '../../core/user.js';
import { batchGet } from './batch-get.js';
import type { TransactItem } from './transact.js';

export type { EmailChange } from '../items/email-change.js';

const emailKey = (email: string) => email.trim().toLowerCase();

/** The profile form's fields as saved (the pincode only once one was chosen). */
function profileWrite(saved: UserProfile) {
  const write = update(userItem.stored).set('name', saved.name).set('mobile', saved.mobile).set('updatedAt', saved.updatedAt);
  if (saved.pincode !== undefined) write.set('pincode', saved.pincode);
  return write.when((c) => c.itemExists());
}

/** The profile as the API answers it (data/items/user.ts): the item without its keys and the session bookkeeping. */
export async function getProfile(userId: string): Promise<UserProfile | undefined> {
  const result = await db.send(new GetCommand({ TableName: tableName, Key: keys.user(userId) }));
  return result.Item ? userItem.fromItem(result.Item) : undefined;
}

/** Profiles of several users at once (missing ones are left out). */
export async function getProfiles(userIds: readonly string[]): Promise<Map<string, UserProfile>> {
  const items = await batchGet(userIds.map((id) => keys.user(id)));
  return new Map(items.map((item) => {
    const profile = userItem.fromItem(item);
    return [profile._id, profile];
  }));
}

/** Every session that began before `at` (epoch ms) ends: route() refuses its access tokens. */
export async function endSessions(userId: string, at: number): Promise<void> {
  await db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: keys.user(userId),
      ...update(userItem.stored).set('sessionsValidAfter', at).when((c) => c.itemExists()).build(),
    }),
  );
}

export async function findUserIdByEmail(email: string): Promise<string | undefined> {
  const result = await db.send(new GetCommand({ TableName: tableName, Key: keys.emailClaim(emailKey(email)) }));
  return result.Item ? emailClaimItem.fromItem(result.Item).userId : undefined;
}

/** Profile and e-mail claim together: an e-mail can never belong to two profiles. */
export async function createProfile(input: { userId: string; name: string; email: string }): Promise<'ok' | 'email-taken' | 'exists'> {
  const now = new Date().toISOString();
  const profile: UserProfile = {
    _id: input.userId,
    name: input.name,
    email: emailKey(input.email),
    avatar: '',
    mobile: '',
    verify_email: true,
    last_login_date: null,
    status: 'Active',
    createdAt: now,
    updatedAt: now,
  };
  try {
    await db.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: tableName,
              Item: userItem.toItem(profile),
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          {
            Put: {
              TableName: tableName,
              Item: emailClaimItem.toItem(profile.email, input.userId),
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
        ],
      }),
    );
    return 'ok';
  } catch (err) {
    if (err instanceof TransactionCanceledException) {
      const [profileReason, claimReason] = err.CancellationReasons ?? [];
      if (profileReason?.Code === 'ConditionalCheckFailed') return 'exists';
      if (claimReason?.Code === 'ConditionalCheckFailed') return 'email-taken';
    }
    throw err;
  }
}

/**
 * Takes back a profile just made and its claim on the e-mail, when a later step of adding the
 * account failed (else the e-mail would stay claimed by a user Cognito no longer has). The claim
 * goes only while it is still this user's.
 */
export async function deleteNewProfile(userId: string, email: string): Promise<void> {
  try {
    await db.send(
      new TransactWriteCommand({
        TransactItems: [
          { Delete: { TableName: tableName, Key: keys.user(userId) } },
          {
            Delete: {
              TableName: tableName,
              Key: keys.emailClaim(emailKey(email)),
              ConditionExpression: 'userId = :me',
              ExpressionAttributeValues: { ':me': userId },
            },
          },
        ],
      }),
    );
  } catch (err) {
    // The claim is gone or another user's: the profile alone goes.
    if (!(err instanceof TransactionCanceledException)) throw err;
    await db.send(new DeleteCommand({ TableName: tableName, Key: keys.user(userId) }));
  }
}

export async function recordLogin(userId: string): Promise<void> {
  await db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: keys.user(userId),
      ...update(userItem.stored).set('last_login_date', new Date().toISOString()).when((c) => c.itemExists()).build(),
    }),
  );
}

export async function setAvatar(userId: string, avatar: string): Promise<void> {
  await db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: keys.user(userId),
      ...update(userItem.stored).set('avatar', avatar).set('updatedAt', new Date().toISOString()).when((c) => c.itemExists()).build(),
    }),
  );
}

/**
 * Name, mobile and the delivery pincode (written only when one of them differs from `current`, so
 * an unchanged profile keeps its updatedAt) and a new e-mail waiting for its code (replacing any
 * earlier one and its tries), in one transaction. The e-mail itself changes only through a
 * confirmed code (moveEmail). Returns the profile as saved.
 */
export async function saveProfile(
  current: UserProfile,
  changes: { name?: string; mobile?: string; pincode?: string },
  emailChange?: { email: string; hash: string; salt: string; expiresAt: number },
): Promise<UserProfile> {
  const next = { name: changes.name ?? current.name, mobile: changes.mobile ?? current.mobile, pincode: changes.pincode ?? current.pincode };
  const changed = next.name !== current.name || next.mobile !== current.mobile || next.pincode !== current.pincode;
  const saved: UserProfile = changed ? { ...current, ...next, updatedAt: new Date().toISOString() } : current;
  const profileUpdate = {
    TableName: tableName,
    Key: keys.user(current._id),
    ...profileWrite(saved).build(),
  };
  const changeItem = emailChange && {
    TableName: tableName,
    Item: emailChangeItem.toItem(current._id, { ...emailChange, email: emailKey(emailChange.email), tries: 0 }),
  };
  // The admin's order search finds a shopper by the profile's mobile (keys.ts mobileUser): moved with it.
  const mobileMoves: TransactItem[] =
    saved.mobile === current.mobile
      ? []
      : [
          ...(saved.mobile ? [{ Put: { TableName: tableName, Item: searchLookup.mobileUserItem(saved.mobile, current._id) } }] : []),
          ...(current.mobile ? [{ Delete: { TableName: tableName, Key: keys.mobileUser(current.mobile, current._id) } }] : []),
        ];
  const writes = [...(changed ? [{ Update: profileUpdate }] : []), ...mobileMoves, ...(changeItem ? [{ Put: changeItem }] : [])];
  if (writes.length > 1) await db.send(new TransactWriteCommand({ TransactItems: writes }));
  else if (changed) await db.send(new UpdateCommand(profileUpdate));
  else if (changeItem) await db.send(new PutCommand(changeItem));
  return saved;
}

/** Counts a try before the code is compared (as for the password OTP); the change, or why there is none. */
export async function takeEmailChangeTry(userId: string, now = new Date()): Promise<emailChangeItem.EmailChange | 'missing' | 'expired' | 'no-tries-left'> {
  return takeCodeTry(keys.emailChange(userId), emailChangeItem.fromItem, now);
}

export async function dropEmailChange(userId: string): Promise<void> {
  await db.send(new DeleteCommand({ TableName: tableName, Key: keys.emailChange(userId) }));
}

/**
 * The confirmed e-mail, in one transaction: the profile takes it, its claim moves (refused with
 * 'email-taken' when another user claimed it meanwhile), the pending change is spent ('gone' when
 * another request spent it first). Undoing it (Cognito refused the new e-mail) swaps `from` and
 * `to` and restores the pending change, so its code can be entered again, and the profile's
 * updatedAt, so nothing shows that it happened.
 */
export async function moveEmail(
  userId: string,
  from: string,
  to: string,
  change: 'spend' | { restore: emailChangeItem.EmailChange; updatedAt: string },
): Promise<'ok' | 'email-taken' | 'gone'> {
  const now = change === 'spend' ? new Date().toISOString() : change.updatedAt;
  try {
    await db.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: tableName,
              Item: emailClaimItem.toItem(emailKey(to), userId),
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          {
            Update: {
              TableName: tableName,
              Key: keys.user(userId),
              ...update(userItem.stored)
                .set('email', emailKey(to))
                .set('updatedAt', now)
                .when((c) => c.and(c.itemExists(), c.eq('email', emailKey(from))))
                .build(),
            },
          },
          {
            Delete: {
              TableName: tableName,
              Key: keys.emailClaim(emailKey(from)),
              ConditionExpression: 'userId = :me',
              ExpressionAttributeValues: { ':me': userId },
            },
          },
          change === 'spend'
            ? { Delete: { TableName: tableName, Key: keys.emailChange(userId), ConditionExpression: 'attribute_exists(pk)' } }
            : { Put: { TableName: tableName, Item: emailChangeItem.toItem(userId, change.restore) } },
        ],
      }),
    );
    return 'ok';
  } catch (err) {
    if (!(err instanceof TransactionCanceledException)) throw err;
    // Otherwise the profile's e-mail or the pending change moved under us: a concurrent confirm won.
    return err.CancellationReasons?.[0]?.Code === 'ConditionalCheckFailed' ? 'email-taken' : 'gone';
  }
}

/**
 * When every session of each user was last ended (getSessionsEndedAt for several users: one
 * consistent BatchGet of that field), by user id; users never reset are absent.
 */
export async function getSessionsEndedAtOf(userIds: readonly string[]): Promise<Map<string, number>> {
  const items = await batchGet(userIds.map((id) => keys.user(id)), { projection: userItem.userSessionsProjection, consistent: true });
  const ended = new Map<string, number>();
  for (const item of items) {
    const { _id, sessionsValidAfter } = userItem.userSessionsFromItem(item);
    if (sessionsValidAfter !== undefined) ended.set(_id, sessionsValidAfter);
  }
  return ended;
}
