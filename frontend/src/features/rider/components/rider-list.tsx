import { Button } from '@/components/button';
import { AdminList, AdminListSkeleton } from '@/components/admin-list';
import { cn } from '@/lib/cn';
import { formatInr } from '@/lib/money';
import type { Score } from '@core/ratings';
import type { Rider } from '@/entities/rider/riders';

interface RiderActions {
  onEdit: (rider: Rider) => void;
  onDeactivate: (rider: Rider) => void;
}

/**
 * The riders: a table from 768 px, a card each below. Each says who (and how to reach them), their
 * home store, whether they are on duty, the order they have now and today's tips (all theirs).
 */
export function RiderList({ riders, scores, ...actions }: RiderActions & { riders: Rider[]; scores: ReadonlyMap<string, Score> }) {
  return (
    <AdminList
      label="Riders"
      items={riders}
      nameHead="Rider"
      name={(rider, heading) => <RiderName rider={rider} heading={heading} />}
      columns={[
        { head: 'Store', cell: (rider) => rider.storeName || rider.storeId, className: 'text-ink' },
        { head: 'Duty', cell: (rider) => <Duty rider={rider} />, badge: true },
        { head: 'Delivering', cell: (rider) => <ActiveOrder rider={rider} />, className: 'text-ink' },
        { head: 'Tips today', cell: (rider) => formatInr(rider.tipsToday), className: 'text-ink' },
        { head: 'Rating (last 100)', cell: (rider) => <RatingScore score={scores.get(rider._id)} />, className: 'text-ink' },
      ]}
      actions={(rider, className) => <RiderButtons rider={rider} {...actions} className={className} />}
      rowClassName={(rider) => (rider.active ? undefined : 'bg-slate-50')}
    />
  );
}

function RiderName({ rider, heading = false }: { rider: Rider; heading?: boolean }) {
  const Name = heading ? 'h2' : 'span';
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <Name className="text-base font-semibold break-words text-ink">{rider.name}</Name>
      <a href={`tel:${rider.mobile}`} className="self-start text-xs font-medium text-brand-hover underline-offset-2 hover:underline">
        <span className="sr-only">Call </span>
        {rider.mobile}
      </a>
      <span className="text-xs break-all text-ink-muted">{rider.email}</span>
    </div>
  );
}

function Duty({ rider }: { rider: Rider }) {
  const [label, look] = !rider.active
    ? ['Deactivated', 'bg-slate-200 text-ink']
    : rider.onDuty
      ? ['On duty', 'bg-brand-soft text-brand-hover']
      : ['Off duty', 'bg-slate-100 text-ink-muted'];
  return <span className={cn('rounded-full px-2.5 py-0.5 text-xs font-bold whitespace-nowrap', look)}>{label}</span>;
}

function ActiveOrder({ rider }: { rider: Rider }) {
  if (!rider.activeOrder) return <span className="text-ink-muted">{rider.active && rider.onDuty ? 'Free' : '–'}</span>;
  return (
    <span className="break-all">
      {rider.activeOrder.orderId}
      <span className="text-ink-muted"> · {rider.activeOrder.status === 'out_for_delivery' ? 'on the way' : 'to pick up'}</span>
    </span>
  );
}

/** Thumbs up as a share of the rider's newest ratings, with the tags shoppers gave most. */
export function RatingScore({ score }: { score: Score | undefined }) {
  if (!score) return <span className="text-ink-muted">–</span>;
  if (score.upPercent === null) return <span className="text-ink-muted">No ratings yet</span>;
  const tags = Object.entries(score.tags).filter(([, count]) => count > 0).sort((a, b) => b[1] - a[1]);
  return (
    <span>
      <span className="font-semibold">{score.upPercent}% 👍</span>
      <span className="text-ink-muted">
        {' '}of {score.count}
        {tags.length > 0 ? ` · ${tags.map(([tag, count]) => `${tag} ${count}`).join(', ')}` : ''}
      </span>
    </span>
  );
}

function RiderButtons({ rider, onEdit, onDeactivate, className }: RiderActions & { rider: Rider; className?: string }) {
  return (
    <div className={cn('gap-2', className)}>
      <Button size="sm" variant="outline" aria-label={`Edit ${rider.name}`} onClick={() => onEdit(rider)}>
        Edit
      </Button>
      {rider.active ? (
        <Button size="sm" variant="danger-outline" aria-label={`Deactivate ${rider.name}`} onClick={() => onDeactivate(rider)}>
          Deactivate
        </Button>
      ) : null}
    </div>
  );
}

export function RiderListSkeleton() {
  return <AdminListSkeleton label="Loading riders" />;
}
