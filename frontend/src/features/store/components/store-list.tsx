import { useId } from 'react';
import { Link } from '@/lib/router';
import { Button, buttonClasses } from '@/components/button';
import { AdminList, AdminListSkeleton } from '@/components/admin-list';
import { Skeleton } from '@/components/skeleton';
import { cn } from '@/lib/cn';
import type { Store } from '@/entities/store/stores';
import { storeStatus, zonesSummary, type StoreStatus } from '@/features/store/store-status';

export interface StoreActions {
  onEdit: (store: Store) => void;
  onPause: (store: Store) => void;
  onResume: (store: Store) => void;
  onDelete: (store: Store) => void;
}

interface StoreListProps extends StoreActions {
  stores: Store[];
  now: Date;
}

/**
 * The stores: a table from 768 px, a card each below (SPEC section 9's small screen). Each says
 * where it is, which pincodes it serves, whether it is open, paused (and why), paused for high
 * demand (and why) or closed, how many orders it has open now, and offers its Stock page, Edit, Pause or Resume, and Delete.
 */
export function StoreList({ stores, now, ...actions }: StoreListProps) {
  return (
    <AdminList
      label="Stores"
      items={stores}
      nameHead="Store"
      name={(store, heading) => <StoreName store={store} heading={heading} />}
      columns={[
        { head: 'Delivers to', cell: (store) => zonesSummary(store.zones), className: 'text-ink' },
        { head: 'Status', cell: (store) => <StatusBadge status={storeStatus(store, now)} />, badge: true },
        { head: 'Open orders', cell: (store) => <OpenOrders store={store} />, right: true },
      ]}
      actions={(store, className) => <StoreButtons store={store} {...actions} className={className} />}
    />
  );
}

function StoreName({ store, heading = false }: { store: Store; heading?: boolean }) {
  const Name = heading ? 'h2' : 'span';
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <Name className="flex flex-wrap items-center gap-2 text-base font-semibold break-words text-ink">
        {store.name}
        {store.isDefault ? <span className="rounded-full bg-brand-soft px-2 py-0.5 text-xs font-bold text-brand-hover">Default</span> : null}
      </Name>
      <span className="text-xs text-ink-muted">
        {store.address_line}, {store.city} {store.pincode}
      </span>
    </div>
  );
}

const TONES: Record<StoreStatus['tone'], string> = {
  open: 'bg-brand-soft text-brand-hover',
  closed: 'bg-slate-100 text-ink',
  paused: 'bg-accent-soft text-ink',
};

export function StatusBadge({ status }: { status: StoreStatus }) {
  return (
    <span className="flex flex-col items-start gap-0.5">
      <span className={cn('rounded-full px-2.5 py-0.5 text-xs font-bold whitespace-nowrap', TONES[status.tone])}>{status.label}</span>
      {status.detail ? <span className="text-xs text-ink-muted">{status.detail}</span> : null}
    </span>
  );
}

function OpenOrders({ store }: { store: Store }) {
  // The server's capacity answer when sent (riders on duty count there).
  const busy = store.capacityNow ? store.capacityNow.state === 'busy' : store.openOrders >= store.maxOpenOrders;
  return (
    <span className="inline-flex items-center gap-1.5 tabular-nums">
      <span className="font-semibold text-ink">{store.openOrders}</span>
      {busy ? <span className="rounded bg-accent px-1.5 text-xs font-bold text-ink">Busy</span> : null}
    </span>
  );
}

function StoreButtons({ store, onEdit, onPause, onResume, onDelete, className }: StoreActions & { store: Store; className?: string }) {
  const reasonId = useId();
  return (
    <div className={cn('gap-2', className)}>
      <Link to={`/dashboard/stores/${encodeURIComponent(store._id)}/stock`} aria-label={`Stock at ${store.name}`} className={buttonClasses({ variant: 'outline', size: 'sm' })}>
        Stock
      </Link>
      <Button size="sm" variant="outline" aria-label={`Edit ${store.name}`} onClick={() => onEdit(store)}>
        Edit
      </Button>
      {store.paused ? (
        <Button size="sm" variant="secondary" aria-label={`Resume ${store.name}`} onClick={() => onResume(store)}>
          Resume
        </Button>
      ) : (
        <Button size="sm" variant="ghost" className="border border-line" aria-label={`Pause ${store.name}`} onClick={() => onPause(store)}>
          Pause
        </Button>
      )}
      <Button
        size="sm"
        variant="danger-outline"
        aria-label={`Delete ${store.name}`}
        // The server refuses to delete the default store: say why before the press.
        disabled={store.isDefault}
        aria-describedby={store.isDefault ? reasonId : undefined}
        onClick={() => onDelete(store)}
      >
        Delete
      </Button>
      {store.isDefault ? (
        <p id={reasonId} className="basis-full text-xs text-ink-muted">
          The default store cannot be deleted: make another store the default first.
        </p>
      ) : null}
    </div>
  );
}

export function StoreListSkeleton() {
  return (
    <AdminListSkeleton label="Loading stores">
      <Skeleton pulse={false} className="h-8 w-full md:w-80" />
    </AdminListSkeleton>
  );
}
