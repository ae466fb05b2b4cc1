/**
 * Whether this browser keeps a signed-in session, and its access token: Amplify's record of who
 * signed in last (aws-amplify/auth TokenStore) is in localStorage while a session is kept. Its own
 * module, with no imports, so index.html's inline scripts (src/preload/home-shell.ts, main.ts) read
 * it as the app does.
 */
/** Amplify's `<prefix>.LastAuthUser` key; the group is the prefix each of that user's keys starts with. */
export const SESSION_KEY = /^(CognitoIdentityServiceProvider\.[^.]+)\.LastAuthUser$/;

export function holdsSession(store: Pick<Storage, 'length' | 'key'>): boolean {
  for (let index = 0; index < store.length; index++) if (SESSION_KEY.test(store.key(index) ?? '')) return true;
  return false;
}

/** A token this close to its end is left to Amplify, which refreshes it first. */
const TOKEN_MARGIN_MS = 60_000;

/**
 * The stored session's access token (Amplify keeps it in localStorage as
 * `CognitoIdentityServiceProvider.<client>.<user>.accessToken`, with the clock drift it measured)
 * while it is still valid for a minute at least, as Amplify itself would hand it out; null
 * otherwise: Amplify then refreshes it (lib/auth-session.ts).
 */
export function storedAccessToken(storage: Pick<Storage, 'length' | 'key' | 'getItem'>, nowMs: number): { user: string; token: string } | null {
  for (let index = 0; index < storage.length; index++) {
    const prefix = SESSION_KEY.exec(storage.key(index) ?? '')?.[1];
    const user = prefix ? storage.getItem(`${prefix}.LastAuthUser`) : null;
    if (!prefix || !user) continue;
    const token = storage.getItem(`${prefix}.${user}.accessToken`);
    const drift = Number.parseInt(storage.getItem(`${prefix}.${user}.clockDrift`) ?? '0', 10) || 0;
    const exp = token ? expiresAt(token) : undefined;
    if (!token || exp === undefined || exp * 1000 <= nowMs + drift + TOKEN_MARGIN_MS) return null;
    return { user, token };
  }
  return null;
}

function expiresAt(jwt: string): number | undefined {
  try {
    const payload = jwt.split('.')[1] ?? '';
    const json: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    const exp = typeof json === 'object' && json !== null && 'exp' in json ? json.exp : undefined;
    return typeof exp === 'number' ? exp : undefined;
  } catch {
    return undefined;
  }
}
