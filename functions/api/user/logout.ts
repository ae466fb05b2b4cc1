import { signOut } from '../../services/accounts/sign-out.js';
import { route } from '../route.js';

/**
 * GET carries no body, so the refresh token to revoke comes in the X-Refresh-Token header. The
 * session of the calling token ends (services/accounts/sign-out.ts); the client clears its session anyway.
 */
export const handler = route({ auth: 'user' }, async ({ headers, caller }) => {
  await signOut(caller, headers['x-refresh-token']);
  return { message: 'Logout successfully' };
});
