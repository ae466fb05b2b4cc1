import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { Spinner } from '@/components/spinner';
import { useLoadMoreOnScroll } from '@/lib/infinite-scroll';
import { useSearchProducts } from '@/features/product/api/search-products';
import type { CartControl } from '@/features/product/types';
import { ProductGrid } from './product-grid';

/** SPEC section 9: the search grid shows 10 skeletons while loading. */
const SKELETONS = 10;

/**
 * Eager pictures: the first result's, the page's largest paint, which index.html already preloads
 * for a shopper landing here (SEARCH_IMAGES_FIRST in preload/landing-calls.ts, which cannot share
 * code with the app). The rest load as they are laid out, so they do not compete with it for a
 * phone's bandwidth.
 */
export const SEARCH_EAGER_IMAGES = 1;

/**
 * SPEC "/search": Search Results with the count, a grid, skeletons while loading, No Data found when
 * empty, and the next page on scrolling (page 1 replaces, later pages append).
 */
export function SearchResults({ search, CartControl }: { search: string; CartControl: CartControl }) {
  const query = useSearchProducts(search);
  const products = query.data?.pages.flatMap((page) => page.products) ?? [];
  const totalCount = query.data?.pages[0]?.totalCount ?? 0;
  // A search that failed has no count to give: "Search Results: 0" would say nothing matched.
  const failed = query.isError && products.length === 0;

  useLoadMoreOnScroll({
    canLoadMore: query.hasNextPage && !query.isFetching,
    loadMore: () => void query.fetchNextPage(),
    itemCount: products.length,
  });

  // At least a screen tall (--page-fill): skeletons, a short first page, the next page or No Data found
  // then never move a footer that is in view.
  return (
    <section
      aria-labelledby="search-title"
      aria-busy={query.isPending || query.isFetchingNextPage}
      className="flex min-h-(--page-fill) flex-col gap-4"
    >
      <h1 id="search-title" className="flex items-center gap-2 text-lg font-bold text-ink lg:text-xl">
        {query.isPending ? (
          <>
            Search Results: <span aria-hidden="true" className="inline-block h-5 w-8 animate-pulse rounded-md bg-slate-200/80" />
          </>
        ) : failed ? (
          'Search Results'
        ) : (
          `Search Results: ${totalCount}`
        )}
      </h1>

      {query.isPending ? (
        <ProductGrid products={[]} CartControl={CartControl} skeletons={SKELETONS} />
      ) : failed ? (
        // What the shopper typed is quoted: one long word wraps inside the card (overflow-wrap).
        <div role="alert" className="[overflow-wrap:anywhere]">
          <LoadError
            title="Search did not work"
            description={search ? `We could not search for "${search}" just now. Please try again.` : 'We could not reach the store just now. Please try again.'}
            query={query}
            retryLabel="Retry"
          />
        </div>
      ) : products.length === 0 ? (
        <EmptyState
          className="[overflow-wrap:anywhere]"
          title="No Data found"
          description={search ? `Nothing matches "${search}". Try another word, like atta, milk or chips.` : undefined}
        />
      ) : (
        <>
          <ProductGrid products={products} CartControl={CartControl} eagerCount={SEARCH_EAGER_IMAGES} />
          {query.isFetchingNextPage ? (
            <p role="status" className="flex items-center justify-center gap-2 py-2 text-sm text-ink-muted">
              <Spinner className="text-brand" label={null} /> Loading more products...
            </p>
          ) : query.isFetchNextPageError ? (
            // The next page failed: what was found stays, with a way to ask for the rest again.
            <LoadError title="More products could not be loaded" query={{ refetch: () => query.fetchNextPage(), isFetching: query.isFetching }} retryLabel="Retry" />
          ) : null}
        </>
      )}
    </section>
  );
}
