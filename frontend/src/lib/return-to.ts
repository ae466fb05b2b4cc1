import type { ApiUser as User } from '@core/user';

/**
 * Signing in returns the shopper where they were (a product, the cart, My Orders): links and
 * redirects to /login and /register carry that place in the history state (`from`), and the
 * account screens go there once signed in. /login opened directly has none and goes to /, as the
 * spec says (section 4, "Login success"). Riders and admins land on their own screens instead.
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

/**
 * A role's own screen: where it lands once signed in, unless the place it came from is already one
 * of its screens (a rider's /rider link, an admin's page of the dashboard). Shoppers have none.
 */
const HOME_OF: Partial<Record<User['role'], { home: string; within: RegExp }>> = {
  RIDER: { home: '/rider', within: /^\/rider(\/|$|\?|#)/ },
  PICKER: { home: '/picker', within: /^\/picker(\/|$|\?|#)/ },
  ADMIN: { home: '/dashboard/overview', within: /^\/dashboard(\/|$|\?|#)/ },
};

/**
 * Where to go once signed in: a rider or an admin to their screen (entities/user/current-user.ts roles), a
 * shopper back to the place the state names when it is a page of this site, else /.
 */
export function returnPath(state: unknown, role?: User['role']): string {
  const from = placeOf(state);
  const own = role ? HOME_OF[role] : undefined;
  if (own) return own.within.test(from) ? from : own.home;
  return from;
}

/** The place the state names when it is a page of this site (not an account screen), else /. */
function placeOf(state: unknown): string {
  const from = typeof state === 'object' && state !== null && 'from' in state ? state.from : undefined;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) return '/';
  return ACCOUNT_SCREENS.test(from) ? '/' : from;
}

/** The state passed on from one account screen to the next (Login ⇄ Register), keeping the place. */
export function keptReturnState(state: unknown): ReturnState {
  const path = returnPath(state);
  return path === '/' ? {} : { from: path };
}
