import { useEffect, useRef, useState } from 'react';
import { POSITION_EVERY_MS } from '@core/rider-eta';
import { api, ApiError } from '@/lib/api-client';

export type SharingState = 'starting' | 'sharing' | 'stopped' | 'denied' | 'unavailable' | 'ended';

/**
 * Shares the phone's position while `orderId` is out for delivery with this rider and the rider has
 * not stopped it: `navigator.geolocation.watchPosition`, the newest fix sent (PUT /api/rider/location)
 * at most every POSITION_EVERY_MS, and again at that pace while the phone stands still, so the
 * shopper's "last seen" stays true. A 409 (the order is no longer out) ends it; a 429 (sent too soon
 * by the server's clock) and network failures wait for the next turn.
 */
export function useShareLocation(orderId: string, stopped: boolean): SharingState {
  // What the phone and the server last said; stopped and "no geolocation at all" are read, not kept.
  const [state, setState] = useState<SharingState>('starting');
  const latest = useRef<GeolocationPosition | null>(null);
  const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;

  useEffect(() => {
    if (stopped || !geolocation) return;
    let lastSentAt = 0;
    let sending = false;
    let ended = false;
    const send = () => {
      const fix = latest.current;
      if (!fix || sending || ended || Date.now() - lastSentAt < POSITION_EVERY_MS) return;
      sending = true;
      lastSentAt = Date.now();
      const { latitude: lat, longitude: lng, accuracy } = fix.coords;
      api
        .put('/api/rider/location', { lat, lng, accuracy: Math.min(accuracy, 100_000) })
        .catch((error: unknown) => {
          if (error instanceof ApiError && error.status === 409) {
            ended = true;
            setState('ended');
          }
        })
        .finally(() => {
          sending = false;
        });
    };
    const watch = geolocation.watchPosition(
      (fix) => {
        latest.current = fix;
        if (!ended) setState('sharing');
        send();
      },
      (error) => setState(error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable'),
      { enableHighAccuracy: true, maximumAge: POSITION_EVERY_MS },
    );
    const timer = setInterval(send, 1000);
    return () => {
      geolocation.clearWatch(watch);
      clearInterval(timer);
    };
  }, [orderId, stopped, geolocation]);

  if (stopped) return 'stopped';
  return geolocation ? state : 'unavailable';
}
