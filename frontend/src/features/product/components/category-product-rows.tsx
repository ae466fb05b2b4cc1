import { useDeferredValue, useMemo } from 'react';
import { useCategories } from '@/entities/category/categories';
import { categoryHref } from '@/lib/category-href';
import { useSubCategories } from '@/entities/subcategory/subcategories';
import { useLoadMoreOnScroll } from '@/lib/infinite-scroll';
import { ROWS_PER_CALL, useCategoryRows } from '@/features/product/api/get-category-rows';
import type { CartControl } from '@/features/product/types';
import { ProductRow } from './product-row';

/** How many categories show skeleton rows before the category list itself is known. */
const PLACEHOLDER_ROWS = 3;

/**
 * SPEC section 2 "/": one horizontal row of products per category, with See All. The first rows come
 * in one request, the rest as the shopper scrolls (ROWS_PER_CALL a request). Rows of categories
 * without products are left out once loaded.
 */
export function CategoryProductRows({ CartControl }: { CartControl: CartControl }) {
  const categories = useCategories();
  const subCategories = useSubCategories();
  const categoryIds = useMemo(() => categories.data?.map((category) => category._id) ?? [], [categories.data]);
  const rows = useCategoryRows(categoryIds);
  // Deferred: a page of rows (up to 8 × 12 cards) renders in a background transition that yields to
  // the browser every few milliseconds, instead of one long task that blocks taps and scrolling.
  const pages = useDeferredValue(rows.data?.pages);

  const productsByCategory = useMemo(() => new Map((pages ?? []).flat().map((row) => [row.categoryId, row.products])), [pages]);
  const loadedCategories = (pages?.length ?? 0) * ROWS_PER_CALL;
  /** Rows being fetched, or fetched and still rendering in the background: they show skeletons. */
  const rowsComing = rows.isFetching || pages !== rows.data?.pages;
  useLoadMoreOnScroll({
    canLoadMore: rows.hasNextPage && !rows.isFetchingNextPage,
    loadMore: () => void rows.fetchNextPage(),
    itemCount: loadedCategories,
  });

  if (categories.isPending) {
    return (
      <div className="flex flex-col gap-6 lg:gap-8">
        {Array.from({ length: PLACEHOLDER_ROWS }, (_, index) => (
          <ProductRow key={index} title={null} products={[]} loading CartControl={CartControl} />
        ))}
      </div>
    );
  }
  // Category failures already show a retry in the tiles above; row failures just leave the rows out.
  if (categories.isError || rows.isError) return null;

  return (
    <div className="flex flex-col gap-6 lg:gap-8">
      {categories.data.map((category, index) => {
        const products = productsByCategory.get(category._id);
        const loaded = index < loadedCategories;
        // Skeletons for the rows being fetched now; nothing yet for rows further down.
        if (!loaded && index >= loadedCategories + (rowsComing ? ROWS_PER_CALL : 0)) return null;
        if (loaded && (!products || products.length === 0)) return null;
        return (
          <ProductRow
            key={category._id}
            title={category.name}
            href={categoryHref(category, subCategories.data)}
            products={products ?? []}
            loading={!loaded}
            CartControl={CartControl}
          />
        );
      })}
    </div>
  );
}
