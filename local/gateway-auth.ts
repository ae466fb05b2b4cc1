import { createTokenVerifier, type Claims } from '../functions/platform/access-token.js';

export type { Claims };

/**
 * Verifies the Bearer token of an /api call the way the JWT authorizer does (signature, issuer,
 * expiry, client_id): functions/platform/access-token.ts, which the WebSocket authorizer uses too.
 */
export function createVerifier(issuer: string, clientId: string) {
  const verify = createTokenVerifier(issuer, clientId);
  return async (authorization: string | undefined): Promise<Claims | undefined> => {
    const token = /^Bearer (.+)$/i.exec(authorization ?? '')?.[1];
    return token ? verify(token) : undefined;
  };
}
