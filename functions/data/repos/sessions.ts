/** The session bookkeeping on a user's profile (items/user.ts): resets end every session, logouts one. */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { signOutSession, type SignedOutSessions } from '../../core/session.js';
import { db, tableName } from '../client.js';
import { keys } from '../keys.js';
import { update } from '../update.js';
import * as userItem from '../items/user.js';

export interface SessionState {
  /** When every session was last ended (a password reset), epoch ms. */
  endedAt: number | undefined;
  signedOut: SignedOutSessions | undefined;
}

/** One strongly consistent read of the profile's session fields: a token must not slip through just after a reset or logout. */
export async function getSessionState(userId: string): Promise<SessionState> {
  const result = await db.send(
    new GetCommand({ TableName: tableName, Key: keys.user(userId), ProjectionExpression: userItem.sessionsProjection, ConsistentRead: true }),
  );
  const sessions = result.Item ? userItem.sessionsFromItem(result.Item) : {};
  return { endedAt: sessions.sessionsValidAfter, signedOut: sessions.signedOutSessions };
}

/**
 * Records that the user logged out of `sessionId` (core/session.ts signOutSession). Each session is
 * its own map entry, set by path, so two logouts at once both stay; the first one creates the map.
 * A user without a profile has no session to record.
 */
export async function recordSignOut(userId: string, sessionId: string, nowMs = Date.now()): Promise<void> {
  const { signedOut } = await getSessionState(userId);
  const { keep, expired } = signOutSession(signedOut, sessionId, nowMs);
  try {
    if (!signedOut) {
      await db.send(
        new UpdateCommand({
          TableName: tableName,
          Key: keys.user(userId),
          ...update(userItem.stored)
            .set('signedOutSessions', keep)
            .when((c) => c.and(c.itemExists(), c.missing('signedOutSessions')))
            .build(),
        }),
      );
      return;
    }
    const write = update(userItem.stored)
      .set(['signedOutSessions', sessionId], keep[sessionId])
      .when((c) => c.exists('signedOutSessions'));
    if (expired.length > 0) write.remove(...expired.map((id) => ['signedOutSessions', id] as const));
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.user(userId),
        ...write.build(),
      }),
    );
  } catch (err) {
    if (!(err instanceof ConditionalCheckFailedException)) throw err;
    // No profile (nothing to record), or another logout created the map first: record into it.
    const again = await getSessionState(userId);
    if (again.signedOut) await recordSignOut(userId, sessionId, nowMs);
  }
}
