import { Amplify } from 'aws-amplify';
import { fetchAuthSession, signIn, signOut } from 'aws-amplify/auth';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { api, newShopper } from './helpers.js';

/**
 * The site's Amplify (aws-amplify v6), driven here in Node against the local stack exactly as the
 * browser drives it: what Amplify sends (InitiateAuth USER_PASSWORD_AUTH, GetTokensFromRefreshToken,
 * RevokeToken) must be answered by the local Cognito front, and its tokens accepted by the gateway.
 */
const stack = inject('stack');
const config = () => fetch(`${stack.apiUrl}/config.json`).then((r) => r.json() as Promise<Record<string, string>>);

const claims = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;

async function cognito(target: string, body: unknown, endpoint: string) {
  const res = await fetch(endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `AWSCognitoIdentityProviderService.${target}` },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

let endpoint: string;

/** Amplify's token storage (the browser's localStorage on the site): here a map the test can read. */
const stored = new Map<string, string>();
const storedRefreshToken = () => [...stored].find(([key]) => key.endsWith('.refreshToken'))?.[1];

beforeAll(async () => {
  const site = await config();
  endpoint = site.userPoolEndpoint!;
  // What the site's lib/ configures from /config.json.
  Amplify.configure({ Auth: { Cognito: { userPoolId: site.userPoolId!, userPoolClientId: site.userPoolClientId!, userPoolEndpoint: endpoint } } });
  // After configure(), which sets its default storage.
  cognitoUserPoolsTokenProvider.setKeyValueStorage({
    setItem: async (key, value) => void stored.set(key, value),
    getItem: async (key) => stored.get(key) ?? null,
    removeItem: async (key) => void stored.delete(key),
    clear: async () => stored.clear(),
  });
});

describe('Amplify against the local stack', () => {
  it('serves the site its /config.json: the pool, the client and the local Cognito endpoint', async () => {
    expect(await config()).toEqual({
      apiUrl: '/api',
      region: stack.env.AWS_REGION,
      userPoolId: stack.userPoolId,
      userPoolClientId: stack.clientId,
      userPoolEndpoint: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/),
    });
  });

  it('signs in with USER_PASSWORD_AUTH, refreshes, and signs out revoking the refresh token', async () => {
    const shopper = await newShopper();
    const result = await signIn({ username: shopper.email, password: shopper.password, options: { authFlowType: 'USER_PASSWORD_AUTH' } });
    expect(result.isSignedIn).toBe(true);

    const first = (await fetchAuthSession()).tokens!;
    expect(claims(first.accessToken.toString())).toMatchObject({ sub: shopper.userId, token_use: 'access', origin_jti: expect.any(String) });
    expect((await api('GET', '/api/user/user-details', { token: first.accessToken.toString() })).status).toBe(200);

    // Amplify refreshes with GetTokensFromRefreshToken: a new access token of the same session.
    const refreshed = (await fetchAuthSession({ forceRefresh: true })).tokens!;
    expect(refreshed.accessToken.toString()).not.toBe(first.accessToken.toString());
    expect(claims(refreshed.accessToken.toString()).origin_jti).toBe(claims(first.accessToken.toString()).origin_jti);
    expect((await api('GET', '/api/user/user-details', { token: refreshed.accessToken.toString() })).status).toBe(200);

    // Sign-out revokes the refresh token (RevokeToken): kept aside, it no longer refreshes.
    const refreshToken = storedRefreshToken();
    expect(refreshToken).toBeTruthy();
    expect((await cognito('GetTokensFromRefreshToken', { ClientId: stack.clientId, RefreshToken: refreshToken }, endpoint)).status).toBe(200);
    await signOut();
    expect(storedRefreshToken()).toBeUndefined();
    expect((await fetchAuthSession()).tokens).toBeUndefined();
    const reused = await cognito('GetTokensFromRefreshToken', { ClientId: stack.clientId, RefreshToken: refreshToken }, endpoint);
    expect(reused.status).toBe(400);
    expect(reused.body.__type).toBe('NotAuthorizedException');
  });

  it('refuses a wrong password as Cognito does', async () => {
    const shopper = await newShopper();
    await expect(signIn({ username: shopper.email, password: 'Wrong#Basket1', options: { authFlowType: 'USER_PASSWORD_AUTH' } })).rejects.toMatchObject({
      name: expect.stringMatching(/NotAuthorizedException|InvalidPasswordException/),
    });
  });
});
