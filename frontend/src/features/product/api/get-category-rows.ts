import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { CategoryRow } from '@core/contracts/product';
import { productKeys } from '@/entities/product/keys';
import { useStoreId } from '@/lib/store-choice';

/**
 * Rows asked per call. 8 rows × 12 products stays within one DynamoDB BatchGet (100 keys) for the
 * fresh stock, so each call costs the server 2 requests, and the first viewport needs one call
 * whatever the number of categories; later rows load as the shopper scrolls.
 */
export const ROWS_PER_CALL = 8;

/** POST /api/product/get-product-by-category with {ids}: one row of newest products per category, in order. */
export async function getCategoryRows(categoryIds: readonly string[], storeId: string | null): Promise<CategoryRow[]> {
  const reply = await api.post('/api/product/get-product-by-category', { ids: categoryIds }, { auth: 'none', storeId });
  return reply.data ?? [];
}

export const categoryRowsQueryOptions = (categoryIds: readonly string[], storeId: string | null) =>
  infiniteQueryOptions({
    queryKey: productKeys.categoryRows(categoryIds, storeId),
    queryFn: ({ pageParam }) => getCategoryRows(categoryIds.slice(pageParam, pageParam + ROWS_PER_CALL), storeId),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => {
      const next = pages.length * ROWS_PER_CALL;
      return next < categoryIds.length ? next : undefined;
    },
    enabled: categoryIds.length > 0,
    staleTime: 60_000,
  });

export function useCategoryRows(categoryIds: readonly string[]) {
  return useInfiniteQuery(categoryRowsQueryOptions(categoryIds, useStoreId()));
}
