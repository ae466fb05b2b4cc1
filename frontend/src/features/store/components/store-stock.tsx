import { useId, useState } from 'react';
import { Link, useSearchParams } from '@/lib/router';
import { Button, buttonClasses } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { Skeleton } from '@/components/skeleton';
import { inputClasses } from '@/components/text-field';
import { cn } from '@/lib/cn';
import { useStores } from '@/entities/store/stores';
import { type StockView } from '@/entities/store/keys';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useStoreStock } from '@/features/store/api/get-store-stock';
import { StockRow, stockRowGrid } from './stock-row';
import { ReceiveCsvDialog } from './receive-csv-dialog';
import { StockGaps } from './stock-gaps';
import { WriteOffs } from './write-offs';

type Filter = StockView['filter'];
const FILTERS: { value: Filter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'low', label: 'Low' },
  { value: 'out', label: 'Out' },
];
const parseFilter = (value: string | null): Filter => FILTERS.find((f) => f.value === value)?.value ?? 'all';

/** SPEC section 9: typing in a search waits 300 ms. */
const SEARCH_DEBOUNCE_MS = 300;

/**
 * /dashboard/stores/:storeId/stock: the store's products with their stock there, All, Low (at or
 * below the store's threshold) or Out, searchable, a page at a time. Each row saves on its own.
 */
export function StoreStock({ storeId }: { storeId: string }) {
  const stores = useStores();
  const store = stores.data?.find((s) => s._id === storeId);
  const [params, setParams] = useSearchParams();
  const filter = parseFilter(params.get('filter'));
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const stock = useStoreStock(storeId, { filter, search });
  const searchId = useId();
  const [receivingCsv, setReceivingCsv] = useState(false);

  const back = (
    <Link to="/dashboard/stores" className="inline-flex min-h-11 items-center gap-1 self-start text-sm font-semibold text-brand-hover hover:underline sm:min-h-0">
      <span aria-hidden="true">←</span> Stores
    </Link>
  );

  if (stores.isPending) return <StockSkeleton />;
  if (stores.isError) return <LoadError title="The store could not be loaded" query={stores} />;
  if (!store) {
    return (
      <div className="flex flex-col gap-4">
        {back}
        <EmptyState title="Store not found" description="It may have been deleted." />
      </div>
    );
  }

  const rows = stock.data?.pages.flatMap((page) => page.rows) ?? [];
  const total = stock.data?.pages[0]?.totalCount;
  const emptyTitle = search ? `No products match "${search}"` : filter === 'low' ? 'Nothing is running low' : filter === 'out' ? 'Nothing is out of stock' : 'No products yet';

  return (
    <section aria-labelledby="store-stock-title" className="flex min-w-0 flex-col gap-4">
      {back}
      <PageHeader id="store-stock-title" title={`Stock at ${store.name}`} query={stock}>
        <div role="search" className="w-full sm:max-w-xs">
          <label htmlFor={searchId} className="sr-only">
            Search products
          </label>
          <input
            id={searchId}
            type="search"
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
            placeholder="Search products ..."
            autoComplete="off"
            className={inputClasses}
          />
        </div>
      </PageHeader>

      <div className="flex flex-wrap items-center gap-3">
        <div role="group" aria-label="Filter by stock" className="flex gap-2">
          {FILTERS.map((option) => (
            <button
              key={option.value}
              type="button"
              aria-pressed={option.value === filter}
              onClick={() => setParams(option.value === 'all' ? {} : { filter: option.value }, { replace: true })}
              className={cn(
                'h-11 rounded-full border px-4 text-sm font-semibold transition-colors sm:h-9',
                option.value === filter ? 'border-brand bg-brand text-white' : 'border-line bg-white text-ink hover:border-brand/50 hover:bg-brand-soft',
              )}
            >
              {option.label}
            </button>
          ))}
        </div>
        <p className="text-xs text-ink-muted">
          Low: {store.lowStockThreshold} or fewer left. A changed stock or shelf is saved when you leave the field or press Enter.
        </p>
        <Button variant="outline" className="max-sm:min-h-11 sm:ml-auto" onClick={() => setReceivingCsv(true)}>
          Receive by CSV
        </Button>
      </div>
      {receivingCsv ? <ReceiveCsvDialog storeId={store._id} storeName={store.name} onClose={() => setReceivingCsv(false)} /> : null}

      <WriteOffs storeId={store._id} />
      <StockGaps storeId={store._id} />

      {stock.isPending ? (
        <StockSkeleton />
      ) : stock.isError ? (
        <LoadError title="Stock could not be loaded" query={stock} />
      ) : rows.length === 0 ? (
        <EmptyState
          title={emptyTitle}
          action={
            filter === 'all' && !search ? (
              <Link to="/dashboard/upload-product" className={buttonClasses()}>
                Upload Product
              </Link>
            ) : undefined
          }
        />
      ) : (
        <div className={cn('flex flex-col gap-2', stock.isPlaceholderData && 'opacity-60 transition-opacity')}>
          <div aria-hidden="true" className={cn(stockRowGrid, 'hidden px-3 text-xs font-semibold tracking-wide text-ink-muted uppercase md:grid')}>
            <span className="col-span-2">Product</span>
            <span>Level</span>
            <span className="text-right">Stock</span>
            <span />
          </div>
          <ul aria-label={`Products at ${store.name}`} className="flex flex-col gap-2">
            {rows.map((row) => (
              <li key={row.productId}>
                <StockRow row={row} storeId={store._id} lowStockThreshold={store.lowStockThreshold} />
              </li>
            ))}
          </ul>
          {stock.hasNextPage ? (
            <Button variant="outline" className="self-center max-sm:min-h-11 max-sm:w-full" onClick={() => void stock.fetchNextPage()} pending={stock.isFetchingNextPage}>
              Load more
            </Button>
          ) : null}
          <p className="text-center text-xs text-ink-muted">
            Showing {rows.length}
            {total !== undefined ? ` of ${total}` : null}
          </p>
        </div>
      )}
    </section>
  );
}

function StockSkeleton() {
  return (
    <ul aria-busy="true" aria-label="Loading stock" className="flex animate-pulse flex-col gap-2">
      {Array.from({ length: 6 }, (_, index) => (
        <li key={index} className="flex items-center gap-3 rounded-xl border border-line bg-white px-3 py-2.5">
          <Skeleton pulse={false} className="size-12" />
          <div className="flex flex-1 flex-col gap-1.5">
            <Skeleton pulse={false} className="h-3.5 w-2/3" />
            <Skeleton pulse={false} className="h-3 w-16" />
          </div>
          <Skeleton pulse={false} className="h-11 w-24" />
        </li>
      ))}
    </ul>
  );
}
