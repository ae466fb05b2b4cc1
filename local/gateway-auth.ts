import { JwtRsaVerifier } from 'aws-jwt-verify';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';

export type Claims = Record<string, unknown>;

/**
 * Verifies a Cognito access token the way the JWT authorizer does (signature, issuer, expiry,
 * client_id). The local issuer is plain http, so the JWKS is fetched with a fetcher of our own.
 */
export function createVerifier(issuer: string, clientId: string) {
  const jwksUri = `${issuer}/.well-known/jwks.json`;
  const jwksCache = new SimpleJwksCache({
    fetcher: {
      fetch: async (uri: string) => {
        const response = await fetch(uri);
        if (!response.ok) throw new Error(`JWKS fetch failed: ${response.status}`);
        return response.arrayBuffer();
      },
    },
  });
  const verifier = JwtRsaVerifier.create(
    {
      issuer,
      jwksUri,
      audience: null,
      customJwtCheck: ({ payload }) => {
        // API Gateway's JWT authorizer requires exp; aws-jwt-verify only checks it when present.
        if (typeof payload.exp !== 'number') throw new Error('Token has no expiry');
        if (payload.client_id !== clientId && payload.aud !== clientId) throw new Error('Token is for another client');
      },
    },
    { jwksCache },
  );
  return async (authorization: string | undefined): Promise<Claims | undefined> => {
    const token = /^Bearer (.+)$/i.exec(authorization ?? '')?.[1];
    if (!token) return undefined;
    try {
      return (await verifier.verify(token)) as unknown as Claims;
    } catch {
      return undefined;
    }
  };
}
