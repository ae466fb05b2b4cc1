import type { Rider } from '@/entities/rider/riders';
import { useNow } from '@/lib/use-now';
import { useRidersPositions } from '@/features/rider/api/riders-positions';
import { whereabouts } from '@/features/rider/rider-whereabouts';

/**
 * The riders out for delivery now, each with how far their order's address is, the ETA and when
 * their phone last sent a position, moving as the live channel brings positions. A list that reads
 * on a phone (no map: no tile server is configured, as on the shopper's order page).
 */
export function RidersOnTheWay({ riders }: { riders: readonly Rider[] }) {
  const out = riders.filter((rider) => rider.activeOrder?.status === 'out_for_delivery');
  const positions = useRidersPositions(out.map((rider) => rider.activeOrder!._id));
  // "last seen N min ago" moves on by itself while anyone is out.
  const now = useNow(15_000, out.length > 0);
  if (out.length === 0) return null;
  return (
    <section aria-labelledby="riders-on-the-way" className="mb-4 rounded-xl border border-line bg-white p-3">
      <h2 id="riders-on-the-way" className="mb-2 text-base font-bold text-ink">
        On the way
      </h2>
      <ul className="flex flex-col divide-y divide-line">
        {out.map((rider) => {
          const order = rider.activeOrder!;
          const position = positions.get(order._id);
          const seen = position ? whereabouts(position, now) : null;
          return (
            <li key={rider._id} aria-label={`${rider.name}, order ${order.orderId}`} className="flex flex-col gap-0.5 py-2 text-sm sm:flex-row sm:items-baseline sm:gap-3">
              <span className="font-semibold text-ink">{rider.name}</span>
              <span className="break-all text-xs text-ink-muted">{order.orderId}</span>
              <span aria-live="polite" aria-atomic="true" className="flex flex-wrap gap-x-2 text-ink sm:ml-auto">
                {seen ? (
                  <>
                    {seen.distance ? <span className="font-semibold">{seen.distance}</span> : null}
                    {seen.eta ? <span>{seen.eta}</span> : null}
                    <span className="text-ink-muted">{seen.lastSeen}</span>
                  </>
                ) : (
                  <span className="text-ink-muted">No position yet</span>
                )}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
