import * as z from 'zod';
import { RESET_COOKIE, clearedResetCookie, cookieValue } from '../../core/reset-cookie.js';
import { resetPassword } from '../../services/accounts.js';
import { route } from '../route.js';
import { email, password } from '../fields.js';

/** The spec's body; the proof comes as `resetToken` or as the cookie the OTP check set. */
const body = z
  .object({ email, newPassword: password, confirmPassword: z.string(), resetToken: z.string().min(1, 'is required').max(200).optional() })
  .refine((b) => b.newPassword === b.confirmPassword, { message: 'New password and confirm password must be same', path: [] });

export const handler = route({ auth: 'public', body }, async ({ body, cookies, headers }) => {
  await resetPassword(body.email, body.newPassword, body.resetToken ?? cookieValue(cookies, RESET_COOKIE));
  return { message: 'Password updated successfully', setCookie: clearedResetCookie(headers['x-forwarded-proto'] === 'https') };
});
