import * as z from 'zod';
import type { LiveReader } from '../../core/live.js';
import { createTokenVerifier, userPoolIssuer } from '../../platform/access-token.js';
import { readEnv } from '../../platform/env.js';
import { Unauthorized } from '../../platform/errors.js';
import { assertSessionLive } from '../accounts/session.js';

const env = readEnv(
  z.object({
    AWS_REGION: z.string().min(1),
    USER_POOL_ID: z.string().min(1),
    USER_POOL_CLIENT_ID: z.string().min(1),
    AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: z.url().optional(),
  }),
);

const verify = createTokenVerifier(userPoolIssuer(env), env.USER_POOL_CLIENT_ID);

/** Who opens a live connection: the reader, when their session began (for the session check on every push) and which session it is (logout closes its connections). */
export interface ConnectingReader extends LiveReader {
  authTime: number | undefined;
  sessionId: string | undefined;
}

/**
 * The reader a live connection's token names, checked as every signed-in /api call is: a Cognito
 * access token of this pool and client, signed, unexpired (the JWT authorizer's checks, here by
 * aws-jwt-verify), an access token and not an ID token (route()'s check), of a session no password
 * reset has ended (services/accounts/session.ts). Anything else: Unauthorized.
 */
export async function readerOfToken(token: string | undefined): Promise<ConnectingReader> {
  const claims = token ? await verify(token) : undefined;
  const sub = claims?.sub;
  if (!claims || typeof sub !== 'string' || sub === '' || claims.token_use !== 'access') throw new Unauthorized();
  const groups = claims['cognito:groups'];
  const authTime = claims.auth_time;
  const reader: ConnectingReader = {
    userId: sub,
    groups: Array.isArray(groups) ? groups.map(String) : [],
    authTime: typeof authTime === 'number' ? authTime : undefined,
    sessionId: typeof claims.origin_jti === 'string' && claims.origin_jti !== '' ? claims.origin_jti : undefined,
  };
  await assertSessionLive(reader);
  return reader;
}
