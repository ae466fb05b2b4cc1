import { RESET_COOKIE, clearedResetCookie, cookieValue } from '../../core/reset-cookie.js';
import { resetPassword } from '../../services/accounts/account-proofs.js';
import { route } from '../route.js';
import { resetPasswordBody } from '../../core/contracts/user.js';

/** The proof comes as `resetToken` or as the cookie the OTP check set. */
export const handler = route({ auth: 'public', body: resetPasswordBody }, async ({ body, cookies, headers }) => {
  await resetPassword(body.email, body.newPassword, body.resetToken ?? cookieValue(cookies, RESET_COOKIE));
  return { message: 'Password updated successfully', setCookie: clearedResetCookie(headers['x-forwarded-proto'] === 'https') };
});
