import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_LENGTH } from './limits.js';
import { escapeHtml, mailLayout, type Mail } from './mail.js';

/** Password recovery rules (DESIGN.md hard rules); the code's length is in limits.ts. */
export const OTP_TTL_SECONDS = 10 * 60;
export const OTP_MAX_TRIES = 5;
export const OTP_MAILS_PER_HOUR = 5;
export const RESET_PROOF_TTL_SECONDS = 15 * 60;
/** A second request for a code within this time gets the same answer and no second mail. */
export const OTP_RESEND_SECONDS = 30;
/**
 * forgot-password answers no sooner than this after the request came in, known e-mail or not:
 * handing the mail to SES (tens of milliseconds, rarely a few hundred) is the one step only a known
 * e-mail takes, and it must not show in the answer's timing.
 */
export const OTP_ANSWER_MIN_MS = 400;

/** Six digits from the CSPRNG, leading zeros kept. */
export function generateOtp(): string {
  return randomInt(0, 10 ** OTP_LENGTH).toString().padStart(OTP_LENGTH, '0');
}

/** The single-use proof a successful OTP check hands to the reset step. */
export function generateResetProof(): string {
  return randomBytes(32).toString('base64url');
}

export function generateSalt(): string {
  return randomBytes(16).toString('hex');
}

/** Secrets are stored only as salted hashes. */
export function hashSecret(secret: string, salt: string): string {
  return createHash('sha256').update(`${salt}:${secret}`).digest('hex');
}

export function secretMatches(secret: string, salt: string, expectedHash: string): boolean {
  const actual = Buffer.from(hashSecret(secret, salt), 'hex');
  const expected = Buffer.from(expectedHash, 'hex');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

export const epochSeconds = (date: Date = new Date()): number => Math.floor(date.getTime() / 1000);

/** The rate window an OTP mail counts against: the current UTC hour. */
export const rateWindow = (date: Date = new Date()): string => date.toISOString().slice(0, 13);

/** The code that proves a new e-mail address is the user's (update-user, then verify-email). */
export function emailChangeMail(name: string, otp: string): Mail {
  const minutes = OTP_TTL_SECONDS / 60;
  const greeting = name ? `Hi ${name},` : 'Hi,';
  return {
    subject: `QuickBasket: your code to confirm this e-mail is ${otp}`,
    text: `${greeting}\n\nTo use this address for your QuickBasket account, enter this code in your profile: ${otp}\n\nIt expires in ${minutes} minutes. If you did not ask for it, ignore this mail; nothing changes.\n\nQuickBasket - groceries in 10 minutes`,
    html: mailLayout(`<p style="margin:0 0 12px">${escapeHtml(greeting)}</p>
<p style="margin:0 0 16px">To use this address for your QuickBasket account, enter this code in your profile:</p>
<p style="margin:0 0 16px;font-size:32px;letter-spacing:8px;font-weight:700;color:#15803d">${otp}</p>
<p style="margin:0 0 8px">It expires in ${minutes} minutes.</p>
<p style="margin:0;color:#6b7280;font-size:14px">If you did not ask for it, ignore this mail; nothing changes.</p>`),
  };
}

export function otpMail(name: string, otp: string): Mail {
  const minutes = OTP_TTL_SECONDS / 60;
  const greeting = name ? `Hi ${name},` : 'Hi,';
  return {
    subject: `QuickBasket: your password reset code is ${otp}`,
    text: `${greeting}\n\nUse this code to reset your QuickBasket password: ${otp}\n\nIt expires in ${minutes} minutes. If you did not ask for it, ignore this mail; your password stays as it is.\n\nQuickBasket - groceries in 10 minutes`,
    html: mailLayout(`<p style="margin:0 0 12px">${escapeHtml(greeting)}</p>
<p style="margin:0 0 16px">Use this code to reset your QuickBasket password:</p>
<p style="margin:0 0 16px;font-size:32px;letter-spacing:8px;font-weight:700;color:#15803d">${otp}</p>
<p style="margin:0 0 8px">It expires in ${minutes} minutes.</p>
<p style="margin:0;color:#6b7280;font-size:14px">If you did not ask for it, ignore this mail; your password stays as it is.</p>`),
  };
}
