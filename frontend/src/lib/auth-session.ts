/**
 * Where the signed-in session lives. SPEC section 4: login stores an access token and a refresh
 * token in browser storage; logout clears all of it. Kept deliberately small (three functions)
 * so its internals can be swapped (e.g. for Cognito/Amplify) without touching callers.
 */
const ACCESS_TOKEN_KEY = 'accesstoken';
const REFRESH_TOKEN_KEY = 'refreshToken';

export interface SessionTokens {
  accessToken: string;
  refreshToken?: string;
}

/** localStorage can be missing (tests, SSR) or throw (privacy modes); the session is then empty. */
function storage(): Storage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}

export function getAccessToken(): string | null {
  return storage()?.getItem(ACCESS_TOKEN_KEY) ?? null;
}

export function setTokens({ accessToken, refreshToken }: SessionTokens): void {
  const store = storage();
  if (!store) return;
  store.setItem(ACCESS_TOKEN_KEY, accessToken);
  if (refreshToken !== undefined) store.setItem(REFRESH_TOKEN_KEY, refreshToken);
}

/** SPEC: logout clears user state and all browser storage. */
export function clearSession(): void {
  storage()?.clear();
}
