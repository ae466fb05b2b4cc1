import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useSearch } from 'wouter';

/** Scroll position per address, so Back returns to where the shopper was on that page. */
const positions = new Map<string, number>();
/** Whether the location change being rendered came from the browser's Back or Forward. */
let fromHistory = false;
/** Whether the shopper has moved from one page of the store to another since it loaded. */
let movedInApp = false;
let lastAddress: string | undefined;

if (typeof window !== 'undefined') {
  // The store restores positions itself, after the page it returns to has rendered.
  window.history.scrollRestoration = 'manual';
  window.addEventListener('popstate', () => {
    fromHistory = true;
  });
}

/** True when Back stays inside the store (false when the page was opened straight from an address). */
export function hasPageToGoBackTo(): boolean {
  return movedInApp;
}

/**
 * Scroll handling for the single-page app: a new page starts at the top, Back and Forward return to
 * the position the page was left at, and a change of query string alone (typing in search) does not
 * move the page.
 */
export function ScrollRestoration() {
  const [pathname] = useLocation();
  const search = useSearch();
  const address = `${pathname}?${search}`;

  useEffect(() => {
    const remember = () => positions.set(address, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, [address]);

  useLayoutEffect(() => {
    const previous = lastAddress;
    lastAddress = address;
    if (previous === undefined || previous === address) return;
    movedInApp = true;
    if (fromHistory) window.scrollTo(0, positions.get(address) ?? 0);
    else if (!previous.startsWith(`${pathname}?`)) window.scrollTo(0, 0);
    fromHistory = false;
  }, [address, pathname]);

  return null;
}
