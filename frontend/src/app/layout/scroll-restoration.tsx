import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from '@/lib/router';

/** Scroll position per history entry (React Router's location.key), so Back returns to where the shopper was. */
const positions = new Map<string, number>();

if (typeof window !== 'undefined') {
  // The store restores positions itself, after the page it returns to has rendered.
  window.history.scrollRestoration = 'manual';
}

/**
 * Scroll handling for the single-page app: a new page starts at the top, Back and Forward (a POP)
 * return to the position the page was left at, and a change of query string alone (typing in
 * search) does not move the page. React Router's own <ScrollRestoration> needs its data router,
 * which the home page's JS budget cannot carry (README, decisions).
 */
export function ScrollRestoration() {
  const { key, pathname } = useLocation();
  const navigationType = useNavigationType();
  /** The entry on screen: scroll events count for it, including the ones our own scrollTo fires. */
  const shown = useRef<{ key: string; pathname: string } | null>(null);

  useEffect(() => {
    const remember = () => {
      if (shown.current) positions.set(shown.current.key, window.scrollY);
    };
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, []);

  useLayoutEffect(() => {
    const previous = shown.current;
    shown.current = { key, pathname };
    if (previous === null || previous.key === key) return;
    if (navigationType === 'POP') window.scrollTo(0, positions.get(key) ?? 0);
    else if (previous.pathname !== pathname) window.scrollTo(0, 0);
  }, [key, pathname, navigationType]);

  return null;
}
