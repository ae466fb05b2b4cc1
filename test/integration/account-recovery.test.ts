/** Password recovery by e-mail OTP over HTTP (the rest of an account's life: accounts.test.ts). */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { inject, describe, expect, it } from 'vitest';
import { keys } from '../../functions/data/keys.js';
import { login, PASSWORD, register, uniqueEmail } from './accounts-support.js';
import { api, latestOtp, mailsTo, table } from './helpers.js';

const stack = inject('stack');
const tableName = stack.env.TABLE_NAME;

async function otpFor(email: string) {
  const asked = await api('PUT', '/api/user/forgot-password', { body: { email } });
  expect(asked.status).toBe(200);
  return latestOtp(email);
}

/** Half a minute passes for the e-mail's code: a new one may be asked for (OTP_RESEND_SECONDS). */
async function ageOtp(email: string) {
  await table.send(
    new UpdateCommand({
      TableName: tableName,
      Key: keys.otp(email),
      UpdateExpression: 'SET issuedAt = issuedAt - :half',
      ExpressionAttributeValues: { ':half': 31 },
    }),
  );
}


describe('password recovery by e-mail OTP', () => {
  it('resets the password with the mailed code and a single-use proof', async () => {
    const email = uniqueEmail('forgot');
    await register(email);
    const otp = await otpFor(email);
    const mail = (await mailsTo(email)).at(-1)!;
    expect(mail.subject).toContain('QuickBasket');
    expect(mail.body.html).toContain(otp);

    const verified = await api<{ resetToken: string }>('PUT', '/api/user/verify-forgot-password-otp', { body: { email, otp } });
    expect(verified.status).toBe(200);
    const { resetToken } = verified.body.data!;
    const newPassword = 'Newer#Basket2';

    const mismatch = await api('PUT', '/api/user/reset-password', { body: { email, newPassword, confirmPassword: 'Other#Basket2', resetToken } });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.message).toBe('New password and confirm password must be same');

    const reset = await api('PUT', '/api/user/reset-password', { body: { email, newPassword, confirmPassword: newPassword, resetToken } });
    expect(reset.status).toBe(200);
    expect((await login(email, newPassword)).status).toBe(200);
    expect((await login(email)).status).toBe(400);

    const reused = await api('PUT', '/api/user/reset-password', { body: { email, newPassword: PASSWORD, confirmPassword: PASSWORD, resetToken } });
    expect(reused.status).toBe(400);
    expect((await login(email, newPassword)).status).toBe(200);

    const reusedOtp = await api('PUT', '/api/user/verify-forgot-password-otp', { body: { email, otp } });
    expect(reusedOtp.status).toBe(400);
  });

  it('refuses a reset without a valid proof', async () => {
    const email = uniqueEmail('noproof');
    await register(email);
    const res = await api('PUT', '/api/user/reset-password', {
      body: { email, newPassword: 'Newer#Basket2', confirmPassword: 'Newer#Basket2', resetToken: 'made-up' },
    });
    expect(res.status).toBe(400);
    expect((await login(email)).status).toBe(200);
    const missing = await api('PUT', '/api/user/reset-password', { body: { email, newPassword: 'Newer#Basket2', confirmPassword: 'Newer#Basket2' } });
    expect(missing.status).toBe(400);
  });

  it('refuses the 6th try even with the right code, until a new code is sent', async () => {
    const email = uniqueEmail('tries');
    await register(email);
    const otp = await otpFor(email);
    const wrong = otp === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 5; attempt++) {
      const res = await api('PUT', '/api/user/verify-forgot-password-otp', { body: { email, otp: wrong } });
      expect(res.status).toBe(400);
    }
    const sixth = await api('PUT', '/api/user/verify-forgot-password-otp', { body: { email, otp } });
    expect(sixth.status).toBe(429);
    await ageOtp(email);
    const fresh = await otpFor(email);
    expect((await api('PUT', '/api/user/verify-forgot-password-otp', { body: { email, otp: fresh } })).status).toBe(200);
  });

  it('refuses an expired code', async () => {
    const email = uniqueEmail('expired');
    await register(email);
    const otp = await otpFor(email);
    // Ten minutes pass: move the stored expiry into the past.
    await table.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.otp(email),
        UpdateExpression: 'SET expiresAt = :past',
        ExpressionAttributeValues: { ':past': Math.floor(Date.now() / 1000) - 1 },
      }),
    );
    const res = await api('PUT', '/api/user/verify-forgot-password-otp', { body: { email, otp } });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/expired/);
  });

  it('answers unknown e-mails like known ones, without sending mail', async () => {
    const known = uniqueEmail('known');
    await register(known);
    const unknown = uniqueEmail('unknown');
    const a = await api('PUT', '/api/user/forgot-password', { body: { email: known } });
    const b = await api('PUT', '/api/user/forgot-password', { body: { email: unknown } });
    expect(b.status).toBe(a.status);
    expect(b.body.message).toBe(a.body.message);
    expect(await mailsTo(unknown)).toEqual([]);
  });

  it('sends at most 5 codes per e-mail per hour', async () => {
    const email = uniqueEmail('rate');
    await register(email);
    for (let i = 0; i < 5; i++) {
      expect((await api('PUT', '/api/user/forgot-password', { body: { email } })).status).toBe(200);
      await ageOtp(email);
    }
    const sixth = await api('PUT', '/api/user/forgot-password', { body: { email } });
    expect(sixth.status).toBe(429);
    expect(await mailsTo(email)).toHaveLength(5);
  });

  it('rejects malformed codes', async () => {
    for (const otp of ['12345', '1234567', 'abcdef', '']) {
      const res = await api('PUT', '/api/user/verify-forgot-password-otp', { body: { email: 'x@example.com', otp } });
      expect(res.status, otp).toBe(400);
      expect(res.body.message).toMatch(/^Code /);
    }
  });
});
