import { randomUUID } from 'node:crypto';
import { CognitoIdentityProviderClient, GetTokensFromRefreshTokenCommand, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, inject, it } from 'vitest';
import { keys } from '../../functions/data/keys.js';
import { api, apiUrl, latestOtp, mailsTo, partition, signIn } from './helpers.js';

const stack = inject('stack');
const PASSWORD = 'Fresh#Basket1';
const NEW_PASSWORD = 'Newer#Basket2';
const cognito = new CognitoIdentityProviderClient({});

const uniqueEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.com`;

async function register(email: string) {
  const res = await api('POST', '/api/user/register', { body: { name: 'Ravi Iyer', email, password: PASSWORD, confirmPassword: PASSWORD } });
  expect(res.status).toBe(200);
}

/** The exact bytes of an answer, to compare two of them. */
async function raw(method: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${apiUrl}${path}`, { method, headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  return { status: response.status, text: await response.text(), setCookie: response.headers.get('set-cookie') };
}

const claims = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, number>;

describe('password recovery says nothing about whether an account exists', () => {
  it('answers forgot-password and every OTP check of an unknown e-mail byte for byte as a known one', async () => {
    const known = uniqueEmail('known');
    const unknown = uniqueEmail('unknown');
    await register(known);

    // No code asked for yet.
    const [neverKnown, neverUnknown] = [
      await raw('PUT', '/api/user/verify-forgot-password-otp', { email: known, otp: '123456' }),
      await raw('PUT', '/api/user/verify-forgot-password-otp', { email: unknown, otp: '123456' }),
    ];
    expect(neverUnknown).toEqual(neverKnown);

    const [askedKnown, askedUnknown] = [
      await raw('PUT', '/api/user/forgot-password', { email: known }),
      await raw('PUT', '/api/user/forgot-password', { email: unknown }),
    ];
    expect(askedKnown.status).toBe(200);
    expect(askedUnknown).toEqual(askedKnown);
    expect(await mailsTo(unknown)).toEqual([]);

    // Wrong codes, try after try, down to the refusal of the sixth.
    const code = await latestOtp(known);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 6; attempt++) {
      const a = await raw('PUT', '/api/user/verify-forgot-password-otp', { email: known, otp: wrong });
      const b = await raw('PUT', '/api/user/verify-forgot-password-otp', { email: unknown, otp: wrong });
      expect(a.status, `try ${attempt}`).toBe(attempt <= 5 ? 400 : 429);
      expect(b, `try ${attempt}`).toEqual(a);
    }
  });
});

describe('a second code request within 30 s', () => {
  it('answers the same and sends no second mail, even when both arrive at once; the first code stays good', async () => {
    const email = uniqueEmail('double');
    await register(email);
    const [a, b] = await Promise.all([
      raw('PUT', '/api/user/forgot-password', { email }),
      raw('PUT', '/api/user/forgot-password', { email }),
    ]);
    expect(a.status).toBe(200);
    expect(b).toEqual(a);
    const third = await raw('PUT', '/api/user/forgot-password', { email });
    expect(third).toEqual(a);
    expect(await mailsTo(email)).toHaveLength(1);
    const verified = await api('PUT', '/api/user/verify-forgot-password-otp', { body: { email, otp: await latestOtp(email) } });
    expect(verified.status).toBe(200);
  });
});

async function resetPassword(email: string) {
  const asked = await api('PUT', '/api/user/forgot-password', { body: { email } });
  expect(asked.status).toBe(200);
  const verified = await api<{ resetToken: string }>('PUT', '/api/user/verify-forgot-password-otp', { body: { email, otp: await latestOtp(email) } });
  expect(verified.status).toBe(200);
  const reset = await api('PUT', '/api/user/reset-password', {
    body: { email, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD, resetToken: verified.body.data!.resetToken },
  });
  expect(reset.status).toBe(200);
}

