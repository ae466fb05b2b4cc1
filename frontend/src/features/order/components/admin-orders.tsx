import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ORDER_STATUSES, STATUS_LABELS } from '@core/order-states';
import { Button } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { Skeleton } from '@/components/skeleton';
import { cn } from '@/lib/cn';
import { itemCountLabel } from '@/lib/item-count';
import { formatInr } from '@/lib/money';
import { useNow } from '@/lib/use-now';
import { useAdminOrders } from '@/features/order/api/get-admin-orders';
import { LIVE_REFRESH_MS } from '@/features/order/api/get-order-details';
import { etaText, formatOrderTime, paymentText } from '@/features/order/order-progress';
import type { AdminOrder, OrderCounts, OrderStatus } from '@/features/order/types';
import { AdminOrderPanel } from './admin-order-panel';
import { OrderStatusBadge } from './order-status-badge';

type Filter = OrderStatus | 'all';

/** The filter row: the work to do first (new orders, then each delivery step), then the rest. */
const FILTERS: readonly Filter[] = [
  'all',
  'placed',
  'packed',
  'out_for_delivery',
  'delivered',
  'refund_due',
  'refund_pending',
  'refunded',
  'cancelled',
  'pending_payment',
  'payment_failed',
];

const filterLabel = (filter: Filter) => (filter === 'all' ? 'All' : STATUS_LABELS[filter]);

function parseFilter(value: string | null): Filter {
  return (ORDER_STATUSES as readonly string[]).includes(value ?? '') ? (value as OrderStatus) : 'all';
}

/**
 * Up to 1280 px: Order No and status, shopper and total, then time · items · payment. Wider (the
 * dashboard menu beside it leaves room for seven columns only from there): one row, a column each.
 * The rows and the column headings share it; each says itself when it is a grid (the headings only
 * from 1280 px), since cn() does not resolve conflicting classes.
 */
const rowGrid = cn(
  'grid-cols-[minmax(0,1fr)_auto] gap-x-3 gap-y-1 [grid-template-areas:"no_status"_"shopper_total"_"meta_meta"]',
  'xl:grid-cols-[minmax(9rem,1fr)_minmax(7rem,0.8fr)_minmax(7rem,1.4fr)_4rem_4.5rem_minmax(6rem,1fr)_8.5rem] xl:items-center xl:gap-y-0',
  'xl:[grid-template-areas:"no_time_shopper_items_total_payment_status"]',
);

/**
 * /dashboard/orders: every shopper's orders, newest first, filtered by status (with counts), a page
 * at a time. New orders stand out. A row opens the order's panel, where its next step is taken.
 * The list refreshes itself every 15 s and when the tab regains focus (api/get-admin-orders.ts).
 */
export function AdminOrders() {
  const [params, setParams] = useSearchParams();
  const filter = parseFilter(params.get('status'));
  const orders = useAdminOrders(filter);
  const [selected, setSelected] = useState<AdminOrder | null>(null);
  const now = useNow(LIVE_REFRESH_MS);
  const sectionRef = useRef<HTMLElement>(null);
  const listRef = useRef<HTMLUListElement>(null);

  // The panel gives the focus back to its row when it closes. A row that has left the list (its
  // order moved on to a status the filter hides) cannot take it: the list does, or the filter.
  const panelWasOpen = useRef(false);
  useEffect(() => {
    if (selected) {
      panelWasOpen.current = true;
      return;
    }
    if (panelWasOpen.current && document.activeElement === document.body) {
      (listRef.current ?? sectionRef.current?.querySelector<HTMLElement>('[aria-pressed="true"]'))?.focus();
    }
    panelWasOpen.current = false;
  }, [selected]);

  const pages = orders.data?.pages ?? [];
  const seen = new Set<string>();
  // A refetch under way may briefly see an order on two pages (newer ones push the rest down).
  const list = pages.flatMap((page) => page.orders).filter((order) => !seen.has(order._id) && Boolean(seen.add(order._id)));
  const counts = pages[0]?.counts ?? null;

  return (
    <section ref={sectionRef} aria-labelledby="orders-admin-title" className="flex min-w-0 flex-col gap-4">
      <PageHeader id="orders-admin-title" title="Orders" query={orders} />

      <StatusFilter
        value={filter}
        counts={counts}
        onChange={(next) => setParams(next === 'all' ? {} : { status: next }, { replace: true })}
      />

      {orders.isPending ? (
        <AdminOrdersSkeleton />
      ) : orders.isError ? (
        <LoadError title="Orders could not be loaded" query={orders} />
      ) : list.length === 0 ? (
        <EmptyState
          title={filter === 'all' ? 'No orders yet' : `No ${filterLabel(filter).toLowerCase()} orders`}
          description="New orders show up here by themselves."
        />
      ) : (
        <div className="flex flex-col gap-3">
          <div aria-hidden="true" className={cn(rowGrid, 'hidden px-4 text-xs font-semibold tracking-wide text-ink-muted uppercase xl:grid')}>
            <span className="[grid-area:no]">Order No</span>
            <span className="[grid-area:time]">Time</span>
            <span className="[grid-area:shopper]">Shopper</span>
            <span className="[grid-area:items]">Items</span>
            <span className="[grid-area:total] text-right">Total</span>
            <span className="[grid-area:payment]">Payment</span>
            <span className="[grid-area:status]">Status</span>
          </div>
          <ul ref={listRef} tabIndex={-1} aria-label={`${filterLabel(filter)} orders`} className="flex flex-col gap-2 rounded-xl">
            {list.map((order) => (
              <li key={order._id}>
                <OrderRow order={order} now={now} onOpen={() => setSelected(order)} />
              </li>
            ))}
          </ul>
          {orders.hasNextPage ? (
            <Button
              variant="outline"
              className="self-center max-sm:min-h-11 max-sm:w-full"
              onClick={() => void orders.fetchNextPage()}
              pending={orders.isFetchingNextPage}
            >
              Load more
            </Button>
          ) : null}
          <p className="text-center text-xs text-ink-muted">
            Showing {list.length}
            {counts ? ` of ${counts[filter]}` : null}
          </p>
        </div>
      )}

      {selected ? <AdminOrderPanel order={selected} onClose={() => setSelected(null)} /> : null}
    </section>
  );
}

