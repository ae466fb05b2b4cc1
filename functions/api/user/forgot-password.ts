import * as z from 'zod';
import { OTP_TTL_SECONDS, epochSeconds, generateOtp, generateSalt, hashSecret, otpMail } from '../../core/otp.js';
import { saveOtp, takeOtpMailSlot } from '../../data/repos/password-reset.js';
import { findUserIdByEmail, getProfile } from '../../data/repos/users.js';
import { TooManyRequests } from '../../platform/errors.js';
import { sendMail } from '../../platform/mail.js';
import { route } from '../../platform/route.js';
import { email } from '../fields.js';

const body = z.object({ email });

/** Same answer for known and unknown e-mails, so the form cannot be used to probe for accounts. */
const SENT = 'If an account exists for this email, we have sent it a 6-digit code. Check your inbox.';

export const handler = route({ auth: 'public', body }, async ({ body }) => {
  if (!(await takeOtpMailSlot(body.email))) {
    throw new TooManyRequests('Too many codes asked for this email. Please try again in an hour.');
  }
  const userId = await findUserIdByEmail(body.email);
  const profile = userId ? await getProfile(userId) : undefined;
  if (profile) {
    const otp = generateOtp();
    const salt = generateSalt();
    await saveOtp(body.email, { hash: hashSecret(otp, salt), salt, expiresAt: epochSeconds() + OTP_TTL_SECONDS });
    await sendMail(body.email, otpMail(profile.name, otp));
  }
  return { message: SENT };
});
