import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from '@/lib/router';
import { Button } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { useStores } from '@/entities/store/stores';
import { useNow } from '@/lib/use-now';
import { useAdminOrders } from '@/features/order/api/get-admin-orders';
import { LIVE_REFRESH_MS } from '@/features/order/api/get-order-details';
import type { AdminOrder } from '@/features/order/types';
import { AdminOrderPanel } from './admin-order-panel';
import { AdminOrderSearch } from './admin-order-search';
import { filterLabel, parseStatusFilter, StatusFilter, StoreFilter, type StatusFilterValue } from './admin-order-filters';
import { AdminOrderHeadings, AdminOrdersSkeleton, OrderRow } from './admin-order-row';

/**
 * /dashboard/orders: every shopper's orders, newest first, filtered by store and by status (with
 * counts), a page at a time, or found by order number, mobile or e-mail (`?q=`, one page). New
 * orders stand out. A row opens the order's panel, where its next step is taken. The list refreshes itself every 15 s and when the tab regains focus
 * (api/get-admin-orders.ts).
 */
export function AdminOrders() {
  const [params, setParams] = useSearchParams();
  const filter = parseStatusFilter(params.get('status'));
  const storeId = params.get('store') || 'all';
  const q = params.get('q')?.trim() ?? '';
  const orders = useAdminOrders({ status: filter, storeId, q });
  const stores = useStores();
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
  // The filters and the search live in the address, so a reload or a shared link shows the same list.
  const listParams = (status: StatusFilterValue, store: string, search: string) => ({
    ...(status === 'all' ? {} : { status }),
    ...(store === 'all' ? {} : { store }),
    ...(search ? { q: search } : {}),
  });
  const setFilter = (status: StatusFilterValue, store: string) => setParams(listParams(status, store, q), { replace: true });
  // A search is a step Back returns from.
  const setSearch = (search: string) => setParams(listParams(filter, storeId, search));
  const storeName = storeId === 'all' ? null : (stores.data?.find((store) => store._id === storeId)?.name ?? 'this store');

  return (
    <section ref={sectionRef} aria-labelledby="orders-admin-title" className="flex min-w-0 flex-col gap-4">
      <PageHeader id="orders-admin-title" title="Orders" query={orders} />

      <div className="flex flex-col gap-3">
        <AdminOrderSearch value={q} onSearch={setSearch} />
        {stores.data && stores.data.length > 0 ? <StoreFilter value={storeId} stores={stores.data} onChange={(next) => setFilter(filter, next)} /> : null}
        <StatusFilter value={filter} counts={counts} onChange={(next) => setFilter(next, storeId)} />
      </div>

      {orders.isPending ? (
        <AdminOrdersSkeleton />
      ) : orders.isError ? (
        <LoadError title="Orders could not be loaded" query={orders} />
      ) : list.length === 0 && q ? (
        <EmptyState title={`No orders found for “${q}”`} description="Check the order number, mobile or e-mail, or the status and store chosen above." />
      ) : list.length === 0 ? (
        <EmptyState
          title={`${filter === 'all' ? 'No orders yet' : `No ${filterLabel(filter).toLowerCase()} orders`}${storeName ? ` at ${storeName}` : ''}`}
          description="New orders show up here by themselves."
        />
      ) : (
        <div className="flex flex-col gap-3">
          <AdminOrderHeadings />
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
            {q ? `${list.length} ${list.length === 1 ? 'order' : 'orders'} found for “${q}”` : `Showing ${list.length}`}
            {counts && !q ? ` of ${counts[filter]}` : null}
          </p>
        </div>
      )}

      {selected ? <AdminOrderPanel order={selected} onClose={() => setSelected(null)} /> : null}
    </section>
  );
}
