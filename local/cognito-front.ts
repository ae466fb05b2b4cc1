import { createPrivateKey, createPublicKey, generateKeyPairSync, sign, verify, type KeyObject } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { PostAuthenticationTriggerEvent } from 'aws-lambda';
import { ACCESS_TOKEN_MINUTES } from '../functions/core/session.js';
import { listenHost, type Service } from './config.js';

/**
 * Stands in front of cognito-local on the Cognito port, so that what AWS Cognito answers, the local
 * stack answers too, for the site's Amplify and for the handlers' SDK alike:
 *
 * - `GetTokensFromRefreshToken` (what Amplify v6 refreshes with since mid-2025) is served from
 *   cognito-local's `InitiateAuth` with `REFRESH_TOKEN_AUTH`.
 * - Every access and ID token is signed again with this stack's own key (kept in its data folder),
 *   with the `origin_jti` claim Cognito puts in tokens of a revocable session: Amplify revokes the
 *   refresh token at sign-out only when the access token has it. The JWKS at
 *   `<issuer>/.well-known/jwks.json` is this key's, so the gateway trusts these tokens only, never
 *   one minted with the private key that ships inside the cognito-local package.
 * - Access tokens live at most ACCESS_TOKEN_MINUTES, as the deployed client's do, whatever the
 *   pool in .local/ was created with.
 * - Calls that carry an access token (GetUser, ChangePassword, ...) are refused unless the token is
 *   one of these, unexpired and of a session not signed out, as Cognito refuses them; cognito-local
 *   itself only decodes it.
 * - `AdminUserGlobalSignOut` (cognito-local has none; a password reset calls it): every refresh
 *   token the user was given here is revoked in cognito-local, so REFRESH_TOKEN_AUTH and
 *   GetTokensFromRefreshToken refuse it, and the access tokens of those sessions stop working on
 *   Cognito's own calls. The tokens it handed out are remembered in a file beside the key.
 * - Browsers call it straight from the site (Amplify's `userPoolEndpoint`), so it answers CORS for
 *   the site's origins, as the Cognito endpoint of a region does for any origin.
 * - After a sign-in with a password it runs the user pool's post-authentication trigger (the very
 *   handler Cognito invokes in AWS); when the trigger fails, so does the sign-in, as in Cognito.
 * - Operations named in `failing` (fault tests, through the stack's FAULTS_PATH) answer 500, as
 *   Cognito does when it fails.
 * Everything else goes to cognito-local unchanged.
 */

const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';
const KEY_ID = 'QuickBasketLocal';

/** Targets whose request names the caller by an access token (cognito-local does not check it). */
const ACCESS_TOKEN_TARGETS = new Set([
  'GetUser', 'ChangePassword', 'UpdateUserAttributes', 'DeleteUser', 'DeleteUserAttributes',
  'GetUserAttributeVerificationCode', 'VerifyUserAttribute', 'AssociateSoftwareToken', 'VerifySoftwareToken', 'SetUserMFAPreference',
]);

export interface CognitoFrontOptions {
  port: number;
  /** cognito-local, on an internal port. */
  upstream: string;
  /** Where this stack's signing key is kept (created on first start); the sessions file goes beside it. */
  keyFile: string;
  /** Browser origins allowed to call it (the site, Vite's dev server). */
  siteOrigins: readonly string[];
}

export interface CognitoFront extends Service {
  /** The port it listens on (the one asked for, or the one given for port 0). */
  port: number;
  /** The key tokens are signed with: tests mint tokens with it whose only flaw is the one they test. */
  keyFile: string;
  /** The post-authentication trigger, set once the stack can run it (its handler reads the table). */
  postAuthentication?: (event: PostAuthenticationTriggerEvent) => Promise<unknown>;
  /** Operations (AdminSetUserPassword, ...) that fail until taken out again. */
  failing: Set<string>;
}

/** Sign-ins with a password, after which Cognito runs the post-authentication trigger (not on refresh). */
const PASSWORD_FLOWS = new Set(['USER_PASSWORD_AUTH', 'ADMIN_USER_PASSWORD_AUTH', 'ADMIN_NO_SRP_AUTH']);

type Json = Record<string, unknown>;

const b64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

function decodePayload(token: string): Json | undefined {
  try {
    return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Json;
  } catch {
    return undefined;
  }
}

function loadKey(file: string): KeyObject {
  if (!fs.existsSync(file)) {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, privateKey.export({ format: 'pem', type: 'pkcs8' }), { mode: 0o600 });
  }
  return createPrivateKey(fs.readFileSync(file));
}

/** The refresh tokens handed out, by user, and the sessions (refresh token ids) a global sign-out ended. */
interface Sessions {
  users: Record<string, { token: string; clientId: string }[]>;
  ended: string[];
}