describe('a password reset ends every session of the user', () => {
  it('old refresh tokens no longer refresh, old access tokens get 401; a sign-in after the reset works', async () => {
    const email = uniqueEmail('stolen');
    await register(email);
    // Two sessions: the site's (straight against Cognito, as Amplify) and another client's (API login).
    const site = await signIn(email, PASSWORD);
    const other = await api<{ accesstoken: string; refreshToken: string }>('POST', '/api/user/login', { body: { email, password: PASSWORD } });
    expect((await api('GET', '/api/user/user-details', { token: site.accessToken })).status).toBe(200);
    // A refreshed access token (what Amplify holds most of the time) belongs to the same session.
    const refreshed = await cognito.send(new GetTokensFromRefreshTokenCommand({ ClientId: stack.clientId, RefreshToken: site.refreshToken }));
    const refreshedAccess = refreshed.AuthenticationResult!.AccessToken!;

    await resetPassword(email);

    for (const token of [site.accessToken, refreshedAccess, other.body.data!.accesstoken]) {
      const res = await api('GET', '/api/user/user-details', { token });
      expect(res.status).toBe(401);
      expect(res.body.message).toBe('Your session has ended, please login again');
      expect((await api('POST', '/api/address/create', { token, body: {} })).status).toBe(401);
    }
    await expect(cognito.send(new GetTokensFromRefreshTokenCommand({ ClientId: stack.clientId, RefreshToken: site.refreshToken }))).rejects.toMatchObject({
      name: 'NotAuthorizedException',
    });
    await expect(
      cognito.send(new InitiateAuthCommand({ AuthFlow: 'REFRESH_TOKEN_AUTH', ClientId: stack.clientId, AuthParameters: { REFRESH_TOKEN: other.body.data!.refreshToken } })),
    ).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    const viaApi = await api('POST', '/api/user/refresh-token', { headers: { authorization: `Bearer ${other.body.data!.refreshToken}` } });
    expect(viaApi.status).toBe(401);

    // The reset answers once a new sign-in's auth_time is past it: the new session works at once.
    const fresh = await signIn(email, NEW_PASSWORD);
    expect((await api('GET', '/api/user/user-details', { token: fresh.accessToken })).status).toBe(200);
    expect((await cognito.send(new GetTokensFromRefreshTokenCommand({ ClientId: stack.clientId, RefreshToken: fresh.refreshToken }))).AuthenticationResult?.AccessToken).toBeTruthy();
  });
});

describe('access tokens live 15 minutes', () => {
  it('for a sign-in and for a refresh, through the API or straight against Cognito', async () => {
    const email = uniqueEmail('short');
    await register(email);
    const site = await signIn(email, PASSWORD);
    const refreshed = await cognito.send(new GetTokensFromRefreshTokenCommand({ ClientId: stack.clientId, RefreshToken: site.refreshToken }));
    const login = await api<{ accesstoken: string; expiresIn: number }>('POST', '/api/user/login', { body: { email, password: PASSWORD } });
    expect(login.body.data!.expiresIn).toBe(900);
    for (const token of [site.accessToken, refreshed.AuthenticationResult!.AccessToken!, login.body.data!.accesstoken]) {
      const { exp, iat } = claims(token);
      expect(exp! - iat!).toBeLessThanOrEqual(900);
      expect(exp! - iat!).toBeGreaterThanOrEqual(898);
    }
    expect(refreshed.AuthenticationResult!.ExpiresIn).toBe(900);
  });
});

