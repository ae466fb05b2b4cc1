import { useEffect, useState } from 'react';

let painted = false;
/** A page that never paints content (or a browser that never says so) still gets its calls this late. */
const AT_THE_LATEST_MS = 1000;

/** Calls `done` once the page's first contentful frame is on screen; returns what stops waiting. */
function whenFirstPainted(done: () => void): () => void {
  const timer = window.setTimeout(done, AT_THE_LATEST_MS);
  const stop = () => window.clearTimeout(timer);
  const finish = () => {
    stop();
    done();
  };
  if (performance.getEntriesByName('first-contentful-paint').length > 0) {
    finish();
    return stop;
  }
  // The paint entry has the frame's presentation time: two animation frames can both come before it.
  if (typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      finish();
    });
    observer.observe({ type: 'paint' });
    return () => {
      observer.disconnect();
      stop();
    };
  }
  let second = 0;
  const first = requestAnimationFrame(() => {
    second = requestAnimationFrame(finish);
  });
  return () => {
    cancelAnimationFrame(first);
    cancelAnimationFrame(second);
    stop();
  };
}

/**
 * False until the page's first contentful frame is on screen, then true for good. Calls a page's
 * first paint does not show wait for it: an answer that came in before that paint had the phone
 * render it first and pushed the paint back (checkout's bill and its address's store's cart).
 */
export function useAfterFirstPaint(): boolean {
  const [done, setDone] = useState(painted);
  useEffect(() => {
    if (done) return;
    return whenFirstPainted(() => {
      painted = true;
      setDone(true);
    });
  }, [done]);
  return done;
}
