import * as z from 'zod';
import { updateProfile } from '../../services/accounts.js';
import { route } from '../route.js';
import { email, mobile, name } from '../fields.js';

const body = z.object({ name, email, mobile });

/** A new e-mail waits for the code mailed to it (POST /api/user/verify-email): `data.pendingEmail`. */
export const handler = route({ auth: 'user', body }, async ({ body, caller }) => {
  const { message, profile } = await updateProfile(caller.userId, body);
  return { message, data: profile };
});
