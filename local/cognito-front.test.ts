import { createPublicKey, generateKeyPairSync, sign, verify } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startCognitoFront, type CognitoFront } from './cognito-front.js';

/** cognito-local as the front sees it: answers tokens signed with its own (bundled) key. */
const upstreamKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
const jwt = (payload: Record<string, unknown>) => {
  const input = `${Buffer.from(JSON.stringify({ alg: 'RS256', kid: 'CognitoLocal' })).toString('base64url')}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}`;
  return `${input}.${sign('RSA-SHA256', Buffer.from(input), upstreamKey).toString('base64url')}`;
};
const claims = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;
const now = () => Math.floor(Date.now() / 1000);
const refreshToken = jwt({ jti: 'refresh-jti-1', 'cognito:username': 'u1' });
const tokens = () => ({
  // cognito-local's default access token life: a day.
  AccessToken: jwt({ sub: 'u1', username: 'u1', iss: 'http://127.0.0.1:9229/local_pool', token_use: 'access', client_id: 'client-1', iat: now(), exp: now() + 86_400, jti: 'a1' }),
  IdToken: jwt({ sub: 'u1', token_use: 'id', aud: 'client-1', iat: now(), exp: now() + 600, jti: 'i1' }),
  ExpiresIn: 86_400,
  TokenType: 'Bearer',
});

const received: { target: string; body: Record<string, unknown> }[] = [];
const upstream = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    const target = String(req.headers['x-amz-target']).split('.')[1] ?? '';
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>;
    received.push({ target, body });
    res.setHeader('content-type', 'application/x-amz-json-1.1');
    const auth = body.AuthParameters as Record<string, string> | undefined;
    if (target === 'InitiateAuth' && auth?.PASSWORD === 'wrong') {
      res.statusCode = 400;
      res.end(JSON.stringify({ __type: 'NotAuthorizedException', message: 'Incorrect username or password.' }));
    } else if (target === 'InitiateAuth' && body.AuthFlow === 'USER_PASSWORD_AUTH') {
      res.end(JSON.stringify({ AuthenticationResult: { ...tokens(), RefreshToken: refreshToken }, ChallengeParameters: {} }));
    } else if (target === 'InitiateAuth' && body.AuthFlow === 'REFRESH_TOKEN_AUTH') {
      res.end(JSON.stringify({ AuthenticationResult: tokens(), ChallengeParameters: {} }));
    } else if (target === 'AdminGetUser') {
      res.end(JSON.stringify({ Username: 'u1', UserAttributes: [{ Name: 'sub', Value: 'u1' }, { Name: 'email', Value: 'a@b.c' }] }));
    } else {
      res.end(JSON.stringify({ UserAttributes: [], Username: 'u1' }));
    }
  });
});

const SITE = 'http://localhost:3000';
let front: CognitoFront;
let url: string;
const keyFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'cognito-front-')), 'signing-key.pem');

async function start(): Promise<CognitoFront> {
  const { port } = upstream.address() as AddressInfo;
  const front = await startCognitoFront({ port: 0, upstream: `http://127.0.0.1:${port}`, keyFile, siteOrigins: [SITE] });
  url = `http://127.0.0.1:${front.port}`;
  return front;
}

const call = (target: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `AWSCognitoIdentityProviderService.${target}`, ...headers },
    body: JSON.stringify(body),
  });

async function jwks() {
  return (await (await fetch(`${url}/local_pool/.well-known/jwks.json`)).json()) as { keys: { kid: string; n: string; e: string; kty: string }[] };
}

/** Whether the token verifies against the front's published JWKS. */
async function signedByFront(token: string): Promise<boolean> {
  const [key] = (await jwks()).keys;
  const publicKey = createPublicKey({ key: { kty: key!.kty, n: key!.n, e: key!.e }, format: 'jwk' });
  const [header, body, signature] = token.split('.');
  return verify('RSA-SHA256', Buffer.from(`${header}.${body}`), publicKey, Buffer.from(signature!, 'base64url'));
}

beforeAll(async () => {
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  front = await start();
});
afterAll(async () => {
  await front.stop();
  upstream.close();
});
beforeEach(() => {
  received.length = 0;
});

