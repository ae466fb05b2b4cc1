import { RESET_PROOF_TTL_SECONDS } from './otp.js';

/**
 * The reset proof as a cookie (besides the OTP check's `data.resetToken`), so a client built to the
 * spec's calls, which sends only `{ email, newPassword, confirmPassword }` and keeps cookies, can
 * finish a reset. HttpOnly (scripts never see it), SameSite=Strict (no other site's page can make
 * the browser send it), only on the reset call's path, as long as the proof itself lives.
 */
export const RESET_COOKIE = 'qb_reset';
export const RESET_COOKIE_PATH = '/api/user/reset-password';

/** `secure`: the request came over HTTPS (always in AWS; the local stack serves plain http). */
export function resetCookie(token: string, secure: boolean): string {
  return cookie(token, RESET_PROOF_TTL_SECONDS, secure);
}

/** Spent or refused: the browser drops it. */
export function clearedResetCookie(secure: boolean): string {
  return cookie('', 0, secure);
}

function cookie(value: string, maxAge: number, secure: boolean): string {
  return [`${RESET_COOKIE}=${value}`, `Path=${RESET_COOKIE_PATH}`, `Max-Age=${maxAge}`, 'HttpOnly', 'SameSite=Strict', ...(secure ? ['Secure'] : [])].join('; ');
}

/** A cookie's value from request cookies given as `name=value` pairs (API Gateway's `cookies`, or a Cookie header split on `;`). */
export function cookieValue(pairs: readonly string[], name: string): string | undefined {
  for (const pair of pairs) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim() || undefined;
  }
  return undefined;
}
