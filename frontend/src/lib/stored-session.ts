/**
 * Whether this browser keeps a signed-in session: Amplify's record of who signed in last
 * (aws-amplify/auth TokenStore) is in localStorage while a session is kept. Its own module, with no
 * imports, so index.html's inline home-shell script (src/preload/home-shell.ts) reads it as the app does.
 */
export const SESSION_KEY = /^CognitoIdentityServiceProvider\.[^.]+\.LastAuthUser$/;

export function holdsSession(store: Pick<Storage, 'length' | 'key'>): boolean {
  for (let index = 0; index < store.length; index++) if (SESSION_KEY.test(store.key(index) ?? '')) return true;
  return false;
}
