import * as z from 'zod';
import { REGISTERED, register } from '../../services/accounts.js';
import { route } from '../route.js';
import { email, name, password } from '../fields.js';

const body = z
  .object({ name, email, password, confirmPassword: z.string() })
  .refine((b) => b.password === b.confirmPassword, { message: 'password and confirm password must be same', path: [] });

/** No user id in the answer: it is the same for an e-mail that already has an account (services/accounts.ts). */
export const handler = route({ auth: 'public', body }, async ({ body }) => {
  await register({ name: body.name, email: body.email, password: body.password });
  return { message: REGISTERED };
});
