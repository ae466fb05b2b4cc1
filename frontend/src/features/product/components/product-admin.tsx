import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { toast } from 'react-hot-toast/headless';
import { Link, useSearchParams } from '@/lib/router';
import { AdminPage } from '@/components/admin-page';
import { Button, buttonClasses } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Dialog } from '@/components/dialog';
import { Skeleton } from '@/components/skeleton';
import { SuccessDialog } from '@/components/success-dialog';
import { inputClasses } from '@/components/text-field';
import { cn } from '@/lib/cn';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useDeleteProduct } from '@/features/product/api/delete-product';
import { ADMIN_PAGE_SIZE, useProducts } from '@/features/product/api/get-products';
import { useProductRatings } from '@/features/product/api/product-ratings';
import { useUpdateProduct } from '@/features/product/api/update-product';
import { productDetailsQueryOptions } from '@/features/product/api/get-product-details';
import { useStoreStockTable } from '@/features/product/api/store-stock';
import type { Product } from '@/features/product/types';
import { ProductForm, ProductFormSkeleton, type ProductFormProps } from './product-form/product-form';
import { ProductImage } from '@/components/product-image';

/**
 * The edit form starts from the product as it is now (the list may be minutes old), with its stock
 * at every store now: that is what the saves compare with, so a sale made since is not undone.
 */
function EditProductForm({ product, pending, onSubmit }: { product: Product; pending: boolean; onSubmit: ProductFormProps['onSubmit'] }) {
  const fresh = useQuery({ ...productDetailsQueryOptions(product._id), staleTime: 0 });
  const stores = useStoreStockTable(product._id);
  if (fresh.isPending || stores.state === 'loading') return <ProductFormSkeleton />;
  // Unreadable now: edit the list's copy; the server still refuses a stale stock.
  return <ProductForm key={product._id} product={fresh.data ?? product} stores={stores} submitLabel="Update Product" pending={pending} onSubmit={onSubmit} />;
}

/** SPEC sections 4 and 9: typing in the search waits 300 ms, then starts again from page 1. */
const SEARCH_DEBOUNCE_MS = 300;

// Beside the dashboard menu: 5 columns at most on desktop.
const grid = 'grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 xl:grid-cols-5';

/** A page number from the address: a whole number from 1, else the first page. */
function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/**
 * The list's place, in the address: `?q=` the search and `?page=` the page, so a reload,
 * Back and Forward and a shared link show the same products. A page step is a history entry;
 * typing replaces the current one (and a new search starts from page 1).
 */
function useListPlace() {
  const [params, setParams] = useSearchParams();
  const search = params.get('q')?.trim() ?? '';
  const page = pageFrom(params.get('page'));
  const place = (next: { search: string; page: number }, options: { replace: boolean }) =>
    setParams({ ...(next.search ? { q: next.search } : {}), ...(next.page > 1 ? { page: String(next.page) } : {}) }, options);
  return {
    search,
    page,
    setPage: (next: number, replace = false) => place({ search, page: next }, { replace }),
    setSearch: (next: string) => place({ search: next, page: 1 }, { replace: true }),
  };
}