describe('the reset proof also travels as a cookie', () => {
  it('a client that only keeps cookies (the spec body, no resetToken) finishes a reset', async () => {
    const email = uniqueEmail('cookie');
    await register(email);
    expect((await api('PUT', '/api/user/forgot-password', { body: { email } })).status).toBe(200);
    const verified = await raw('PUT', '/api/user/verify-forgot-password-otp', { email, otp: await latestOtp(email) });
    expect(verified.status).toBe(200);
    const setCookie = verified.setCookie!;
    const attributes = setCookie.split(';').map((part) => part.trim());
    expect(attributes).toEqual(expect.arrayContaining(['Path=/api/user/reset-password', 'HttpOnly', 'SameSite=Strict', 'Max-Age=900']));
    // The local stack is plain http: no Secure there (in AWS the request came over https, and it is).
    expect(attributes).not.toContain('Secure');

    // What a browser keeps and sends back on the reset call.
    const jar = attributes[0]!;
    const spec = { email, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD };
    const reset = await raw('PUT', '/api/user/reset-password', spec, { cookie: `other=1; ${jar}` });
    expect(reset.status).toBe(200);
    expect(reset.setCookie).toMatch(/^qb_reset=; Path=\/api\/user\/reset-password; Max-Age=0/);
    expect((await api('POST', '/api/user/login', { body: { email, password: NEW_PASSWORD } })).status).toBe(200);

    // Single use, like the body's proof.
    const again = await raw('PUT', '/api/user/reset-password', { ...spec, newPassword: PASSWORD, confirmPassword: PASSWORD }, { cookie: jar });
    expect(again.status).toBe(400);
    const without = await raw('PUT', '/api/user/reset-password', spec);
    expect(without.status).toBe(400);
  });
});

