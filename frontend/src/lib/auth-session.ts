/**
 * Where the signed-in session lives. SPEC section 4: login stores an access token and a refresh
 * token in browser storage (under the spec's own key names); logout clears all browser storage.
 * Listeners hear when the session starts or ends, so user-dependent data can be refetched or dropped
 * wherever the change came from (login, logout, a refused refresh, another tab).
 */
const ACCESS_TOKEN_KEY = 'accesstoken';
const REFRESH_TOKEN_KEY = 'refreshToken';

export interface SessionTokens {
  accessToken: string;
  refreshToken?: string;
}

export type SessionChange = 'signed-in' | 'signed-out';
type Listener = (change: SessionChange) => void;

const listeners = new Set<Listener>();

/** Web Storage can be missing (tests, SSR) or throw (privacy modes); the session is then empty. */
function storage(kind: 'localStorage' | 'sessionStorage' = 'localStorage'): Storage | undefined {
  try {
    return globalThis[kind] ?? undefined;
  } catch {
    return undefined;
  }
}

function notify(change: SessionChange): void {
  for (const listener of [...listeners]) listener(change);
}

export function getAccessToken(): string | null {
  return storage()?.getItem(ACCESS_TOKEN_KEY) ?? null;
}

export function getRefreshToken(): string | null {
  return storage()?.getItem(REFRESH_TOKEN_KEY) ?? null;
}

/** After login: both tokens. Listeners hear 'signed-in'. */
export function setTokens({ accessToken, refreshToken }: SessionTokens): void {
  const store = storage();
  if (!store) return;
  store.setItem(ACCESS_TOKEN_KEY, accessToken);
  if (refreshToken !== undefined) store.setItem(REFRESH_TOKEN_KEY, refreshToken);
  notify('signed-in');
}

/** After a refresh: the same session goes on with a new access token, so nobody is told. */
export function setAccessToken(accessToken: string): void {
  storage()?.setItem(ACCESS_TOKEN_KEY, accessToken);
}

/** SPEC: logout clears user state and all browser storage (local and session). */
export function clearSession(): void {
  storage('localStorage')?.clear();
  storage('sessionStorage')?.clear();
  notify('signed-out');
}

/**
 * Hears session starts and ends, also those made in another tab (the storage event only fires in
 * the other tabs). Returns the unsubscribe function.
 */
export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    // key null: storage.clear() in another tab.
    if (event.key !== null && event.key !== ACCESS_TOKEN_KEY) return;
    // A refreshed access token is the same session; only a start or an end counts.
    if (event.key === ACCESS_TOKEN_KEY && event.oldValue !== null && event.newValue !== null) return;
    listener(getAccessToken() ? 'signed-in' : 'signed-out');
  };
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}
