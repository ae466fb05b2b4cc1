import * as z from 'zod';
import { OTP_LENGTH } from '../../core/limits.js';
import { verifyEmail } from '../../services/accounts.js';
import { route } from '../route.js';

const body = z.object({ otp: z.string().trim().regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), `must be ${OTP_LENGTH} digits`) });

/** Confirms the new e-mail of update-user with the code mailed to it. */
export const handler = route({ auth: 'user', body }, async ({ body, caller }) => {
  const profile = await verifyEmail(caller.userId, body.otp);
  return { message: 'Your email is changed', data: profile };
});
