import { useEffect, useRef } from 'react';

/** SPEC section 9: infinite scroll fires at 80 percent, throttled to 150 ms. */
export const NEAR_END_FRACTION = 0.8;
export const SCROLL_THROTTLE_MS = 150;

/** How far down the page the bottom of the viewport is, from 0 to 1 (1 when nothing scrolls). */
export function scrolledFraction(scrollTop: number, viewportHeight: number, scrollHeight: number): number {
  if (scrollHeight <= 0) return 1;
  return Math.min(1, (scrollTop + viewportHeight) / scrollHeight);
}

/**
 * Calls `fn` at most once per `waitMs`: the first call runs at once, calls meanwhile run once at
 * the end of the wait, so the last position is never missed.
 */
export function throttle(fn: () => void, waitMs: number, now: () => number = Date.now) {
  let last = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const throttled = () => {
    const elapsed = now() - last;
    if (elapsed >= waitMs) {
      last = now();
      fn();
    } else {
      timer ??= setTimeout(() => {
        timer = undefined;
        last = now();
        fn();
      }, waitMs - elapsed);
    }
  };
  throttled.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  return throttled;
}

/**
 * Loads the next page when the window is scrolled past 80 % (throttled to 150 ms). Also checks
 * after every render that changes `itemCount`, so a first page too short to scroll still leads
 * to the next one.
 */
export function useLoadMoreOnScroll({
  canLoadMore,
  loadMore,
  itemCount,
}: {
  /** There is a next page and none is loading right now. */
  canLoadMore: boolean;
  loadMore: () => void;
  itemCount: number;
}) {
  const latest = useRef({ canLoadMore, loadMore });
  useEffect(() => {
    latest.current = { canLoadMore, loadMore };
  });

  useEffect(() => {
    const check = () => {
      const { canLoadMore: can, loadMore: load } = latest.current;
      if (!can) return;
      const root = document.documentElement;
      if (scrolledFraction(window.scrollY, window.innerHeight, root.scrollHeight) >= NEAR_END_FRACTION) {
        // Until the render that shows the load under way: a second call here would start the same
        // page again (TanStack's fetchNextPage cancels the fetch in flight and sends a new request).
        latest.current = { ...latest.current, canLoadMore: false };
        load();
      }
    };
    const onScroll = throttle(check, SCROLL_THROTTLE_MS);
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll, { passive: true });
    // A page that does not fill the screen cannot be scrolled: look once now.
    if (canLoadMore) check();
    return () => {
      onScroll.cancel();
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
    };
  }, [canLoadMore, itemCount]);
}
