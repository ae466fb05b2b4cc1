import { sessionIsLive, sessionSignedOut } from '../../core/session.js';
import { getSessionState } from '../../data/repos/sessions.js';
import { Unauthorized } from '../../platform/errors.js';
import type { Caller } from '../../platform/route.js';

/**
 * Refuses an access token of a session a password reset ended, or that the user logged out of.
 * API Gateway's JWT authorizer checks only the signature and expiry (it cannot know a token was
 * revoked), so every signed-in route asks this (functions/api/route.ts), and so does the live
 * channel's authorizer: one strongly consistent GetItem of the caller's profile.
 */
export async function assertSessionLive(caller: Pick<Caller, 'userId' | 'authTime' | 'sessionId'>, nowMs = Date.now()): Promise<void> {
  const { endedAt, signedOut } = await getSessionState(caller.userId);
  if (!sessionIsLive(caller.authTime, endedAt) || sessionSignedOut(caller.sessionId, signedOut, nowMs)) {
    throw new Unauthorized('Your session has ended, please login again');
  }
}
