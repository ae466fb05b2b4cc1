import { Link } from '@/lib/router';
import { buttonClasses, Button } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { Spinner } from '@/components/spinner';
import { useLoadMoreOnScroll } from '@/lib/infinite-scroll';
import { SUBCATEGORY_PAGE_SIZE, useSubCategoryProducts } from '@/features/product/api/get-subcategory-products';
import type { CartControl } from '@/features/product/types';
import { ProductGrid } from './product-grid';

interface SubCategoryProductsProps {
  categoryId: string;
  subCategoryId: string;
  CartControl: CartControl;
}

/**
 * The pictures a list loads at once: the first product's, the page's largest paint, which index.html
 * already preloads for a shopper landing here (LISTING_IMAGES_FIRST in preload/landing-calls.ts).
 * The others load as they are laid out, so the three beside it on a phone's first screen do not take
 * its bandwidth (each run with four eager ones had them all at high priority before its paint).
 */
export const SUBCATEGORY_EAGER_IMAGES = 1;

/** The product side of the sub category list: pages of 8, the next one loading as the shopper scrolls. */
export function SubCategoryProducts({ categoryId, subCategoryId, CartControl }: SubCategoryProductsProps) {
  const query = useSubCategoryProducts(categoryId, subCategoryId);
  const products = query.data?.pages.flatMap((page) => page.products) ?? [];

  useLoadMoreOnScroll({
    canLoadMore: query.hasNextPage && !query.isFetching,
    loadMore: () => void query.fetchNextPage(),
    itemCount: products.length,
  });

  if (query.isPending) {
    return (
      <div aria-busy="true">
        <span className="sr-only" role="status">
          Loading products
        </span>
        <ProductGrid products={[]} CartControl={CartControl} skeletons={SUBCATEGORY_PAGE_SIZE} layout="with-rail" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <LoadError
        title="These products could not be loaded"
        query={query}
      />
    );
  }
  if (products.length === 0) {
    return (
      <EmptyState
        title="Nothing on this shelf yet"
        description="We are restocking this aisle. Have a look around the others meanwhile."
        action={
          <Link to="/" className={buttonClasses({ variant: 'outline' })}>
            Back to home
          </Link>
        }
      />
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <ProductGrid products={products} CartControl={CartControl} layout="with-rail" eagerCount={SUBCATEGORY_EAGER_IMAGES} />
      {query.isFetchingNextPage ? (
        <p className="flex items-center justify-center gap-2 py-2 text-sm text-ink-muted">
          <Spinner className="text-brand" label={null} /> Loading more products...
        </p>
      ) : null}
      {query.hasNextPage && !query.isFetchingNextPage ? (
        // For keyboards and when scrolling cannot fire (the page is too short).
        <div className="flex justify-center">
          <Button variant="outline" onClick={() => void query.fetchNextPage()}>
            Show more
          </Button>
        </div>
      ) : null}
    </div>
  );
}
