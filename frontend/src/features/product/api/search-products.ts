import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Product, ProductPage } from '../types';
import { pagingNumber } from './paging';
import { productKeys } from './product-keys';

/** POST /api/product/search-product: best match first; an empty search lists the newest products. */
export async function searchProducts(search: string, page: number): Promise<ProductPage> {
  const reply = await api.post<Product[]>('/api/product/search-product', { search, page });
  const products = reply.data ?? [];
  return {
    products,
    page: pagingNumber(reply, 'page', page),
    totalPages: pagingNumber(reply, 'totalPage', 1),
    totalCount: pagingNumber(reply, 'totalCount', products.length),
  };
}

/** SPEC section 4: page 1 replaces the list, later pages append while page < totalPage. */
export const searchProductsQueryOptions = (search: string) =>
  infiniteQueryOptions({
    queryKey: productKeys.search(search),
    queryFn: ({ pageParam }) => searchProducts(search, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.totalPages ? last.page + 1 : undefined),
    staleTime: 60_000,
  });

export function useSearchProducts(search: string) {
  return useInfiniteQuery(searchProductsQueryOptions(search));
}
