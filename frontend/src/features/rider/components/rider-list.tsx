import { Button } from '@/components/button';
import { Skeleton } from '@/components/skeleton';
import { cn } from '@/lib/cn';
import type { Rider } from '@/lib/riders';

interface RiderActions {
  onEdit: (rider: Rider) => void;
  onDeactivate: (rider: Rider) => void;
}

const headCell = 'px-3 py-2.5 text-left text-xs font-semibold tracking-wide text-ink-muted uppercase';
const cell = 'px-3 py-3 align-top';

/**
 * The riders: a table from 768 px, a card each below. Each says who (and how to reach them), their
 * home store, whether they are on duty, and the order they have now.
 */
export function RiderList({ riders, ...actions }: RiderActions & { riders: Rider[] }) {
  return (
    <>
      <div className="hidden overflow-hidden rounded-2xl border border-line bg-white shadow-sm md:block">
        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">Riders</caption>
          <thead className="bg-slate-50">
            <tr className="border-b border-line">
              {['Rider', 'Store', 'Duty', 'Delivering'].map((head) => (
                <th key={head} scope="col" className={headCell}>
                  {head}
                </th>
              ))}
              <th scope="col" className={cn(headCell, 'text-right')}>
                Actions
              </th>
            </tr>
          </thead>
          <tbody>
            {riders.map((rider) => (
              <tr key={rider._id} className={cn('border-b border-line last:border-0', rider.active ? undefined : 'bg-slate-50')}>
                <th scope="row" className={cn(cell, 'text-left font-normal')}>
                  <RiderName rider={rider} />
                </th>
                <td className={cn(cell, 'text-ink')}>{rider.storeName || rider.storeId}</td>
                <td className={cell}>
                  <Duty rider={rider} />
                </td>
                <td className={cn(cell, 'text-ink')}>
                  <ActiveOrder rider={rider} />
                </td>
                <td className={cn(cell, 'text-right')}>
                  <RiderButtons rider={rider} {...actions} className="flex flex-nowrap justify-end" />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul aria-label="Riders" className="flex flex-col gap-3 md:hidden">
        {riders.map((rider) => (
          <li key={rider._id} className="flex flex-col gap-3 rounded-2xl border border-line bg-white p-4 shadow-sm">
            <div className="flex items-start justify-between gap-3">
              <RiderName rider={rider} heading />
              <Duty rider={rider} />
            </div>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="text-ink-muted">Store</dt>
              <dd className="text-ink">{rider.storeName || rider.storeId}</dd>
              <dt className="text-ink-muted">Delivering</dt>
              <dd className="text-ink">
                <ActiveOrder rider={rider} />
              </dd>
            </dl>
            <RiderButtons rider={rider} {...actions} className="grid grid-cols-2 [&>*]:min-h-11" />
          </li>
        ))}
      </ul>
    </>
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
  return (
    <ul aria-busy="true" aria-label="Loading riders" className="flex animate-pulse flex-col gap-3">
      {Array.from({ length: 3 }, (_, index) => (
        <li key={index} className="flex flex-col gap-2 rounded-2xl border border-line bg-white p-4">
          <Skeleton pulse={false} className="h-5 w-48" />
          <Skeleton pulse={false} className="h-3.5 w-64" />
        </li>
      ))}
    </ul>
  );
}
