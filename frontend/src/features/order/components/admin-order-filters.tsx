import { useId } from 'react';
import { ORDER_STATUSES, STATUS_LABELS } from '@core/order-states';
import { cn } from '@/lib/cn';
import type { Store } from '@/lib/stores';
import type { OrderCounts, OrderStatus } from '@/features/order/types';

export type StatusFilterValue = OrderStatus | 'all';

/** The filter row: the work to do first (new orders, then each delivery step), then the rest. */
const FILTERS: readonly StatusFilterValue[] = [
  'all',
  'placed',
  'packed',
  'out_for_delivery',
  'delivery_failed',
  'delivered',
  'refund_due',
  'refund_pending',
  'refunded',
  'cancelled',
  'pending_payment',
  'payment_failed',
];

export const filterLabel = (filter: StatusFilterValue) => (filter === 'all' ? 'All' : STATUS_LABELS[filter]);

export function parseStatusFilter(value: string | null): StatusFilterValue {
  return (ORDER_STATUSES as readonly string[]).includes(value ?? '') ? (value as OrderStatus) : 'all';
}

export function StatusFilter({ value, counts, onChange }: { value: StatusFilterValue; counts: OrderCounts | null; onChange: (filter: StatusFilterValue) => void }) {
  return (
    // A row that scrolls sideways on a phone rather than wrapping into a wall of chips. Each chip is
    // positioned: its screen-reader-only text (absolute) must not escape the scroller and widen the page.
    <div role="group" aria-label="Filter by status" className="-mx-3 flex gap-2 overflow-x-auto px-3 pb-1 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0">
      {FILTERS.map((filter) => {
        const count = counts?.[filter];
        const active = filter === value;
        return (
          <button
            key={filter}
            type="button"
            aria-pressed={active}
            onClick={() => onChange(filter)}
            className={cn(
              'relative inline-flex h-11 shrink-0 items-center gap-1.5 rounded-full border px-3.5 text-sm font-semibold whitespace-nowrap transition-colors sm:h-9',
              active
                ? 'border-brand bg-brand text-white'
                : filter === 'placed' && count
                  ? 'border-accent-strong bg-accent-soft text-ink hover:bg-accent'
                  : 'border-line bg-white text-ink hover:border-brand/50 hover:bg-brand-soft',
            )}
          >
            {filterLabel(filter)}
            {count === undefined ? null : (
              <span className={cn('rounded-full px-1.5 text-xs tabular-nums', active ? 'bg-white text-brand-hover' : 'bg-slate-100 text-ink')}>
                <span className="sr-only">, </span>
                {count}
                <span className="sr-only"> {count === 1 ? 'order' : 'orders'}</span>
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}

/**
 * One store's orders, or every store's: the packers of a dark store see their own work.
 * Shown once the stores are known; an id the list does not know (a deleted store) still filters.
 */
export function StoreFilter({ value, stores, onChange }: { value: string; stores: readonly Store[]; onChange: (storeId: string) => void }) {
  const id = useId();
  const known = value === 'all' || stores.some((store) => store._id === value);
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        Store
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="h-11 min-w-0 flex-1 rounded-lg border border-line bg-white px-3 text-base text-ink outline-none focus:border-brand focus:ring-2 focus:ring-brand/25 sm:h-9 sm:flex-none sm:text-sm"
      >
        <option value="all">All stores</option>
        {stores.map((store) => (
          <option key={store._id} value={store._id}>
            {store.name}
            {store.isDefault ? ' (default)' : ''}
          </option>
        ))}
        {known ? null : <option value={value}>Another store</option>}
      </select>
    </div>
  );
}
