import type { LiveRiderMessage } from '@core/contracts/live';
import { distanceText } from '@/lib/distance-text';

/** What the admins' "On the way" list says of one rider's newest position (components/riders-on-the-way.tsx). */
export interface Whereabouts {
  /** "1.2 km to go"; null where the address's zone has no centre. */
  distance: string | null;
  /** "ETA 4 min"; null as the distance. */
  eta: string | null;
  /** "last seen just now", "last seen 3 min ago", "last seen 2 h ago". */
  lastSeen: string;
}

export function whereabouts(position: Pick<LiveRiderMessage, 'distanceMetres' | 'etaMinutes' | 'at'>, now: Date): Whereabouts {
  return {
    distance: position.distanceMetres === null ? null : `${distanceText(position.distanceMetres)} to go`,
    eta: position.etaMinutes === null ? null : `ETA ${position.etaMinutes} min`,
    lastSeen: lastSeen(position.at, now),
  };
}

function lastSeen(at: string, now: Date): string {
  // A phone's clock a little ahead of this one is "just now", not a negative age.
  const minutes = Math.max(0, Math.floor((now.getTime() - Date.parse(at)) / 60_000));
  if (minutes < 1) return 'last seen just now';
  return minutes < 60 ? `last seen ${minutes} min ago` : `last seen ${Math.floor(minutes / 60)} h ago`;
}

/** The newer of two positions of an order (the kept one read at open, the live ones after). */
export const newer = (a: LiveRiderMessage | null | undefined, b: LiveRiderMessage | null | undefined) => (!a ? b : !b ? a : a.at >= b.at ? a : b);
