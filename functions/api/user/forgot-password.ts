import { setTimeout as sleep } from 'node:timers/promises';
import { OTP_ANSWER_MIN_MS, OTP_TTL_SECONDS, epochSeconds, generateOtp, generateSalt, hashSecret, otpMail } from '../../core/otp.js';
import { issueOtp } from '../../data/repos/password-reset.js';
import { findUserIdByEmail, getProfile } from '../../data/repos/users.js';
import { TooManyRequests } from '../../platform/errors.js';
import { sendMail } from '../../platform/mail.js';
import { countOtpMailRefused, countOtpMailSent } from '../../platform/metrics.js';
import { route } from '../route.js';
import { forgotPasswordBody } from '../../core/contracts/user.js';

/** Same answer for known and unknown e-mails, so the form cannot be used to probe for accounts. */
const SENT = 'If an account exists for this email, we have sent it a 6-digit code. Check your inbox.';

/**
 * Known or unknown, the e-mail gets the same work: a code is made, hashed and stored with its mail
 * slot (an unknown e-mail's code is never mailed, so the OTP check then answers it exactly as a
 * known e-mail's wrong code), and the answer waits until OTP_ANSWER_MIN_MS have passed, which hides
 * the one extra step, the mail. A second request within OTP_RESEND_SECONDS changes nothing.
 */
export const handler = route({ auth: 'public', body: forgotPasswordBody }, async ({ body }) => {
  const answerAt = Date.now() + OTP_ANSWER_MIN_MS;
  try {
    const userId = await findUserIdByEmail(body.email);
    const otp = generateOtp();
    const salt = generateSalt();
    const issued = await issueOtp(body.email, { hash: hashSecret(otp, salt), salt, expiresAt: epochSeconds() + OTP_TTL_SECONDS });
    if (issued === 'rate-limited') {
      countOtpMailRefused('hourly-limit');
      throw new TooManyRequests('Too many codes asked for this email. Please try again in an hour.');
    }
    if (issued === 'too-soon') countOtpMailRefused('too-soon');
    const profile = issued === 'issued' && userId ? await getProfile(userId) : undefined;
    if (profile) {
      await sendMail(body.email, otpMail(profile.name, otp));
      countOtpMailSent('password-reset');
    }
    return { message: SENT };
  } finally {
    await sleep(Math.max(0, answerAt - Date.now()));
  }
});
