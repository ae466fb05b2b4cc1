import { startTransition, useEffect, useState, type RefObject } from 'react';

/**
 * True once the element has come within one screen height of the viewport, and from then on.
 * For long pages whose lower parts are costly to render: they render as the shopper nears them.
 * Without IntersectionObserver (old browsers, tests without layout) everything renders at once;
 * `initially` true skips the wait (a part the shopper has already seen).
 */
export function useNearViewport(ref: RefObject<Element | null>, initially = false): boolean {
  const [near, setNear] = useState(() => initially || typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        // A transition: what renders then (a row of cards) is worked on in slices that let taps and
        // scrolling through, not one long task, and several rows coming near at once share it.
        if (entries.some((entry) => entry.isIntersecting)) startTransition(() => setNear(true));
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near]);
  return near;
}
