/**
 * How long a session's tokens may outlive the moment it should end.
 *
 * Access tokens live ACCESS_TOKEN_MINUTES (the user pool client's accessTokenValidity; the local
 * Cognito front signs them so too) and Amplify refreshes them with the refresh token, which a
 * sign-out or a password reset revokes: after that, an access token still works for at most this
 * long wherever only its signature is checked (API Gateway's JWT authorizer).
 */
export const ACCESS_TOKEN_MINUTES = 15;

/**
 * Whether a token of a session that began at `authTime` (its auth_time claim, in seconds, kept
 * across refreshes) is still good after every session of the user was ended at `endedAt`
 * (milliseconds; undefined when that never happened). A token without auth_time is not.
 */
export function sessionIsLive(authTime: number | undefined, endedAt: number | undefined): boolean {
  if (endedAt === undefined) return true;
  if (authTime === undefined || !Number.isFinite(authTime)) return false;
  return authTime * 1000 >= endedAt;
}

/**
 * When the answer to a reset may go out: the next whole second after `endedAt` (plus a margin for
 * clocks a few milliseconds apart). auth_time has a one-second grain, so a sign-in that starts
 * after the answer has a later auth_time than every session the reset ended, and is live.
 */
export const nextWholeSecond = (endedAt: number): number => Math.floor(endedAt / 1000) * 1000 + 1000 + 50;

/**
 * Sessions a user logged out of, by session id (the access token's origin_jti: the refresh token
 * it came from, the same across refreshes), each with the epoch seconds until which one of its
 * access tokens could still be presented.
 */
export type SignedOutSessions = Readonly<Record<string, number>>;

/** Whether the session `sessionId` was logged out of (and one of its tokens could still be valid at `nowMs`). */
export function sessionSignedOut(sessionId: string | undefined, signedOut: SignedOutSessions | undefined, nowMs: number): boolean {
  if (sessionId === undefined || !signedOut) return false;
  const until = signedOut[sessionId];
  return until !== undefined && until * 1000 > nowMs;
}

/**
 * What logging out of `sessionId` at `nowMs` keeps: that session until its last access token
 * expires (plus a minute of clock skew), and none whose tokens have all expired, so the list stays
 * as short as the sessions that could still knock.
 */
export function signOutSession(signedOut: SignedOutSessions | undefined, sessionId: string, nowMs: number): { keep: Record<string, number>; expired: string[] } {
  const keep: Record<string, number> = {};
  const expired: string[] = [];
  for (const [id, until] of Object.entries(signedOut ?? {})) {
    if (until * 1000 > nowMs) keep[id] = until;
    else if (id !== sessionId) expired.push(id);
  }
  keep[sessionId] = Math.ceil(nowMs / 1000) + ACCESS_TOKEN_MINUTES * 60 + 60;
  return { keep, expired };
}
