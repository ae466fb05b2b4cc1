import { findConnections } from '../../data/repos/connections.js';
import { recordSignOut } from '../../data/repos/sessions.js';
import { revokeRefreshToken } from '../../platform/cognito.js';
import type { Caller } from '../../platform/route.js';
import { closeConnections } from '../live/live-limits.js';

/**
 * Logout ends the caller's session, as a password reset ends them all: its access token is refused
 * from now on (recorded on the profile, checked by route() and the live authorizer, which API
 * Gateway's JWT authorizer alone would accept until it expires), its live connections are closed,
 * and Cognito revokes its refresh token. The user's other sessions (another device) go on.
 */
export async function signOut(caller: Pick<Caller, 'userId' | 'sessionId'>, refreshToken: string | undefined): Promise<void> {
  if (caller.sessionId !== undefined) {
    const { sessionId } = caller;
    await recordSignOut(caller.userId, sessionId);
    const connections = await findConnections({ userIds: [caller.userId], admins: false });
    await closeConnections(connections.filter((c) => c.sessionId === sessionId));
  }
  if (refreshToken) await revokeRefreshToken(refreshToken);
}
