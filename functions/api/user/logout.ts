import { RevokeTokenCommand } from '@aws-sdk/client-cognito-identity-provider';
import { cognito, cognitoEnv } from '../../platform/cognito.js';
import { route } from '../route.js';

/**
 * GET carries no body, so the refresh token to revoke comes in the X-Refresh-Token header.
 * Revoking it also ends the access tokens issued from it.
 */
export const handler = route({ auth: 'user' }, async ({ headers }) => {
  const refreshToken = headers['x-refresh-token'];
  if (refreshToken) {
    await cognito
      .send(new RevokeTokenCommand({ Token: refreshToken, ClientId: cognitoEnv.USER_POOL_CLIENT_ID }))
      .catch((err: Error) => {
        // An already revoked or foreign token leaves nothing to end; the client clears its session anyway.
        if (err.name !== 'UnsupportedTokenTypeException' && err.name !== 'NotAuthorizedException') throw err;
      });
  }
  return { message: 'Logout successfully' };
});
