import {
  OTP_MAX_TRIES,
  RESET_PROOF_TTL_SECONDS,
  epochSeconds,
  generateResetProof,
  generateSalt,
  hashSecret,
  secretMatches,
} from '../../core/otp.js';
import { resetCookie } from '../../core/reset-cookie.js';
import { consumeOtp, saveResetProof, takeOtpTry } from '../../data/repos/password-reset.js';
import { BadRequest, TooManyRequests } from '../../platform/errors.js';
import { route, type Answer } from '../route.js';
import { verifyOtpBody, type VerifyOtpReply } from '../../core/contracts/user.js';

/**
 * Answers depend only on the stored code, which forgot-password writes for unknown e-mails too: an
 * unknown e-mail's answers are a known one's. The proof goes back in the body and as the reset
 * cookie (core/reset-cookie.ts).
 */
export const handler = route({ auth: 'public', body: verifyOtpBody }, async ({ body, headers }): Promise<Answer<VerifyOtpReply>> => {
  const stored = await takeOtpTry(body.email);
  if (stored === 'missing') throw new BadRequest('This code is not valid. Please ask for a new one.');
  if (stored === 'expired') throw new BadRequest('This code has expired. Please ask for a new one.');
  if (stored === 'no-tries-left') throw new TooManyRequests('Too many wrong tries. Please ask for a new code.');

  if (!secretMatches(body.otp, stored.salt, stored.hash)) {
    const left = OTP_MAX_TRIES - stored.tries;
    throw new BadRequest(left > 0 ? `Invalid OTP. ${left} ${left === 1 ? 'try' : 'tries'} left.` : 'Invalid OTP. Please ask for a new code.');
  }
  if (!(await consumeOtp(body.email))) throw new BadRequest('This code was already used. Please ask for a new one.');

  const resetToken = generateResetProof();
  const salt = generateSalt();
  await saveResetProof(body.email, { hash: hashSecret(resetToken, salt), salt, expiresAt: epochSeconds() + RESET_PROOF_TTL_SECONDS });
  // API Gateway sets X-Forwarded-Proto (always https in AWS); the local stack serves plain http.
  const secure = headers['x-forwarded-proto'] === 'https';
  return { message: 'OTP verified', data: { resetToken }, setCookie: resetCookie(resetToken, secure) };
});
