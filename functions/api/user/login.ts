import * as z from 'zod';
import { signInWithPassword } from '../../platform/cognito.js';
import { BadRequest } from '../../platform/errors.js';
import { route } from '../route.js';
import { email } from '../fields.js';

const body = z.object({ email, password: z.string().min(1, 'is required').max(256) });

export const handler = route({ auth: 'public', body }, async ({ body }) => {
  const tokens = await signInWithPassword(body.email, body.password);
  if (!tokens) throw new BadRequest('Incorrect email or password');
  // The user pool's post-authentication trigger (functions/triggers) has created a missing profile
  // and recorded the login, as for every sign-in.
  return {
    message: 'Login successfully',
    data: { accesstoken: tokens.accessToken, refreshToken: tokens.refreshToken, expiresIn: tokens.expiresIn },
  };
});
