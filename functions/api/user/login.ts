import { signInWithPassword } from '../../platform/cognito.js';
import { BadRequest } from '../../platform/errors.js';
import { route, type Answer } from '../route.js';
import { loginBody, type LoginReply } from '../../core/contracts/user.js';

export const handler = route({ auth: 'public', body: loginBody }, async ({ body }): Promise<Answer<LoginReply>> => {
  const tokens = await signInWithPassword(body.email, body.password);
  if (!tokens) throw new BadRequest('Incorrect email or password');
  // The user pool's post-authentication trigger (functions/triggers) has created a missing profile
  // and recorded the login, as for every sign-in.
  return {
    message: 'Login successfully',
    data: { accesstoken: tokens.accessToken, refreshToken: tokens.refreshToken, expiresIn: tokens.expiresIn },
  };
});
