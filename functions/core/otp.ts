import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** Password recovery rules (DESIGN.md hard rules). */
export const OTP_LENGTH = 6;
export const OTP_TTL_SECONDS = 10 * 60;
export const OTP_MAX_TRIES = 5;
export const OTP_MAILS_PER_HOUR = 5;
export const RESET_PROOF_TTL_SECONDS = 15 * 60;

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

export interface Mail {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export function otpMail(name: string, otp: string): Mail {
  const minutes = OTP_TTL_SECONDS / 60;
  const greeting = name ? `Hi ${name},` : 'Hi,';
  return {
    subject: `QuickBasket: your password reset code is ${otp}`,
    text: `${greeting}\n\nUse this code to reset your QuickBasket password: ${otp}\n\nIt expires in ${minutes} minutes. If you did not ask for it, ignore this mail; your password stays as it is.\n\nQuickBasket - groceries in 10 minutes`,
    html: `<!doctype html><html><body style="margin:0;background:#f6f7f9;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#1f2937">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:480px;background:#fff;border-radius:12px;overflow:hidden">
<tr><td style="background:#facc15;padding:16px 24px;font-size:20px;font-weight:800">Quick<span style="color:#15803d">Basket</span></td></tr>
<tr><td style="padding:24px">
<p style="margin:0 0 12px">${escapeHtml(greeting)}</p>
<p style="margin:0 0 16px">Use this code to reset your QuickBasket password:</p>
<p style="margin:0 0 16px;font-size:32px;letter-spacing:8px;font-weight:700;color:#15803d">${otp}</p>
<p style="margin:0 0 8px">It expires in ${minutes} minutes.</p>
<p style="margin:0;color:#6b7280;font-size:14px">If you did not ask for it, ignore this mail; your password stays as it is.</p>
</td></tr></table></td></tr></table></body></html>`,
  };
}
