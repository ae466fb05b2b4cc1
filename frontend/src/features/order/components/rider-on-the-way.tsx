import { useNow } from '@/lib/use-now';
import { useRiderPositions } from '@/features/order/api/use-rider-position';
import { lastSeenText, riderDistanceText, routeLinePoints } from '@/features/order/rider-on-the-way';

const WIDTH = 320;
const HEIGHT = 140;
const PAD = 14;

/**
 * The rider on the way, while the order is out for delivery: "1.2 km away, about 4 min" from the
 * newest position the live channel brought, "last seen 2 min ago" once it is stale, and a plain
 * route line (the rider's trail since this page opened, and a dashed line on to the address; no map
 * tiles). Nothing until the rider's first position arrives.
 */
export function RiderOnTheWay({ orderId }: { orderId: string }) {
  const trail = useRiderPositions(orderId);
  const newest = trail.at(-1);
  const now = useNow(15_000, newest !== undefined);
  if (!newest) return null;
  const distance = riderDistanceText(newest.distanceMetres, newest.etaMinutes);
  const lastSeen = lastSeenText(newest.at, now);
  return (
    <section aria-label="Your rider" className="flex flex-col gap-2 rounded-xl border border-line bg-white p-3">
      <p aria-live="polite" aria-atomic="true" className="text-base font-bold text-ink">
        {distance ?? 'Your rider is on the way'}
        {lastSeen ? <span className="ml-2 text-sm font-semibold text-ink-muted">({lastSeen})</span> : null}
      </p>
      <RouteLine trail={trail} />
    </section>
  );
}

function RouteLine({ trail }: { trail: ReturnType<typeof useRiderPositions> }) {
  const destination = trail.at(-1)?.destination ?? null;
  const points = routeLinePoints([...trail, ...(destination ? [destination] : [])], WIDTH, HEIGHT, PAD);
  const riderPoints = points.slice(0, trail.length);
  const rider = riderPoints.at(-1);
  const home = destination ? points.at(-1) : undefined;
  if (!rider) return null;
  return (
    <svg
      role="img"
      aria-label={home ? 'Route line: the rider, and your address' : 'Route line: the rider'}
      data-testid="rider-route"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      className="h-auto w-full rounded-lg bg-tile"
    >
      {riderPoints.length > 1 ? (
        <polyline points={riderPoints.map((p) => `${p.x},${p.y}`).join(' ')} fill="none" stroke="currentColor" strokeWidth="3" className="text-brand" strokeLinejoin="round" />
      ) : null}
      {home ? <line x1={rider.x} y1={rider.y} x2={home.x} y2={home.y} stroke="currentColor" strokeWidth="2" strokeDasharray="6 5" className="text-ink-muted" /> : null}
      {home ? <circle cx={home.x} cy={home.y} r="7" className="fill-accent stroke-ink" strokeWidth="2" /> : null}
      <circle data-testid="rider-dot" cx={rider.x} cy={rider.y} r="6" className="fill-brand stroke-white" strokeWidth="2" />
    </svg>
  );
}