describe('Cognito front', () => {
  it('signs the tokens of a sign-in again with its own key, adding the session origin (origin_jti)', async () => {
    const res = await call('InitiateAuth', { AuthFlow: 'USER_PASSWORD_AUTH', ClientId: 'client-1', AuthParameters: { USERNAME: 'a@b.c', PASSWORD: 'right' } });
    expect(res.status).toBe(200);
    const { AuthenticationResult: result } = (await res.json()) as { AuthenticationResult: Record<string, string> };
    for (const token of [result.AccessToken!, result.IdToken!]) {
      expect(await signedByFront(token)).toBe(true);
      expect(claims(token)).toMatchObject({ sub: 'u1', origin_jti: 'refresh-jti-1' });
    }
    // The refresh token stays cognito-local's own: it is what cognito-local looks up.
    expect(result.RefreshToken).toBe(refreshToken);
  });

  it('answers GetTokensFromRefreshToken (Amplify v6) from InitiateAuth REFRESH_TOKEN_AUTH', async () => {
    const res = await call('GetTokensFromRefreshToken', { ClientId: 'client-1', RefreshToken: refreshToken });
    expect(res.status).toBe(200);
    expect(received).toEqual([
      { target: 'InitiateAuth', body: { AuthFlow: 'REFRESH_TOKEN_AUTH', ClientId: 'client-1', AuthParameters: { REFRESH_TOKEN: refreshToken } } },
    ]);
    const body = (await res.json()) as { AuthenticationResult: Record<string, unknown> };
    expect(Object.keys(body.AuthenticationResult).sort()).toEqual(['AccessToken', 'ExpiresIn', 'IdToken', 'TokenType']);
    expect(claims(body.AuthenticationResult.AccessToken as string).origin_jti).toBe('refresh-jti-1');
    expect(await signedByFront(body.AuthenticationResult.AccessToken as string)).toBe(true);
  });

  it('passes errors through unchanged', async () => {
    const res = await call('InitiateAuth', { AuthFlow: 'USER_PASSWORD_AUTH', ClientId: 'client-1', AuthParameters: { USERNAME: 'a@b.c', PASSWORD: 'wrong' } });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ __type: 'NotAuthorizedException', message: 'Incorrect username or password.' });
  });

  it('answers 500 for an operation switched to fail (fault tests), without cognito-local, until it is taken out', async () => {
    front.failing.add('AdminSetUserPassword');
    const failed = await call('AdminSetUserPassword', { UserPoolId: 'local_pool', Username: 'a@b.c', Password: 'x', Permanent: true });
    expect(failed.status).toBe(500);
    expect(await failed.json()).toMatchObject({ __type: 'InternalErrorException' });
    expect((await call('AdminGetUser', { UserPoolId: 'local_pool', Username: 'a@b.c' })).status).toBe(200);
    expect(received.map((r) => r.target)).toEqual(['AdminGetUser']);
    front.failing.delete('AdminSetUserPassword');
    expect((await call('AdminSetUserPassword', { UserPoolId: 'local_pool', Username: 'a@b.c', Password: 'x', Permanent: true })).status).toBe(200);
  });

  it('refuses calls with an access token it did not sign, or an expired one, before cognito-local sees them', async () => {
    const forged = jwt({ sub: 'u1', token_use: 'access', exp: now() + 600 });
    const res = await call('GetUser', { AccessToken: forged });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ __type: 'NotAuthorizedException' });
    expect(received).toEqual([]);

    const signIn = await call('InitiateAuth', { AuthFlow: 'USER_PASSWORD_AUTH', ClientId: 'client-1', AuthParameters: { USERNAME: 'a@b.c', PASSWORD: 'right' } });
    const { AuthenticationResult: result } = (await signIn.json()) as { AuthenticationResult: Record<string, string> };
    expect((await call('GetUser', { AccessToken: result.AccessToken })).status).toBe(200);
    expect(received.map((r) => r.target)).toEqual(['InitiateAuth', 'GetUser']);
  });

  it('runs the post-authentication trigger after a password sign-in (not a refresh); a failing trigger fails the sign-in', async () => {
    const events: unknown[] = [];
    front.postAuthentication = async (event) => events.push(event);
    const signIn = () => call('InitiateAuth', { AuthFlow: 'USER_PASSWORD_AUTH', ClientId: 'client-1', AuthParameters: { USERNAME: 'a@b.c', PASSWORD: 'right' } });
    expect((await signIn()).status).toBe(200);
    expect(events).toEqual([
      expect.objectContaining({
        triggerSource: 'PostAuthentication_Authentication',
        userPoolId: 'local_pool',
        userName: 'u1',
        callerContext: expect.objectContaining({ clientId: 'client-1' }),
        request: { userAttributes: { sub: 'u1', email: 'a@b.c' }, newDeviceUsed: false },
      }),
    ]);
    await call('GetTokensFromRefreshToken', { ClientId: 'client-1', RefreshToken: refreshToken });
    expect(events).toHaveLength(1);

    front.postAuthentication = async () => {
      throw new Error('the table is down');
    };
    const refused = await signIn();
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ __type: 'UserLambdaValidationException', message: 'PostAuthentication failed with error the table is down.' });
    front.postAuthentication = undefined;
  });

  it('answers CORS for the site only', async () => {
    const preflight = await fetch(url, {
      method: 'OPTIONS',
      headers: { origin: SITE, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,x-amz-target,x-amz-user-agent' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(preflight.headers.get('access-control-allow-headers')).toBe('content-type,x-amz-target,x-amz-user-agent');
    const stranger = await call('GetTokensFromRefreshToken', { ClientId: 'client-1', RefreshToken: refreshToken }, { origin: 'http://evil.example' });
    expect(stranger.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('keeps its key across restarts (tokens issued before a restart stay valid)', async () => {
    const before = await jwks();
    await front.stop();
    front = await start();
    expect(await jwks()).toEqual(before);
    expect(before.keys[0]).toMatchObject({ kid: 'QuickBasketLocal', kty: 'RSA' });
  });

  it('signs access tokens for at most ACCESS_TOKEN_MINUTES (15), whatever cognito-local gave them', async () => {
    const signIn = await call('InitiateAuth', { AuthFlow: 'USER_PASSWORD_AUTH', ClientId: 'client-1', AuthParameters: { USERNAME: 'a@b.c', PASSWORD: 'right' } });
    const refresh = await call('GetTokensFromRefreshToken', { ClientId: 'client-1', RefreshToken: refreshToken });
    for (const res of [signIn, refresh]) {
      const { AuthenticationResult: result } = (await res.json()) as { AuthenticationResult: { AccessToken: string; ExpiresIn: number } };
      expect(result.ExpiresIn).toBe(900);
      const exp = claims(result.AccessToken).exp as number;
      expect(Math.abs(exp - (now() + 900))).toBeLessThanOrEqual(2);
    }
  });

  // Last: it ends the session of the fixed refresh token the other tests use.
  it('answers AdminUserGlobalSignOut: revokes every refresh token it gave the user, and their access tokens stop working', async () => {
    const signIn = await call('InitiateAuth', { AuthFlow: 'USER_PASSWORD_AUTH', ClientId: 'client-1', AuthParameters: { USERNAME: 'a@b.c', PASSWORD: 'right' } });
    const { AuthenticationResult: result } = (await signIn.json()) as { AuthenticationResult: { AccessToken: string } };
    expect((await call('GetUser', { AccessToken: result.AccessToken })).status).toBe(200);
    // A restart in between: the sessions it handed out are kept beside the key.
    await front.stop();
    front = await start();
    received.length = 0;

    const out = await call('AdminUserGlobalSignOut', { UserPoolId: 'local_pool', Username: 'a@b.c' });
    expect(out.status).toBe(200);
    expect(await out.json()).toEqual({});
    const revoked = received.filter((r) => r.target === 'RevokeToken');
    expect(revoked.length).toBeGreaterThan(0);
    for (const r of revoked) expect(r.body).toEqual({ Token: refreshToken, ClientId: 'client-1' });

    const getUser = await call('GetUser', { AccessToken: result.AccessToken });
    expect(getUser.status).toBe(400);
    expect(await getUser.json()).toMatchObject({ __type: 'NotAuthorizedException' });
  });
});
