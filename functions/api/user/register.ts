import { REGISTERED, register } from '../../services/accounts/accounts.js';
import { route } from '../route.js';
import { registerBody } from '../../core/contracts/user.js';

/** No user id in the answer: it is the same for an e-mail that already has an account (services/accounts/accounts.ts). */
export const handler = route({ auth: 'public', body: registerBody }, async ({ body }) => {
  await register({ name: body.name, email: body.email, password: body.password });
  return { message: REGISTERED };
});