function loadSessions(file: string): Sessions {
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Sessions) : { users: {}, ended: [] };
}

export async function startCognitoFront(options: CognitoFrontOptions): Promise<CognitoFront> {
  const key = loadKey(options.keyFile);
  const sessionsFile = path.join(path.dirname(options.keyFile), 'sessions.json');
  const sessions = loadSessions(sessionsFile);
  const saveSessions = () => fs.writeFileSync(sessionsFile, JSON.stringify(sessions), { mode: 0o600 });
  const rememberSession = (refreshToken: string, clientId: string) => {
    const username = decodePayload(refreshToken)?.['cognito:username'];
    if (typeof username !== 'string') return;
    (sessions.users[username] ??= []).push({ token: refreshToken, clientId });
    saveSessions();
  };
  const publicKey = createPublicKey(key);
  const jwks = { keys: [{ ...publicKey.export({ format: 'jwk' }), kid: KEY_ID, alg: 'RS256', use: 'sig' }] };

  const signToken = (payload: Json): string => {
    const input = `${b64url({ alg: 'RS256', kid: KEY_ID, typ: 'JWT' })}.${b64url(payload)}`;
    return `${input}.${sign('RSA-SHA256', Buffer.from(input), key).toString('base64url')}`;
  };

  /** Our own token, unexpired: its payload; anything else: undefined. */
  const verifyToken = (token: unknown): Json | undefined => {
    if (typeof token !== 'string') return undefined;
    const [header, body, signature] = token.split('.');
    if (!header || !body || !signature) return undefined;
    const valid = verify('RSA-SHA256', Buffer.from(`${header}.${body}`), publicKey, Buffer.from(signature, 'base64url'));
    const payload = valid ? decodePayload(token) : undefined;
    if (!payload || typeof payload.exp !== 'number' || payload.exp * 1000 <= Date.now()) return undefined;
    return sessions.ended.includes(String(payload.origin_jti)) ? undefined : payload;
  };

  /** cognito-local's tokens again, signed by us, with the session's origin (the refresh token's id). */
  const resign = (result: Json, refreshToken: string | undefined): Json => {
    const origin = refreshToken ? decodePayload(refreshToken)?.jti : undefined;
    const again = (token: unknown, claims: (payload: Json) => Json = () => ({})) => {
      const payload = typeof token === 'string' ? decodePayload(token) : undefined;
      if (!payload) return token;
      return signToken({ ...payload, ...(typeof origin === 'string' ? { origin_jti: origin } : {}), ...claims(payload) });
    };
    // At most ACCESS_TOKEN_MINUTES, also from a pool made with longer tokens; shorter stays shorter.
    const lifeCap = (payload: Json) => ({ exp: Math.min(Number(payload.exp), Number(payload.iat) + ACCESS_TOKEN_MINUTES * 60) });
    const accessToken = again(result.AccessToken, lifeCap);
    const claims = typeof accessToken === 'string' ? decodePayload(accessToken) : undefined;
    return {
      ...result,
      AccessToken: accessToken,
      IdToken: again(result.IdToken),
      ExpiresIn: claims ? Number(claims.exp) - Number(claims.iat) : result.ExpiresIn,
    };
  };

  const callUpstream = async (target: string, body: string) =>
    fetch(options.upstream, {
      method: 'POST',
      headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `${TARGET_PREFIX}${target}` },
      body,
    });

  /** The trigger's event as Cognito builds it, with the user's attributes; an error's message if it failed. */
  const runPostAuthentication = async (accessToken: string, clientId: string): Promise<string | undefined> => {
    const trigger = front.postAuthentication;
    const claims = decodePayload(accessToken);
    if (!trigger || !claims) return undefined;
    const userPoolId = String(claims.iss).split('/').pop() ?? '';
    const user = (await (await callUpstream('AdminGetUser', JSON.stringify({ UserPoolId: userPoolId, Username: claims.username }))).json()) as {
      UserAttributes?: { Name: string; Value: string }[];
    };
    const event = {
      version: '1',
      triggerSource: 'PostAuthentication_Authentication',
      region: 'local',
      userPoolId,
      userName: String(claims.username),
      callerContext: { awsSdkVersion: 'local', clientId },
      request: { userAttributes: Object.fromEntries((user.UserAttributes ?? []).map((a) => [a.Name, a.Value])), newDeviceUsed: false },
      response: {},
    } as PostAuthenticationTriggerEvent;
    try {
      await trigger(event);
      return undefined;
    } catch (error) {
      return (error as Error).message;
    }
  };

  const server = http.createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      console.error('Cognito front error', err);
      if (!res.headersSent) send(res, 500, { __type: 'InternalErrorException', message: 'Internal error' });
    });
  });

  const cors = (req: http.IncomingMessage): Record<string, string> => {
    const origin = req.headers.origin;
    if (!origin || !options.siteOrigins.includes(origin)) return {};
    return { 'access-control-allow-origin': origin, vary: 'Origin' };
  };

  const send = (res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'content-type': 'application/x-amz-json-1.1', ...headers });
    res.end(JSON.stringify(body));
  };

  async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const allow = cors(req);
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        ...allow,
        'access-control-allow-methods': 'POST',
        'access-control-allow-headers': req.headers['access-control-request-headers'] ?? 'content-type, x-amz-target',
        'access-control-max-age': '600',
      });
      res.end();
      return;
    }
    if (req.method === 'GET' && req.url?.endsWith('/.well-known/jwks.json')) return send(res, 200, jwks, { 'content-type': 'application/json' });

    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    const target = String(req.headers['x-amz-target'] ?? '').replace(TARGET_PREFIX, '');
    let request: Json = {};
    try {
      request = body ? (JSON.parse(body) as Json) : {};
    } catch {
      return send(res, 400, { __type: 'SerializationException', message: 'Request body is not JSON' }, allow);
    }

    if (front.failing.has(target)) return send(res, 500, { __type: 'InternalErrorException', message: `${target} fails (local fault)` }, allow);
    if (ACCESS_TOKEN_TARGETS.has(target) && !verifyToken(request.AccessToken)) {
      return send(res, 400, { __type: 'NotAuthorizedException', message: 'Invalid Access Token' }, allow);
    }
    if (target === 'AdminUserGlobalSignOut') return globalSignOut(request, res, allow);

    const refreshing = target === 'GetTokensFromRefreshToken';
    const upstream = refreshing
      ? await callUpstream(
          'InitiateAuth',
          JSON.stringify({ AuthFlow: 'REFRESH_TOKEN_AUTH', ClientId: request.ClientId, AuthParameters: { REFRESH_TOKEN: request.RefreshToken } }),
        )
      : await callUpstream(target, body);
    const text = await upstream.text();
    let answer: Json;
    try {
      answer = JSON.parse(text) as Json;
    } catch {
      res.writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? 'application/json', ...allow });
      res.end(text);
      return;
    }
    const result = answer.AuthenticationResult as Json | undefined;
    if (upstream.ok && result && PASSWORD_FLOWS.has(String(request.AuthFlow))) {
      const failure = await runPostAuthentication(String(result.AccessToken), String(request.ClientId));
      if (failure) return send(res, 400, { __type: 'UserLambdaValidationException', message: `PostAuthentication failed with error ${failure}.` }, allow);
    }
    if (upstream.ok && typeof result?.RefreshToken === 'string') rememberSession(result.RefreshToken, String(request.ClientId));
    if (upstream.ok && result) {
      const parameters = request.AuthParameters as Json | undefined;
      const refreshToken = (result.RefreshToken ?? request.RefreshToken ?? parameters?.REFRESH_TOKEN) as string | undefined;
      const resigned = resign(result, refreshToken);
      // GetTokensFromRefreshToken answers the new tokens only (the refresh token is not rotated here).
      answer = refreshing
        ? { AuthenticationResult: { AccessToken: resigned.AccessToken, IdToken: resigned.IdToken, ExpiresIn: resigned.ExpiresIn, TokenType: result.TokenType ?? 'Bearer' } }
        : { ...answer, AuthenticationResult: resigned };
    }
    send(res, upstream.status, answer, allow);
  }

  /** Revokes, in cognito-local, every refresh token this front handed to the user, as Cognito's global sign-out does. */
  async function globalSignOut(request: Json, res: http.ServerResponse, allow: Record<string, string>): Promise<void> {
    const found = await callUpstream('AdminGetUser', JSON.stringify({ UserPoolId: request.UserPoolId, Username: request.Username }));
    const user = (await found.json()) as Json;
    if (!found.ok) return send(res, found.status, user, allow);
    const username = String(user.Username);
    for (const { token, clientId } of sessions.users[username] ?? []) {
      // An already revoked token (signed out before) answers NotAuthorizedException: nothing left to end.
      await callUpstream('RevokeToken', JSON.stringify({ Token: token, ClientId: clientId }));
      const jti = decodePayload(token)?.jti;
      if (typeof jti === 'string') sessions.ended.push(jti);
    }
    delete sessions.users[username];
    saveSessions();
    send(res, 200, {}, allow);
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, listenHost(), () => resolve());
  });
  const front: CognitoFront = {
    name: 'Cognito front',
    port: (server.address() as AddressInfo).port,
    keyFile: options.keyFile,
    failing: new Set(),
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return front;
}