describe('a new e-mail takes effect only once the code sent to it is confirmed', () => {
  it('keeps the old e-mail (profile, claim, Cognito) until then, refuses wrong codes, and moves everything on the right one', async () => {
    const email = uniqueEmail('mover');
    await register(email);
    const { accessToken: token } = await signIn(email, PASSWORD);
    const userId = (await api<{ _id: string }>('GET', '/api/user/user-details', { token })).body.data!._id;
    const target = uniqueEmail('target');

    const updated = await api('PUT', '/api/user/update-user', { token, body: { name: 'Ravi Iyer', email: target, mobile: '9876543210' } });
    expect(updated.status).toBe(200);
    expect(await partition(keys.emailClaim(target).pk)).toEqual([]);
    expect((await partition(keys.emailClaim(email).pk))[0]).toMatchObject({ userId });
    // Cognito keeps the old address: it still signs in, the new one does not.
    expect((await api('POST', '/api/user/login', { body: { email, password: PASSWORD } })).status).toBe(200);
    expect((await api('POST', '/api/user/login', { body: { email: target, password: PASSWORD } })).status).toBe(400);

    const code = await latestOtp(target);
    const wrong = code === '000000' ? '111111' : '000000';
    const refused = await api('POST', '/api/user/verify-email', { token, body: { otp: wrong } });
    expect(refused.status).toBe(400);
    expect((await api<{ email: string }>('GET', '/api/user/user-details', { token })).body.data!.email).toBe(email);

    const confirmed = await api('POST', '/api/user/verify-email', { token, body: { otp: code } });
    expect(confirmed.status).toBe(200);
    expect((await api<{ email: string }>('GET', '/api/user/user-details', { token })).body.data!.email).toBe(target);
    expect(await partition(keys.emailClaim(email).pk)).toEqual([]);
    expect((await partition(keys.emailClaim(target).pk))[0]).toMatchObject({ userId });
    expect((await api('POST', '/api/user/login', { body: { email: target, password: PASSWORD } })).status).toBe(200);
    expect((await api('POST', '/api/user/login', { body: { email, password: PASSWORD } })).status).toBe(400);
    // Spent.
    expect((await api('POST', '/api/user/verify-email', { token, body: { otp: code } })).status).toBe(400);
  });

  it('refuses the code when another account took the address in the meantime', async () => {
    const email = uniqueEmail('slow');
    await register(email);
    const { accessToken: token } = await signIn(email, PASSWORD);
    const target = uniqueEmail('contested');
    expect((await api('PUT', '/api/user/update-user', { token, body: { name: 'Ravi Iyer', email: target, mobile: '9876543210' } })).status).toBe(200);
    const code = await latestOtp(target);
    await register(target);
    const res = await api('POST', '/api/user/verify-email', { token, body: { otp: code } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('This email is used by another account');
    expect((await api<{ email: string }>('GET', '/api/user/user-details', { token })).body.data!.email).toBe(email);
  });
});

describe('register and a change of e-mail say nothing about whether an e-mail has an account', () => {
  it('register answers a taken e-mail byte for byte as a free one, creates nothing for it and mails its owner', async () => {
    const taken = uniqueEmail('owner');
    await register(taken);
    const free = uniqueEmail('newcomer');
    const body = (email: string) => ({ name: 'Prober', email, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    const [forTaken, forFree] = [await raw('POST', '/api/user/register', body(taken)), await raw('POST', '/api/user/register', body(free))];
    expect(forFree.status).toBe(200);
    expect(forTaken).toEqual(forFree);

    // The free e-mail has its account; the taken one keeps its owner's password and profile.
    expect((await api('POST', '/api/user/login', { body: { email: free, password: NEW_PASSWORD } })).status).toBe(200);
    expect((await api('POST', '/api/user/login', { body: { email: taken, password: NEW_PASSWORD } })).status).toBe(400);
    const owner = await signIn(taken, PASSWORD);
    expect((await api<{ name: string }>('GET', '/api/user/user-details', { token: owner.accessToken })).body.data!.name).toBe('Ravi Iyer');
    // Its owner hears of it, by name, with no code in the mail.
    const [notice] = await mailsTo(taken);
    expect(notice?.subject).toBe('QuickBasket: you already have an account');
    expect(notice?.body.text).toMatch(/^Hi Ravi Iyer,/);
    expect(notice?.body.text).not.toMatch(/\b\d{6}\b/);
  });

  it('update-user answers a taken e-mail as a free one (but for the address), sends it no code, and its code checks answer alike', async () => {
    const email = uniqueEmail('changer');
    await register(email);
    const { accessToken: token } = await signIn(email, PASSWORD);
    const userId = (await api<{ _id: string }>('GET', '/api/user/user-details', { token })).body.data!._id;
    const profile = { name: 'Ravi Iyer', mobile: '9876543210' };
    expect((await api('PUT', '/api/user/update-user', { token, body: { ...profile, email } })).status).toBe(200);
    const taken = uniqueEmail('taken');
    await register(taken);
    const free = uniqueEmail('free');
    const headers = { authorization: `Bearer ${token}` };
    const asked = (address: string) => raw('PUT', '/api/user/update-user', { ...profile, email: address }, headers);
    const checked = () => raw('POST', '/api/user/verify-email', { otp: '000000' }, headers);

    const forTaken = await asked(taken);
    const takenCheck = await checked();
    const forFree = await asked(free);
    const code = await latestOtp(free);
    const freeCheck = code === '000000' ? undefined : await checked();
    expect(forFree.status).toBe(200);
    expect({ ...forTaken, text: forTaken.text.replaceAll(taken, '<address>') }).toEqual({ ...forFree, text: forFree.text.replaceAll(free, '<address>') });
    expect(JSON.parse(forTaken.text)).toMatchObject({ data: { pendingEmail: taken } });
    if (freeCheck) {
      expect(freeCheck.status).toBe(400);
      expect(takenCheck).toEqual(freeCheck);
    }

    // The taken address's owner is told, with no code; the claim and the profile stay as they were.
    const mails = await mailsTo(taken);
    expect(mails.map((m) => m.subject)).toEqual(['QuickBasket: this address already has an account']);
    expect(mails[0]!.body.text).not.toMatch(/\b\d{6}\b/);
    expect((await partition(keys.emailClaim(taken).pk))[0]).not.toMatchObject({ userId });
    expect((await api<{ email: string }>('GET', '/api/user/user-details', { token })).body.data!.email).toBe(email);
  });
});
