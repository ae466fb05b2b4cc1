import { useEffect, useRef } from 'react';
import type { LiveListener } from './channel';
import { holdLive } from './status';

export type { LiveListener, LiveOrder } from './channel';
export type { LiveRiderMessage } from '@core/contracts/live';

/**
 * Keeps a screen's data fresh through the live channel while it is shown: `listener` hears each
 * order change, each resync and, if it asks, each rider position and claim decision (./channel.ts). The channel's code is fetched when the first such
 * screen mounts, so pages without one never load it; if it cannot be fetched, the queries poll on
 * their own again.
 */
export function useLive(listener: LiveListener): void {
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => {
    let release = holdLive();
    let unsubscribe: (() => void) | undefined;
    let gone = false;
    import('./channel')
      .then(({ subscribeLive }) => {
        if (gone) return;
        unsubscribe = subscribeLive({
          order: (order) => latest.current.order(order),
          resync: () => latest.current.resync(),
          rider: (position) => latest.current.rider?.(position),
          claim: (decided) => latest.current.claim?.(decided),
        });
      })
      .catch((error: unknown) => {
        console.warn('Live updates are unavailable; the page refreshes itself instead', error);
        release();
        release = () => {};
      });
    return () => {
      gone = true;
      unsubscribe?.();
      release();
    };
  }, []);
}
