import { useState } from 'react';
import { Button } from '@/components/button';
import { useShareLocation, type SharingState } from '@/features/rider/api/share-location';

const WORDS: Record<SharingState, string> = {
  starting: 'Finding your location…',
  sharing: 'Sharing your location',
  stopped: 'Location not shared',
  denied: 'Location blocked: allow it for this site in your browser to share it',
  unavailable: 'Your location cannot be found right now',
  ended: 'Location no longer shared',
};

/**
 * While an order is out: the rider's position goes to its shopper (every 10 s); the rider sees that
 * it does and can stop it (and share again).
 */
export function LocationSharing({ orderId }: { orderId: string }) {
  const [stopped, setStopped] = useState(false);
  const state = useShareLocation(orderId, stopped);
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-tile px-4 py-3">
      <p role="status" className="text-sm font-semibold text-ink">
        {state === 'sharing' ? <span aria-hidden="true" className="mr-2 inline-block size-2.5 rounded-full bg-brand" /> : null}
        {WORDS[state]}
      </p>
      {state === 'ended' ? null : stopped ? (
        <Button variant="outline" onClick={() => setStopped(false)}>
          Share location
        </Button>
      ) : (
        <Button variant="outline" onClick={() => setStopped(true)}>
          Stop sharing
        </Button>
      )}
    </div>
  );
}
