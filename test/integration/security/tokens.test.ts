import { randomUUID } from 'node:crypto';
import {
  CognitoIdentityProviderClient,
  CreateUserPoolClientCommand,
  DescribeUserPoolClientCommand,
  InitiateAuthCommand,
  UpdateUserPoolClientCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { api, signIn, type ApiResponse } from '../helpers.js';
import { callWithSample, sampleContext, sampleFor } from './samples.js';
import {
  GATEWAY_UNAUTHORIZED,
  cognitoLocalBundledKey,
  decodeJwt,
  freshAccount,
  manifest,
  routeKey,
  signHs256,
  signRs256,
  stackPublicPem,
  stackSigningKey,
  strangerKey,
  unsigned,
  type Account,
} from './support.js';

/**
 * What the gateway (API Gateway's JWT authorizer, played by local/gateway.ts) and route() accept as
 * an access token, against one user route and one admin route.
 */
const stack = inject('stack');
const cognito = new CognitoIdentityProviderClient({});

const userRoute = manifest.find((r) => routeKey(r) === 'GET /api/user/user-details');
// The first built admin route of the manifest (its sample names a made-up id, so nothing changes).
const adminRoute = manifest.find((r) => r.auth === 'admin');
if (!userRoute || !adminRoute) throw new Error('the token tests need GET /api/user/user-details and one built admin route');
const targets = [
  { kind: 'user route', route: userRoute },
  { kind: 'admin route', route: adminRoute },
] as const;

let shopper: Account;
let admin: Account;
let spare: Account;

beforeAll(async () => {
  [shopper, admin, spare] = await Promise.all([
    freshAccount('shopper', 'tokens-shopper'),
    freshAccount('admin', 'tokens-admin'),
    freshAccount('shopper', 'tokens-spare'),
  ]);
});

/** The caller whose token is tampered with: the admin for the admin route, so only the token is wrong. */
const ownerFor = (kind: (typeof targets)[number]['kind']) => (kind === 'admin route' ? admin : shopper);

async function call(route: (typeof targets)[number]['route'], authorization: string | undefined): Promise<ApiResponse> {
  const { body } = sampleFor(routeKey(route)).request(await sampleContext(undefined, spare));
  return api(route.method, route.path, {
    body: route.method === 'GET' ? undefined : body,
    headers: authorization === undefined ? undefined : { authorization },
  });
}

/** The same request with a good token: proves a 401 below is the token's doing and nothing else's. */
async function expectAccepted(route: (typeof targets)[number]['route'], account: Account, token = account.accessToken): Promise<void> {
  const res = await callWithSample(route, sampleFor(routeKey(route)), await sampleContext({ ...account, accessToken: token }, spare));
  expect([401, 403], `${routeKey(route)} with a good token: ${res.status} ${JSON.stringify(res.body)}`).not.toContain(res.status);
  expect(res.status).toBeLessThan(500);
}

function expectGatewayRejects(res: ApiResponse, what: string): void {
  expect(res.status, `${what}: ${JSON.stringify(res.body)}`).toBe(401);
  expect(res.body, what).toEqual(GATEWAY_UNAUTHORIZED);
}

const now = () => Math.floor(Date.now() / 1000);

describe.each(targets)('tokens for the $kind', ({ kind, route }) => {
  it('accepts the genuine access token (control)', async () => {
    await expectAccepted(route, ownerFor(kind));
  });

  it('refuses a request without a token', async () => {
    expectGatewayRejects(await call(route, undefined), 'no Authorization header');
  });

  it.each([
    ['an empty header', ''],
    ['the scheme alone', 'Bearer'],
    ['the scheme and blanks', 'Bearer    '],
    ['Basic credentials', `Basic ${Buffer.from('admin@example.com:Admin#12345').toString('base64')}`],
    ['not a JWT', 'Bearer not-a-jwt'],
    ['two parts', 'Bearer eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ4In0'],
    ['garbage base64 parts', 'Bearer !!!.???.***'],
    ['a JSON payload that is an array', `Bearer ${Buffer.from('{"alg":"RS256","kid":"CognitoLocal"}').toString('base64url')}.${Buffer.from('[1]').toString('base64url')}.AAAA`],
  ])('refuses a malformed Authorization header: %s', async (_label, header) => {
    expectGatewayRejects(await call(route, header), `malformed: ${JSON.stringify(header)}`);
  });

  // (A bare token without "Bearer " is not tested: API Gateway accepts one, the local gateway does not.)
  it('refuses the genuine token under another scheme', async () => {
    const token = ownerFor(kind).accessToken;
    expectGatewayRejects(await call(route, `Token ${token}`), 'Token scheme');
    expectGatewayRejects(await call(route, `Bearer Bearer ${token}`), 'Bearer twice');
  });

  it('refuses a token whose signature bytes were flipped', async () => {
    const token = ownerFor(kind).accessToken;
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const bytes = Buffer.from(signature, 'base64url');
    for (const index of [0, Math.floor(bytes.length / 2), bytes.length - 1]) {
      const flipped = Buffer.from(bytes);
      flipped[index] = (flipped[index] ?? 0) ^ 0xff;
      expectGatewayRejects(await call(route, `Bearer ${header}.${payload}.${flipped.toString('base64url')}`), `signature byte ${index} flipped`);
    }
    expectGatewayRejects(await call(route, `Bearer ${header}.${payload}.`), 'signature removed');
  });

  it('refuses a token whose payload was edited (later exp; a shopper who made herself ADMIN)', async () => {
    const { header, payload, signature } = decodeJwt(ownerFor(kind).accessToken);
    const reencode = (p: Record<string, unknown>) =>
      `Bearer ${Buffer.from(JSON.stringify(header)).toString('base64url')}.${Buffer.from(JSON.stringify(p)).toString('base64url')}.${signature}`;
    expectGatewayRejects(await call(route, reencode({ ...payload, exp: now() + 86_400 * 365 })), 'exp pushed a year');
    const shopperClaims = decodeJwt(shopper.accessToken);
    const escalated = `Bearer ${shopper.accessToken.split('.')[0]}.${Buffer.from(JSON.stringify({ ...shopperClaims.payload, 'cognito:groups': ['ADMIN'] })).toString('base64url')}.${shopperClaims.signature}`;
    expectGatewayRejects(await call(route, escalated), 'groups claim added');
  });

  it('refuses a token signed by a key the pool never published, even under its key id', async () => {
    const { header, payload } = decodeJwt(ownerFor(kind).accessToken);
    expectGatewayRejects(await call(route, `Bearer ${signRs256(header, payload, strangerKey())}`), 'stranger key, same kid');
    expectGatewayRejects(await call(route, `Bearer ${signRs256({ ...header, kid: 'someone-else' }, payload, strangerKey())}`), 'unknown kid');
    // The private key inside the cognito-local package is public knowledge: the gateway must not trust it.
    expectGatewayRejects(await call(route, `Bearer ${signRs256({ ...header, kid: 'CognitoLocal' }, payload, cognitoLocalBundledKey())}`), 'cognito-local bundled key');
  });

  it('refuses alg none and the RS256/HS256 key confusion', async () => {
    const { header, payload, signature } = decodeJwt(ownerFor(kind).accessToken);
    expectGatewayRejects(await call(route, `Bearer ${unsigned({ ...header, alg: 'none' }, payload)}`), 'alg none, no signature');
    expectGatewayRejects(await call(route, `Bearer ${unsigned({ alg: 'none', typ: 'JWT' }, payload)}`), 'alg none, no kid');
    expectGatewayRejects(await call(route, `Bearer ${unsigned({ ...header, alg: 'none' }, payload).slice(0, -1)}.${signature}`), 'alg none, old signature');
    expectGatewayRejects(await call(route, `Bearer ${signHs256({ ...header, alg: 'HS256' }, payload, stackPublicPem())}`), 'HS256 with the public key');
  });

  it('refuses an ID token (it names the client as aud, so only route() can tell it apart)', async () => {
    const account = ownerFor(kind);
    const { idToken } = await signIn(account.email, account.password);
    const res = await call(route, `Bearer ${idToken}`);
    expect(res.status, JSON.stringify(res.body)).toBe(401);
    expect(res.body).toMatchObject({ success: false, error: true, message: 'Please login to continue' });
  });

  it('refuses a token issued to another app client of the same user pool', async () => {
    const account = ownerFor(kind);
    const created = await cognito.send(
      new CreateUserPoolClientCommand({
        UserPoolId: stack.userPoolId,
        ClientName: `sec-other-client-${randomUUID().slice(0, 8)}`,
        ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
      }),
    );
    const otherClientId = created.UserPoolClient?.ClientId;
    expect(otherClientId).toBeTruthy();
    expect(otherClientId).not.toBe(stack.clientId);
    const auth = await cognito.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: otherClientId,
        AuthParameters: { USERNAME: account.email, PASSWORD: account.password },
      }),
    );
    const { AccessToken, IdToken } = auth.AuthenticationResult ?? {};
    expect(decodeJwt(AccessToken ?? '').payload.client_id).toBe(otherClientId);
    expectGatewayRejects(await call(route, `Bearer ${AccessToken}`), 'access token of another client');
    expectGatewayRejects(await call(route, `Bearer ${IdToken}`), 'ID token of another client');
    // Same user, same pool, our client: accepted. Only the client made the difference.
    await expectAccepted(route, account, (await signIn(account.email, account.password)).accessToken);
  });
});

