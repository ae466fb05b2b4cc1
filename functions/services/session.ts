import { sessionIsLive } from '../core/session.js';
import { getSessionsEndedAt } from '../data/repos/users.js';
import { Unauthorized } from '../platform/errors.js';
import type { Caller } from '../platform/route.js';

/**
 * Refuses an access token of a session a password reset ended. API Gateway's JWT authorizer checks
 * only the signature and expiry (it cannot know a token was revoked), so every signed-in route asks
 * this (functions/api/route.ts): one strongly consistent GetItem of the caller's profile.
 */
export async function assertSessionLive(caller: Pick<Caller, 'userId' | 'authTime'>): Promise<void> {
  if (!sessionIsLive(caller.authTime, await getSessionsEndedAt(caller.userId))) {
    throw new Unauthorized('Your session has ended, please login again');
  }
}