/** SPEC "Product admin list": search, a grid of cards with Edit and Delete, and Previous / n/total / Next. */
export function ProductAdmin() {
  const { search, page, setPage, setSearch } = useListPlace();
  const [searchText, setSearchText] = useState(search);
  const typed = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const [editing, setEditing] = useState<Product | null>(null);
  const [toDelete, setToDelete] = useState<Product | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const searchId = useId();

  // What was typed reaches the address once it has settled; only a change of it does, so the
  // field's last value never overwrites the address that Back or Forward just changed.
  useEffect(() => {
    if (typed !== search) setSearch(typed);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on a new typed value only (above)
  }, [typed]);
  // Back and Forward change the address: the field follows.
  const [searchInAddress, setSearchInAddress] = useState(search);
  if (searchInAddress !== search) {
    setSearchInAddress(search);
    if (searchText.trim() !== search) setSearchText(search);
  }

  const products = useProducts(page, search);
  const thumbs = useProductRatings(products.data?.products.map((product) => product._id) ?? []);
  const totalPages = Math.max(1, products.data?.totalPages ?? 1);

  // After a delete the last page may be gone, or the address named a page past the end: the last one.
  useEffect(() => {
    if (products.data && !products.isPlaceholderData && page > totalPages) setPage(totalPages, true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- setPage is new each render; the values decide
  }, [products.data, products.isPlaceholderData, page, totalPages]);

  const update = useUpdateProduct({
    onSuccess: (reply) => {
      setEditing(null);
      setMessage(reply.message || 'Product updated');
    },
  });
  const remove = useDeleteProduct({
    onSuccess: (reply) => {
      setToDelete(null);
      toast.success(reply.message || 'Product deleted');
    },
  });

  return (
    <AdminPage
      id="product-admin-title"
      title="Product"
      query={products}
      items={products.data?.products}
      header={
        <div role="search" className="relative w-full sm:max-w-xs">
          <label htmlFor={searchId} className="sr-only">
            Search product
          </label>
          <svg viewBox="0 0 24 24" className="pointer-events-none absolute top-1/2 left-3 size-4.5 -translate-y-1/2 text-ink-muted" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
            <circle cx="11" cy="11" r="7" />
            <path d="m20 20-3.5-3.5" strokeLinecap="round" />
          </svg>
          <input
            id={searchId}
            type="search"
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
            placeholder="Search product here ..."
            autoComplete="off"
            className={cn(inputClasses, 'pl-9')}
          />
        </div>
      }
      skeleton={
        <ul className={grid} aria-hidden="true">
          {Array.from({ length: ADMIN_PAGE_SIZE }, (_, index) => (
            <li key={index} className="flex flex-col gap-2 rounded-2xl border border-line bg-white p-3">
              <Skeleton className="aspect-square w-full" />
              <Skeleton className="h-3.5 w-full" />
              <Skeleton className="h-3 w-1/2" />
              <div className="grid grid-cols-2 gap-2">
                <Skeleton className="h-8" />
                <Skeleton className="h-8" />
              </div>
            </li>
          ))}
        </ul>
      }
      errorTitle="Products could not be loaded"
      empty={{
        title: search ? 'No products match your search' : 'No products yet',
        description: search ? `Nothing found for "${search}". Try another name.` : 'Upload the first product to fill the shelves.',
        action: search ? undefined : (
          <Link to="/dashboard/upload-product" className={buttonClasses()}>
            Upload Product
          </Link>
        ),
      }}
      list={(items) => (
        <>
          <ul className={cn(grid, products.isPlaceholderData && 'opacity-60 transition-opacity')}>
            {items.map((product) => (
              <li key={product._id} className="flex flex-col overflow-hidden rounded-2xl border border-line bg-white shadow-sm transition-shadow hover:shadow-md">
                <div className="p-2.5 pb-0">
                  <ProductImage src={product.image[0]} alt={product.name} size={180} className="rounded-xl bg-slate-50" />
                </div>
                <p className="line-clamp-2 min-h-[2lh] px-3 pt-2 text-sm leading-snug font-semibold text-ink" title={product.name}>
                  {product.name}
                </p>
                <p className="truncate px-3 pt-0.5 text-xs text-ink-muted">
                  {product.unit}
                  <ProductThumbs rating={thumbs.get(product._id)} />
                </p>
                <div className="mt-auto grid grid-cols-2 gap-1.5 p-2.5 pt-2.5 sm:gap-2 sm:p-3">
                  <Button size="sm" variant="outline" className="px-2!" aria-label={`Edit ${product.name}`} onClick={() => setEditing(product)}>
                    Edit
                  </Button>
                  <Button size="sm" variant="danger-outline" className="px-2!" aria-label={`Delete ${product.name}`} onClick={() => setToDelete(product)}>
                    Delete
                  </Button>
                </div>
              </li>
            ))}
          </ul>
          <nav aria-label="Pages" className="flex items-center justify-between gap-3 rounded-2xl border border-line bg-white p-2 shadow-sm">
            <Button variant="ghost" onClick={() => page > 1 && setPage(page - 1)} aria-disabled={page <= 1} className={cn(page <= 1 && 'opacity-50')}>
              Previous
            </Button>
            <div className="flex items-center gap-3">
              <p className="text-sm font-semibold text-ink tabular-nums" aria-live="polite">
                <span className="sr-only">Page </span>
                {page}/{totalPages}
              </p>
              {totalPages > 1 ? <PageJump key={page} page={page} totalPages={totalPages} onJump={setPage} /> : null}
            </div>
            <Button
              variant="ghost"
              onClick={() => page < totalPages && setPage(page + 1)}
              aria-disabled={page >= totalPages}
              className={cn(page >= totalPages && 'opacity-50')}
            >
              Next
            </Button>
          </nav>
        </>
      )}
    >
      {editing ? (
        <Dialog open onClose={() => setEditing(null)} title="Edit Product" size="lg">
          <EditProductForm
            product={editing}
            pending={update.isPending}
            onSubmit={(input, storeStock) => update.mutate({ input: { _id: editing._id, ...input }, storeStock })}
          />
        </Dialog>
      ) : null}

      <SuccessDialog message={message} onConfirm={() => setMessage(null)} />

      <ConfirmDialog
        open={toDelete !== null}
        message="Are you sure want to delete permanent ?"
        confirmLabel="Delete"
        pending={remove.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={() => {
          // A refusal (e.g. 409 while still in use) is toasted; asking again would not help.
          if (toDelete) remove.mutate(toDelete._id, { onError: () => setToDelete(null) });
        }}
      />
    </AdminPage>
  );
}

/** Go to a page by its number: typed, then Enter or Go; out of range is clamped. */
function PageJump({ page, totalPages, onJump }: { page: number; totalPages: number; onJump: (page: number) => void }) {
  const id = useId();
  const [value, setValue] = useState(String(page));
  const jump = (event: FormEvent) => {
    event.preventDefault();
    const wanted = Math.trunc(Number(value));
    if (!Number.isFinite(wanted) || value.trim() === '') return;
    const next = Math.min(Math.max(wanted, 1), totalPages);
    setValue(String(next));
    if (next !== page) onJump(next);
  };
  return (
    // noValidate: a number past the end is clamped to the last page rather than refused by the browser.
    <form onSubmit={jump} noValidate className="flex items-center gap-1.5">
      <label htmlFor={id} className="text-sm text-ink-muted max-sm:sr-only">
        Go to page
      </label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={1}
        max={totalPages}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        className={cn(inputClasses, 'h-9 w-16 px-2 text-center')}
      />
      <Button type="submit" size="sm" variant="outline">
        Go
      </Button>
    </form>
  );
}

/** Shoppers' thumbs on a product's item ratings (admins only); nothing for a product never rated. */
function ProductThumbs({ rating }: { rating: { up: number; down: number } | undefined }) {
  if (!rating || rating.up + rating.down === 0) return null;
  return (
    <span title="Shoppers' item ratings">
      {' · '}
      <span aria-label={`${rating.up} thumbs up, ${rating.down} thumbs down`}>
        👍 {rating.up} 👎 {rating.down}
      </span>
    </span>
  );
}
