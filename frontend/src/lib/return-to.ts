/**
 * Signing in returns the shopper where they were (a product, the cart, My Orders): links and
 * redirects to /login and /register carry that place in the history state (`from`), and the
 * account screens go there once signed in. /login opened directly has none and goes to /, as the
 * spec says (section 4, "Login success").
 */
export interface ReturnState {
  from?: string;
}

/** The account screens themselves are never a place to come back to. */
const ACCOUNT_SCREENS = /^\/(login|register|forgot-password|verification-otp|reset-password)(\/|$|\?|#)/;

/** The state for a link to /login or /register from `location`. */
export function returnState(location: { pathname: string; search?: string; hash?: string }): ReturnState {
  return { from: `${location.pathname}${location.search ?? ''}${location.hash ?? ''}` };
}

/** Where to go once signed in: the place the state names when it is a page of this site, else /. */
export function returnPath(state: unknown): string {
  const from = typeof state === 'object' && state !== null && 'from' in state ? state.from : undefined;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) return '/';
  return ACCOUNT_SCREENS.test(from) ? '/' : from;
}

/** The state passed on from one account screen to the next (Login ⇄ Register), keeping the place. */
export function keptReturnState(state: unknown): ReturnState {
  const path = returnPath(state);
  return path === '/' ? {} : { from: path };
}