describe('tokens minted with the key the gateway trusts (the local stack keeps its signing key on disk)', () => {
  const key = stackSigningKey();
  const mint = (base: string, changes: Record<string, unknown>, drop: string[] = []) => {
    const { header, payload } = decodeJwt(base);
    const claims: Record<string, unknown> = { ...payload, iat: now() - 60, exp: now() + 600, jti: randomUUID(), ...changes };
    for (const claim of drop) delete claims[claim];
    return signRs256(header, claims, key);
  };

  it.each(targets)('accepts a freshly minted copy of a genuine token, proving the minting ($kind, control)', async ({ kind, route }) => {
    await expectAccepted(route, ownerFor(kind), mint(ownerFor(kind).accessToken, {}));
  });

  it.each(targets)('refuses an expired token ($kind)', async ({ kind, route }) => {
    const base = ownerFor(kind).accessToken;
    expectGatewayRejects(await call(route, `Bearer ${mint(base, { iat: now() - 7200, exp: now() - 3600 })}`), 'expired an hour ago');
    expectGatewayRejects(await call(route, `Bearer ${mint(base, { iat: now() - 7200, exp: now() - 2 })}`), 'expired two seconds ago');
  });

  it.each(targets)('refuses a token that is not valid yet, from another issuer, for another client or without sub ($kind)', async ({ kind, route }) => {
    const base = ownerFor(kind).accessToken;
    expectGatewayRejects(await call(route, `Bearer ${mint(base, { nbf: now() + 3600 })}`), 'nbf in an hour');
    expectGatewayRejects(await call(route, `Bearer ${mint(base, { iss: `http://127.0.0.1:1/${stack.userPoolId}` })}`), 'another issuer');
    expectGatewayRejects(await call(route, `Bearer ${mint(base, { client_id: 'some-other-client' })}`), 'another client_id');
    const noSub = await call(route, `Bearer ${mint(base, {}, ['sub'])}`);
    expect(noSub.status, JSON.stringify(noSub.body)).toBe(401);
  });

  /** API Gateway's JWT authorizer requires exp; the local gateway insists too (aws-jwt-verify alone would not). */
  it.each(targets)('refuses a signed token without exp ($kind)', async ({ kind, route }) => {
    expectGatewayRejects(await call(route, `Bearer ${mint(ownerFor(kind).accessToken, {}, ['exp'])}`), 'no exp');
  });

  it.each(targets)('refuses a token that says token_use id ($kind)', async ({ kind, route }) => {
    const res = await call(route, `Bearer ${mint(ownerFor(kind).accessToken, { token_use: 'id' })}`);
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ success: false, error: true, message: 'Please login to continue' });
  });
});

