import { GUEST_CART_KEY } from '@/entities/cart/guest-cart-key';
import { LOCATION_KEY } from '@/lib/stored-location';
import { holdsSession } from '@/lib/stored-session';

/**
 * Whether index.html shows the home page's first screen rendered at build (the `home-shell`
 * template, frontend/vite-prerender.ts) before the app's code runs. That screen is the one the app
 * first renders for a visitor this browser knows nothing of: signed out, no delivery location, an
 * empty cart. Anyone else would see it change under them (Login turning into Account, "Enter your
 * pincode" into their place, an empty cart into theirs), so they wait for the app as before.
 * Only on `/`: index.html is also every other page's document (the SPA fallback).
 */
export function showsHomeShell(pathname: string, store: Pick<Storage, 'length' | 'key' | 'getItem'> | undefined): boolean {
  if (pathname !== '/') return false;
  // No storage (a privacy mode): the app sees a first visit too.
  if (!store) return true;
  return store.getItem(LOCATION_KEY) === null && store.getItem(GUEST_CART_KEY) === null && !holdsSession(store);
}

/** showsHomeShell for this page in this browser (no storage where reading it throws: a privacy mode). */
export function showsHomeShellHere(): boolean {
  let store: Storage | undefined;
  try {
    store = localStorage;
  } catch {
    store = undefined;
  }
  return showsHomeShell(location.pathname, store);
}
