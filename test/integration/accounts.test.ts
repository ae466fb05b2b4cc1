/**
 * Accounts over HTTP: register, login, details, update, refresh, logout. Password recovery:
 * account-recovery.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { keys } from '../../functions/data/keys.js';
import { DEMO_ACCOUNTS, ensureCognitoUser } from '../../local/provision.js';
import { login, PASSWORD, register, uniqueEmail } from './accounts-support.js';
import { api, latestOtp, partition, signIn, tokenFor, uploadImage } from './helpers.js';

/** services/accounts/accounts.ts REGISTERED: the same for a new e-mail and one that has an account. */
const REGISTERED = 'Thanks for registering. Please login. If you already had an account with this email, we have sent you a mail.';

describe('register, login, details, update, refresh, logout', () => {
  it('walks the whole session life cycle', async () => {
    const email = uniqueEmail('asha');
    const registered = await register(email);
    expect(registered.status).toBe(200);
    expect(registered.body).toMatchObject({ success: true, message: REGISTERED });

    const loggedIn = await login(email.toUpperCase());
    expect(loggedIn.status).toBe(200);
    const { accesstoken, refreshToken } = loggedIn.body.data!;
    expect(accesstoken).toBeTruthy();
    expect(refreshToken).toBeTruthy();

    const details = await api<Record<string, unknown>>('GET', '/api/user/user-details', { token: accesstoken });
    expect(details.status).toBe(200);
    expect(details.body.data).toMatchObject({ name: 'Asha Rao', email, role: 'USER', status: 'Active', avatar: '', mobile: '' });
    expect(details.body.data!.last_login_date).toEqual(expect.any(String));

    const newEmail = uniqueEmail('asha-new');
    const updated = await api<Record<string, unknown>>('PUT', '/api/user/update-user', {
      token: accesstoken,
      body: { name: 'Asha R', email: newEmail, mobile: '+91 98765 43210' },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ name: 'Asha R', email, pendingEmail: newEmail, mobile: '9876543210' });
    // Name and mobile are saved; the e-mail waits for the code mailed to the new address.
    const afterUpdate = await api<Record<string, unknown>>('GET', '/api/user/user-details', { token: accesstoken });
    expect(afterUpdate.body.data).toMatchObject({ name: 'Asha R', email, mobile: '9876543210' });
    expect((await login(newEmail)).status).toBe(400);
    const confirmed = await api('POST', '/api/user/verify-email', { token: accesstoken, body: { otp: await latestOtp(newEmail) } });
    expect(confirmed.status).toBe(200);
    const afterConfirm = await api<Record<string, unknown>>('GET', '/api/user/user-details', { token: accesstoken });
    expect(afterConfirm.body.data).toMatchObject({ email: newEmail });
    // Cognito follows the profile: the new e-mail signs in, the old one no longer does.
    expect((await login(newEmail)).status).toBe(200);
    expect((await login(email)).status).toBe(400);

    const refreshed = await api<{ accessToken: string }>('POST', '/api/user/refresh-token', {
      headers: { authorization: `Bearer ${refreshToken}` },
    });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.data!.accessToken).toBeTruthy();
    expect((await api('GET', '/api/user/user-details', { token: refreshed.body.data!.accessToken })).status).toBe(200);

    const loggedOut = await api('GET', '/api/user/logout', { token: accesstoken, headers: { 'x-refresh-token': refreshToken } });
    expect(loggedOut.status).toBe(200);
    const afterLogout = await api('POST', '/api/user/refresh-token', { headers: { authorization: `Bearer ${refreshToken}` } });
    expect(afterLogout.status).toBe(401);
  });

  it('reports ADMIN for the seeded admin and USER for the seeded shopper', async () => {
    const admin = await api<{ role: string; email: string }>('GET', '/api/user/user-details', { token: await tokenFor('admin') });
    expect(admin.body.data).toMatchObject({ role: 'ADMIN', email: 'admin@example.com' });
    const shopper = await api<{ role: string }>('GET', '/api/user/user-details', { token: await tokenFor('shopper') });
    expect(shopper.body.data!.role).toBe('USER');
  });

  it('logs in the seeded accounts through the API', async () => {
    expect((await login('admin@example.com', 'Admin#12345')).status).toBe(200);
    expect((await login('shopper@example.com', 'Shopper#12345')).status).toBe(200);
  });

  it('refuses wrong credentials with one generic message', async () => {
    const wrongPassword = await login('shopper@example.com', 'Wrong#12345');
    const unknownUser = await login(uniqueEmail('nobody'), 'Wrong#12345');
    expect(wrongPassword.status).toBe(400);
    expect(unknownUser.status).toBe(400);
    expect(wrongPassword.body.message).toBe('Incorrect email or password');
    expect(unknownUser.body.message).toBe(wrongPassword.body.message);
  });

  it('answers a second registration of an e-mail as the first, without creating anything', async () => {
    const email = uniqueEmail('twice');
    const first = await register(email);
    expect(first.status).toBe(200);
    const [claim] = await partition(`EMAIL#${email}`);
    const again = await register(email.toUpperCase(), 'Other#Basket9');
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(again.body.message).toMatch(/already had an account/);
    expect(await partition(`EMAIL#${email}`)).toEqual([claim]);
    expect((await login(email, 'Other#Basket9')).status).toBe(400);
    expect((await login(email)).status).toBe(200);
  });

  it.each([
    { label: 'mismatched passwords', body: { name: 'A', password: PASSWORD, confirmPassword: `${PASSWORD}x` }, message: 'password and confirm password must be same' },
    { label: 'a weak password', body: { name: 'A', password: 'password', confirmPassword: 'password' }, message: /^Password / },
    { label: 'a missing name', body: { password: PASSWORD, confirmPassword: PASSWORD }, message: /^Name / },
    { label: 'a bad e-mail', body: { name: 'A', email: 'not-an-email', password: PASSWORD, confirmPassword: PASSWORD }, message: /^Enter a valid email address/ },
  ])('refuses $label with 400 and writes nothing', async ({ body, message }) => {
    const email = uniqueEmail('bad');
    const res = await api('POST', '/api/user/register', { body: { email, ...body } });
    expect(res.status).toBe(400);
    if (typeof message === 'string') expect(res.body.message).toBe(message);
    else expect(res.body.message).toMatch(message);
    expect(await partition(`EMAIL#${email}`)).toEqual([]);
    expect((await login(email)).status).toBe(400);
  });

  it('validates profile updates and keeps another user’s e-mail theirs', async () => {
    const token = await tokenFor('shopper');
    const badMobile = await api('PUT', '/api/user/update-user', { token, body: { name: 'S', email: 'shopper@example.com', mobile: '12345' } });
    expect(badMobile.status).toBe(400);
    expect(badMobile.body.message).toMatch(/^Mobile number /);
    // Answered as for a free address ("we sent a code"): no code goes there, and it stays the admin's.
    const taken = await api('PUT', '/api/user/update-user', { token, body: { name: 'S', email: 'admin@example.com', mobile: '9876543210' } });
    expect(taken.status).toBe(200);
    const details = await api<{ email: string }>('GET', '/api/user/user-details', { token });
    expect(details.body.data!.email).toBe('shopper@example.com');
  });

  it('saves the delivery pincode alone or with the profile, and refuses a bad one', async () => {
    const email = uniqueEmail('pincode');
    expect((await register(email)).status).toBe(200);
    const { accesstoken: token } = (await login(email)).body.data!;
    const details = async () => (await api<Record<string, unknown>>('GET', '/api/user/user-details', { token })).body.data!;
    expect(await details()).not.toHaveProperty('pincode');

    // Alone (the header's location picker): nothing else of the profile is needed or changed, not even a missing mobile.
    const alone = await api<Record<string, unknown>>('PUT', '/api/user/update-user', { token, body: { pincode: ' 560001 ' } });
    expect(alone.status).toBe(200);
    expect(alone.body.data).toMatchObject({ pincode: '560001', name: 'Asha Rao', mobile: '' });
    expect(await details()).toMatchObject({ pincode: '560001', name: 'Asha Rao', email, mobile: '' });

    // With the profile's fields; without it, the profile form's save keeps the saved pincode.
    const withProfile = await api('PUT', '/api/user/update-user', { token, body: { name: 'Asha R', email, mobile: '9876543210', pincode: 400001 } });
    expect(withProfile.status).toBe(200);
    expect(await details()).toMatchObject({ name: 'Asha R', mobile: '9876543210', pincode: '400001' });
    expect((await api('PUT', '/api/user/update-user', { token, body: { name: 'Asha Rao', email, mobile: '9876543210' } })).status).toBe(200);
    expect(await details()).toMatchObject({ name: 'Asha Rao', pincode: '400001' });

    for (const body of [{ pincode: '56001' }, { pincode: '012345' }, { name: 'Asha Rao', email, mobile: '9876543210', pincode: 'x' }]) {
      const refused = await api('PUT', '/api/user/update-user', { token, body });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe('Enter a 6-digit PIN code');
    }
    // Anything beside the pincode needs the whole profile, as the spec's body does.
    const partial = await api('PUT', '/api/user/update-user', { token, body: { pincode: '560001', mobile: '9876543210' } });
    expect(partial.status).toBe(400);
    expect(partial.body.message).toMatch(/^Name /);
    expect(await details()).toMatchObject({ name: 'Asha Rao', pincode: '400001' });
  });

  it('sets the avatar to an uploaded avatar image only', async () => {
    const email = uniqueEmail('avatar');
    await register(email);
    const token = (await login(email)).body.data!.accesstoken;
    const url = await uploadImage(token, 'avatar');
    const set = await api<{ avatar: string }>('PUT', '/api/user/upload-avatar', { token, body: { avatar: url } });
    expect(set.status).toBe(200);
    expect(set.body.data!.avatar).toBe(url);
    const foreign = await api('PUT', '/api/user/upload-avatar', { token, body: { avatar: '/media/product/x.png' } });
    expect(foreign.status).toBe(400);
  });

  it('a user an operator created in Cognito gets a profile at the first sign-in straight against Cognito (as the site signs in)', async () => {
    const email = uniqueEmail('console');
    const userId = await ensureCognitoUser({ email, password: PASSWORD, name: 'Console Admin', admin: true });
    expect(await partition(keys.user(userId).pk)).toEqual([]);
    // InitiateAuth USER_PASSWORD_AUTH, as Amplify sends it: the user pool's post-authentication trigger runs.
    const { accessToken } = await signIn(email, PASSWORD);
    const details = await api<{ _id: string; name: string; email: string; role: string; last_login_date: string }>('GET', '/api/user/user-details', { token: accessToken });
    expect(details.status).toBe(200);
    expect(details.body.data).toMatchObject({ _id: userId, name: 'Console Admin', email, role: 'ADMIN' });
    expect(Date.now() - Date.parse(details.body.data!.last_login_date)).toBeLessThan(60_000);
  });

  it('records every sign-in as the last login date, through the API or straight against Cognito', async () => {
    const account = DEMO_ACCOUNTS.find((a) => !a.admin)!;
    const stamp = async () => (await partition(`USER#${(await api<{ _id: string }>('GET', '/api/user/user-details', { token: await tokenFor('shopper') })).body.data!._id}`)).find((i) => i.sk === 'PROFILE')!.last_login_date as string;
    const before = await stamp();
    expect((await login(account.email, account.password)).status).toBe(200);
    const viaApi = await stamp();
    expect(viaApi > before).toBe(true);
    await signIn(account.email, account.password);
    expect((await stamp()) > viaApi).toBe(true);
  });

  it('needs a token for the signed-in calls', async () => {
    for (const [method, path] of [['GET', '/api/user/user-details'], ['GET', '/api/user/logout'], ['PUT', '/api/user/update-user'], ['PUT', '/api/user/upload-avatar']] as const) {
      expect((await api(method, path, { body: {} })).status, path).toBe(401);
    }
  });
});