describe('a real access token that expires', () => {
  /**
   * cognito-local signs with the app client's AccessTokenValidity in its TokenValidityUnits and accepts
   * 'seconds' (real Cognito's minimum is 5 minutes). The shared client is shortened only for one
   * sign-in and restored at once, so no other token of the run is affected.
   */
  it('works until its exp, then gets 401 from the gateway', async () => {
    const account = await freshAccount('shopper', 'tokens-expiring');
    const ids = { UserPoolId: stack.userPoolId, ClientId: stack.clientId };
    const original = (await cognito.send(new DescribeUserPoolClientCommand(ids))).UserPoolClient;
    if (!original) throw new Error('no app client');
    let accessToken: string;
    try {
      await cognito.send(new UpdateUserPoolClientCommand({ ...ids, AccessTokenValidity: 4, TokenValidityUnits: { AccessToken: 'seconds' } }));
      accessToken = (await signIn(account.email, account.password)).accessToken;
    } finally {
      await cognito.send(
        new UpdateUserPoolClientCommand({
          ...ids,
          AccessTokenValidity: original.AccessTokenValidity,
          TokenValidityUnits: { AccessToken: original.TokenValidityUnits?.AccessToken ?? 'hours' },
        }),
      );
    }
    const restored = (await cognito.send(new DescribeUserPoolClientCommand(ids))).UserPoolClient;
    expect([restored?.AccessTokenValidity, restored?.TokenValidityUnits?.AccessToken]).toEqual([
      original.AccessTokenValidity,
      original.TokenValidityUnits?.AccessToken,
    ]);

    const { exp, iat } = decodeJwt(accessToken).payload as { exp: number; iat: number };
    expect(exp - iat).toBe(4);
    const fresh = await api('GET', '/api/user/user-details', { token: accessToken });
    expect(fresh.status, 'before exp').toBe(200);

    // aws-jwt-verify (like API Gateway) allows no clock skew: one second past exp is enough.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, (exp + 1) * 1000 - Date.now() + 100)));
    expectGatewayRejects(await api('GET', '/api/user/user-details', { token: accessToken }), 'after exp');
    expectGatewayRejects(await api(adminRoute.method, adminRoute.path, { token: accessToken, body: {} }), 'after exp, admin route');
  }, 20_000);
});
