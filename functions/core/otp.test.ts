import { describe, expect, it } from 'vitest';
import { generateOtp, generateSalt, hashSecret, otpMail, rateWindow, secretMatches } from './otp.js';

describe('OTP rules', () => {
  it('generates six digits, zeros kept, and they vary', () => {
    const codes = Array.from({ length: 200 }, generateOtp);
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(190);
  });

  it('stores only a salted hash and compares it', () => {
    const salt = generateSalt();
    const hash = hashSecret('123456', salt);
    expect(hash).not.toContain('123456');
    expect(secretMatches('123456', salt, hash)).toBe(true);
    expect(secretMatches('123457', salt, hash)).toBe(false);
    expect(hashSecret('123456', generateSalt())).not.toBe(hash);
  });

  it('counts mails per UTC hour', () => {
    expect(rateWindow(new Date('2026-11-21T10:59:59Z'))).toBe('2026-11-21T10');
    expect(rateWindow(new Date('2026-11-21T11:00:00Z'))).toBe('2026-11-21T11');
  });

  it('writes a mail with the code in text and HTML, escaping the name', () => {
    const mail = otpMail('<Asha>', '042917');
    expect(mail.subject).toContain('042917');
    expect(mail.text).toContain('042917');
    expect(mail.html).toContain('042917');
    expect(mail.html).toContain('&lt;Asha&gt;');
    expect(mail.html).not.toContain('<Asha>');
  });
});
