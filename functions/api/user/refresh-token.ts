import { InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { cognito, cognitoEnv } from '../../platform/cognito.js';
import { Unauthorized } from '../../platform/errors.js';
import { route } from '../route.js';

const SESSION_OVER = 'Your session has ended, please login again';

/** The refresh token comes as the Bearer token (SPEC section 7); answers a fresh access token. */
export const handler = route({ auth: 'public' }, async ({ headers }) => {
  const refreshToken = /^Bearer (.+)$/i.exec(headers.authorization ?? '')?.[1];
  if (!refreshToken) throw new Unauthorized(SESSION_OVER);
  const result = await cognito
    .send(
      new InitiateAuthCommand({
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        ClientId: cognitoEnv.USER_POOL_CLIENT_ID,
        AuthParameters: { REFRESH_TOKEN: refreshToken },
      }),
    )
    .catch((err: Error) => {
      if (err.name === 'NotAuthorizedException' || err.name === 'InvalidParameterException') throw new Unauthorized(SESSION_OVER);
      throw err;
    });
  const accessToken = result.AuthenticationResult?.AccessToken;
  if (!accessToken) throw new Unauthorized(SESSION_OVER);
  return { message: 'New access token issued', data: { accessToken } };
});
