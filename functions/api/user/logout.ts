import { revokeRefreshToken } from '../../platform/cognito.js';
import { route } from '../route.js';

/**
 * GET carries no body, so the refresh token to revoke comes in the X-Refresh-Token header.
 * Revoking it also ends the access tokens issued from it; the client clears its session anyway.
 */
export const handler = route({ auth: 'user' }, async ({ headers }) => {
  const refreshToken = headers['x-refresh-token'];
  if (refreshToken) await revokeRefreshToken(refreshToken);
  return { message: 'Logout successfully' };
});