function StatusFilter({ value, counts, onChange }: { value: Filter; counts: OrderCounts | null; onChange: (filter: Filter) => void }) {
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

function OrderRow({ order, now, onOpen }: { order: AdminOrder; now: Date; onOpen: () => void }) {
  const fresh = order.status === 'placed';
  const eta = etaText(order.etaAt, now, 'Due in');
  const payment = paymentText(order);
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-haspopup="dialog"
      className={cn(
        rowGrid,
        'grid w-full rounded-xl border border-line px-4 py-3 text-left text-sm shadow-sm transition-colors hover:border-brand/50',
        fresh ? 'border-l-4 border-l-accent-strong bg-accent-soft/40 hover:bg-accent-soft' : 'bg-white hover:bg-slate-50',
      )}
    >
      <span className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1 [grid-area:no]">
        <span className="font-bold break-all text-ink xl:break-normal xl:whitespace-nowrap">
          <span className="sr-only">Order No </span>
          {order.orderId}
        </span>
        {fresh ? <span className="rounded bg-accent px-1.5 py-0.5 text-[11px] leading-none font-extrabold text-ink uppercase">New</span> : null}
      </span>
      <span className="justify-self-end [grid-area:status] xl:justify-self-start">
        <OrderStatusBadge status={order.status} />
      </span>
      <span className="min-w-0 truncate text-ink [grid-area:shopper]">
        <span className="sr-only">, shopper </span>
        <span className="font-medium">{order.shopper.name || order.shopper.email}</span>
        {order.shopper.mobile ? (
          <span className="text-ink-muted xl:block xl:truncate xl:text-xs">
            <span className="xl:hidden"> · </span>
            {order.shopper.mobile}
          </span>
        ) : null}
      </span>
      <span className="text-right font-bold text-ink [grid-area:total]">
        <span className="sr-only">, total </span>
        {formatInr(order.totalAmt)}
      </span>
      <span className="flex min-w-0 flex-wrap items-center gap-x-2 text-xs text-ink-muted [grid-area:meta] xl:contents xl:text-sm">
        <span className="xl:[grid-area:time]">
          <span className="sr-only">, ordered </span>
          <time dateTime={order.createdAt}>{formatOrderTime(order.createdAt, now)}</time>
          {eta ? (
            <span className={cn('font-semibold xl:block xl:text-xs', eta === 'Running late' ? 'text-red-700' : 'text-brand-hover')}>
              <span className="xl:hidden">, </span>
              {eta}
            </span>
          ) : null}
        </span>
        <span aria-hidden="true" className="xl:hidden">
          ·
        </span>
        <span className="xl:[grid-area:items]">
          <span className="sr-only">, </span>
          {itemCountLabel(order.totalQuantity)}
        </span>
        <span aria-hidden="true" className="xl:hidden">
          ·
        </span>
        <span className="xl:[grid-area:payment]">
          <span className="sr-only">, paid by </span>
          {payment.method}
          {payment.status ? (
            <span className="xl:block xl:text-xs">
              <span className="xl:hidden">, </span>
              {payment.status}
            </span>
          ) : null}
        </span>
      </span>
    </button>
  );
}

function AdminOrdersSkeleton() {
  return (
    <ul aria-busy="true" aria-label="Loading orders" className="flex animate-pulse flex-col gap-2">
      {Array.from({ length: 5 }, (_, index) => (
        <li key={index} className="flex flex-col gap-2 rounded-xl border border-line bg-white px-4 py-3">
          <div className="flex justify-between gap-3">
            <Skeleton pulse={false} className="h-4 w-36" />
            <Skeleton pulse={false} className="h-5 w-20 rounded-full" />
          </div>
          <Skeleton pulse={false} className="h-3.5 w-48" />
          <Skeleton pulse={false} className="h-3 w-2/3" />
        </li>
      ))}
    </ul>
  );
}
