import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLive } from '@/lib/live/use-live';
import { orderKeys } from '@/entities/order/keys';
import { ring } from '@/features/rider/ring';

/**
 * The rider screen's live updates: the channel pushes every change of the rider's orders (a new
 * assignment, the admin reassigning or cancelling it); the screen asks for its data again then, and
 * once after every (re)connect so nothing missed counts (lib/live/channel.ts).
 */
export function useRiderLive(): void {
  const queryClient = useQueryClient();
  useLive({
    order: () => void queryClient.invalidateQueries({ queryKey: orderKeys.riderMe() }),
    resync: () => void queryClient.invalidateQueries({ queryKey: orderKeys.riderMe() }),
  });
}

/** Whether the current delivery is a new one to ring for: another order than the one shown before. */
export function isNewAssignment(shown: string | null | undefined, now: string | null | undefined): boolean {
  return Boolean(now) && shown !== undefined && shown !== now;
}

/**
 * Rings (a beep, a buzz) when an order is assigned while the screen is open: not for the delivery
 * already there when it opened (`undefined` until the first answer), not when the delivery ends.
 */
export function useAssignmentRing(currentId: string | null | undefined, loaded: boolean): void {
  const shown = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    if (!loaded) return;
    if (isNewAssignment(shown.current, currentId)) ring();
    shown.current = currentId ?? null;
  }, [currentId, loaded]);
}
