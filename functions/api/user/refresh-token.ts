import { refreshAccessToken } from '../../platform/cognito.js';
import { Unauthorized } from '../../platform/errors.js';
import { route, type Answer } from '../route.js';
import type { RefreshTokenReply } from '../../core/contracts/user.js';

const SESSION_OVER = 'Your session has ended, please login again';

/** The refresh token comes as the Bearer token (SPEC section 7); answers a fresh access token. */
export const handler = route({ auth: 'public' }, async ({ headers }): Promise<Answer<RefreshTokenReply>> => {
  const refreshToken = /^Bearer (.+)$/i.exec(headers.authorization ?? '')?.[1];
  if (!refreshToken) throw new Unauthorized(SESSION_OVER);
  const accessToken = await refreshAccessToken(refreshToken);
  if (!accessToken) throw new Unauthorized(SESSION_OVER);
  return { message: 'New access token issued', data: { accessToken } };
});
