import { useEffect, useState } from 'react';

let painted = false;

/**
 * False until the app's first frame is on screen (the second animation frame after the first
 * mount that asks), then true for good. Calls a page's first paint does not show wait for it: an
 * answer that came in before that paint had the phone render it first and pushed the paint back
 * (checkout's bill and its address's store's cart).
 */
export function useAfterFirstPaint(): boolean {
  const [done, setDone] = useState(painted);
  useEffect(() => {
    if (done) return;
    let second = 0;
    const first = requestAnimationFrame(() => {
      second = requestAnimationFrame(() => {
        painted = true;
        setDone(true);
      });
    });
    return () => {
      cancelAnimationFrame(first);
      cancelAnimationFrame(second);
    };
  }, [done]);
  return done;
}
