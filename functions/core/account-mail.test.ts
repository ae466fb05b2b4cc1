import { describe, expect, it } from 'vitest';
import { emailTakenMail, registerAttemptMail } from './account-mail.js';

describe('mails to the owner of a taken address', () => {
  it.each([
    ['register attempt', registerAttemptMail],
    ['e-mail change attempt', emailTakenMail],
  ])('%s: greets by name (escaped in HTML), says nothing changed, and carries no code', (_label, mail) => {
    const written = mail('<Asha>');
    expect(written.text).toMatch(/^Hi <Asha>,/);
    expect(written.html).toContain('Hi &lt;Asha&gt;,');
    expect(written.html).not.toContain('<Asha>');
    for (const part of [written.subject, written.text, written.html]) expect(part).not.toMatch(/\b\d{6}\b/);
    expect(written.text).toMatch(/[Nn]othing (was created and nothing )?changed/);
    expect(mail('').text).toMatch(/^Hi,/);
  });
});
