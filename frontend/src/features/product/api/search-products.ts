import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api, takePreloadedReply, type ApiReply } from '@/lib/api-client';
import type { ProductPage } from '@/features/product/types';
import { pagingNumber } from './paging';
import { productKeys } from '@/entities/product/keys';
import { useStoreId } from '@/lib/store-choice';

const SEARCH_PATH = '/api/product/search-product';

/** POST /api/product/search-product: best match first; an empty search lists the newest products. */
export async function searchProducts(search: string, page: number, storeId: string | null): Promise<ProductPage> {
  return toProductPage(await api.post(SEARCH_PATH, { search, page }, { auth: 'none', storeId }), page);
}

function toProductPage(reply: ApiReply<'POST', typeof SEARCH_PATH>, page: number): ProductPage {
  const products = reply.data ?? [];
  return {
    products,
    page: pagingNumber(reply, 'page', page),
    totalPages: pagingNumber(reply, 'totalPage', 1),
    totalCount: pagingNumber(reply, 'totalCount', products.length),
  };
}

/** SPEC section 4: page 1 replaces the list, later pages append while page < totalPage. */
export const searchProductsQueryOptions = (search: string, storeId: string | null) =>
  infiniteQueryOptions({
    queryKey: productKeys.search(search, storeId),
    queryFn: ({ pageParam }) => searchProducts(search, pageParam, storeId),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.totalPages ? last.page + 1 : undefined),
    staleTime: 60_000,
    // A shopper who lands here: page 1 as preload/main.ts fetched it while the app loaded.
    initialData: () => {
      const reply = takePreloadedReply('POST', SEARCH_PATH, { search, page: 1 }, storeId);
      return reply ? { pages: [toProductPage(reply, 1)], pageParams: [1] } : undefined;
    },
  });

export function useSearchProducts(search: string) {
  return useInfiniteQuery(searchProductsQueryOptions(search, useStoreId()));
}
