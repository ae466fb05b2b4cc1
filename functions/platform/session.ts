import { sessionIsLive } from '../core/session.js';
import { Unauthorized } from './errors.js';

/**
 * Refuses an access token of a session a password reset ended. API Gateway's JWT authorizer checks
 * only the signature and expiry (it cannot know a token was revoked), so route() asks this for
 * every signed-in call: one strongly consistent GetItem of the caller's profile.
 */
export async function assertSessionLive(userId: string, authTime: number | undefined): Promise<void> {
  // Loaded at the first signed-in call, not with route(): functions without table access (the
  // webhook, login) import route() too, and the table client needs TABLE_NAME at import.
  const { getSessionsEndedAt } = await import('../data/repos/users.js');
  if (!sessionIsLive(authTime, await getSessionsEndedAt(userId))) {
    throw new Unauthorized('Your session has ended, please login again');
  }
}
