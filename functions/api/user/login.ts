import { InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import * as z from 'zod';
import { cognito, cognitoEnv } from '../../platform/cognito.js';
import { BadRequest } from '../../platform/errors.js';
import { route } from '../route.js';
import { email } from '../fields.js';

const body = z.object({ email, password: z.string().min(1, 'is required').max(256) });

const WRONG_CREDENTIALS = 'Incorrect email or password';

export const handler = route({ auth: 'public', body }, async ({ body }) => {
  const result = await cognito
    .send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: cognitoEnv.USER_POOL_CLIENT_ID,
        AuthParameters: { USERNAME: body.email, PASSWORD: body.password },
      }),
    )
    .catch((err: Error) => {
      // cognito-local answers a wrong password with InvalidPasswordException, Cognito with NotAuthorizedException.
      if (['NotAuthorizedException', 'UserNotFoundException', 'UserNotConfirmedException', 'InvalidPasswordException'].includes(err.name)) {
        throw new BadRequest(WRONG_CREDENTIALS);
      }
      throw err;
    });
  const tokens = result.AuthenticationResult;
  if (!tokens?.AccessToken || !tokens.RefreshToken || !tokens.IdToken) throw new BadRequest(WRONG_CREDENTIALS);
  // The user pool's post-authentication trigger (functions/triggers) has created a missing profile
  // and recorded the login, as for every sign-in.
  return {
    message: 'Login successfully',
    data: { accesstoken: tokens.AccessToken, refreshToken: tokens.RefreshToken, expiresIn: tokens.ExpiresIn },
  };
});
