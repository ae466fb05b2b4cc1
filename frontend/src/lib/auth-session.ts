import type * as AmplifySession from './amplify';
import { SESSION_KEY, holdsSession, storedAccessToken } from './stored-session';

/**
 * The signed-in session. Amplify holds it (lib/amplify.ts, aws-amplify v6): the Cognito tokens in
 * localStorage, shared by every tab, refreshed when they expire. Amplify's code loads only when a
 * session is needed: whether one is stored is read off the key Amplify keeps in localStorage, so a
 * signed-out visitor never downloads it, and a signed-in one's first paint does not wait for it.
 * Listeners hear when the session starts or ends, wherever that happened (this tab, another tab, a
 * refresh Cognito refused), so user-dependent data can be refetched or dropped.
 */
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

/** Tells the listeners (also used by lib/auth-actions.ts). */
export function notify(change: SessionChange): void {
  // What index.html asked with the session that was (preload/main.ts) is nobody's now.
  if (typeof window !== 'undefined' && window.__preloadedCalls) {
    window.__preloadedCalls = window.__preloadedCalls.filter((call) => call.user === undefined);
  }
  for (const listener of [...listeners]) listener(change);
}

/** Who Amplify keeps signed in here (its LastAuthUser), or null: nobody. */
export function sessionUser(): string | null {
  const store = storage();
  if (!store) return null;
  for (let index = 0; index < store.length; index++) {
    const key = store.key(index) ?? '';
    if (SESSION_KEY.test(key)) return store.getItem(key);
  }
  return null;
}

/** Whether Amplify keeps a session in this browser (it may still turn out expired beyond refresh). */
export function hasSession(): boolean {
  const store = storage();
  return store ? holdsSession(store) : false;
}

let amplify: Promise<typeof AmplifySession> | undefined;

/** Amplify's code, loaded once when a session is needed (also by lib/auth-actions.ts). */
export function loadAmplify(): Promise<typeof AmplifySession> {
  amplify ??= import('./amplify').catch((error: unknown) => {
    amplify = undefined; // a later call tries again
    throw error;
  });
  return amplify;
}

/**
 * The access token for an API call, or null when nobody is signed in: the stored one while it has
 * more than a minute left (what Amplify would hand out, without waiting for Amplify's code), else
 * fresh from Amplify, which refreshes it first; `forceRefresh` asks for a new one (the API refused
 * this one). A session Cognito will no longer refresh is over: it ends here, and listeners hear so.
 */
export async function getAccessToken(options: { forceRefresh?: boolean } = {}): Promise<string | null> {
  if (!hasSession()) return null;
  const store = storage();
  const stored = !options.forceRefresh && store ? storedAccessToken(store, Date.now()) : null;
  if (stored) return stored.token;
  const session = await loadAmplify();
  try {
    const token = await session.accessToken(options);
    if (token) return token;
  } catch (error) {
    // SPEC section 8: a token refresh failure is only logged.
    console.warn('Could not refresh the session', error);
    if ((error as Error).name !== 'NotAuthorizedException') return null; // offline: keep the session for the next try
  }
  endSession();
  return null;
}

/** Forgets the session here (all browser storage, SPEC section 4); listeners hear 'signed-out'. */
export function endSession(): void {
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
    // key null: storage.clear() in another tab. Amplify's token writes (a refresh) are not news.
    if (event.key !== null && !SESSION_KEY.test(event.key)) return;
    if (event.key !== null && event.oldValue !== null && event.newValue !== null) return;
    listener(hasSession() ? 'signed-in' : 'signed-out');
  };
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}
