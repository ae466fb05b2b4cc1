import { JwtRsaVerifier } from 'aws-jwt-verify';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';

export type Claims = Record<string, unknown>;

/**
 * The issuer (`iss`) of a user pool's tokens: Cognito's endpoint in the region and the pool id. The
 * local stack points the Cognito client at its stand-in (AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER),
 * which signs its tokens with that endpoint as the issuer, so the same rule holds there.
 */
export function userPoolIssuer(env: { AWS_REGION: string; USER_POOL_ID: string; AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER?: string | undefined }): string {
  const endpoint = env.AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER ?? `https://cognito-idp.${env.AWS_REGION}.amazonaws.com`;
  return `${endpoint.replace(/\/+$/, '')}/${env.USER_POOL_ID}`;
}

/**
 * Verifies a Cognito token as API Gateway's JWT authorizer does (signature by the pool's JWKS,
 * issuer, expiry, the app client): the claims, or undefined. The local gateway checks every /api
 * call with it, the WebSocket authorizer ($connect) the token of every connection. The JWKS is
 * fetched with fetch, which also reaches the local issuer over plain http.
 */
export function createTokenVerifier(issuer: string, clientId: string): (token: string) => Promise<Claims | undefined> {
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
      jwksUri: `${issuer}/.well-known/jwks.json`,
      audience: null,
      customJwtCheck: ({ payload }) => {
        // API Gateway's JWT authorizer requires exp; aws-jwt-verify only checks it when present.
        if (typeof payload.exp !== 'number') throw new Error('Token has no expiry');
        if (payload.client_id !== clientId && payload.aud !== clientId) throw new Error('Token is for another client');
      },
    },
    { jwksCache },
  );
  return async (token) => {
    try {
      return (await verifier.verify(token)) as unknown as Claims;
    } catch {
      return undefined;
    }
  };
}
