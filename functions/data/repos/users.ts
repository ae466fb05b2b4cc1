import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../client.js';
import { keys } from '../keys.js';
import type { UserProfile } from '../../core/user.js';
import { batchGet } from './batch-get.js';

const emailKey = (email: string) => email.trim().toLowerCase();

export async function getProfile(userId: string): Promise<UserProfile | undefined> {
  const result = await db.send(new GetCommand({ TableName: tableName, Key: keys.user(userId) }));
  if (!result.Item) return undefined;
  const { pk: _pk, sk: _sk, type: _type, ...profile } = result.Item;
  return profile as UserProfile;
}

/** Profiles of several users at once (missing ones are left out). */
export async function getProfiles(userIds: readonly string[]): Promise<Map<string, UserProfile>> {
  const items = await batchGet(userIds.map((id) => keys.user(id)));
  return new Map(
    items.map(({ pk: _pk, sk: _sk, type: _type, ...profile }) => [String(profile._id), profile as unknown as UserProfile]),
  );
}

export async function findUserIdByEmail(email: string): Promise<string | undefined> {
  const result = await db.send(new GetCommand({ TableName: tableName, Key: keys.emailClaim(emailKey(email)) }));
  return result.Item?.userId as string | undefined;
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
              Item: { ...keys.user(input.userId), type: 'user', ...profile },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          {
            Put: {
              TableName: tableName,
              Item: { ...keys.emailClaim(profile.email), type: 'email-claim', userId: input.userId },
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

export async function recordLogin(userId: string): Promise<void> {
  await db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: keys.user(userId),
      UpdateExpression: 'SET last_login_date = :now',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':now': new Date().toISOString() },
    }),
  );
}

export async function setAvatar(userId: string, avatar: string): Promise<void> {
  await db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: keys.user(userId),
      UpdateExpression: 'SET avatar = :avatar, updatedAt = :now',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':avatar': avatar, ':now': new Date().toISOString() },
    }),
  );
}

/**
 * Name, mobile and e-mail in one transaction; a new e-mail moves the claim, and fails
 * with 'email-taken' when another user holds it.
 */
export async function updateProfile(
  userId: string,
  current: UserProfile,
  changes: { name: string; email: string; mobile: string },
): Promise<'ok' | 'email-taken'> {
  const email = emailKey(changes.email);
  const now = new Date().toISOString();
  const profileUpdate = {
    Update: {
      TableName: tableName,
      Key: keys.user(userId),
      UpdateExpression: 'SET #name = :name, email = :email, mobile = :mobile, updatedAt = :now',
      ConditionExpression: 'attribute_exists(pk) AND email = :oldEmail',
      ExpressionAttributeNames: { '#name': 'name' },
      ExpressionAttributeValues: { ':name': changes.name, ':email': email, ':mobile': changes.mobile, ':now': now, ':oldEmail': current.email },
    },
  };
  const emailMoves =
    email === current.email
      ? []
      : [
          {
            Put: {
              TableName: tableName,
              Item: { ...keys.emailClaim(email), type: 'email-claim', userId },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          {
            Delete: {
              TableName: tableName,
              Key: keys.emailClaim(current.email),
              ConditionExpression: 'userId = :me',
              ExpressionAttributeValues: { ':me': userId },
            },
          },
        ];
  try {
    await db.send(new TransactWriteCommand({ TransactItems: [profileUpdate, ...emailMoves] }));
    return 'ok';
  } catch (err) {
    if (err instanceof TransactionCanceledException && err.CancellationReasons?.[1]?.Code === 'ConditionalCheckFailed') {
      return 'email-taken';
    }
    throw err;
  }
}
