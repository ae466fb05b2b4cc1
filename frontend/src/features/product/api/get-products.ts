import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ProductPage } from '@/features/product/types';
import { pagingNumber } from './paging';
import { productKeys } from '@/entities/product/keys';

/** SPEC section 9: the admin product list shows 12 a page. */
export const ADMIN_PAGE_SIZE = 12;

/** POST /api/product/get: the admin list, newest first or best match first; `totalNoPage` pages. */
export async function getProducts({ page, search }: { page: number; search: string }): Promise<ProductPage> {
  const reply = await api.post('/api/product/get', { page, limit: ADMIN_PAGE_SIZE, search }, { auth: 'none' });
  const products = reply.data ?? [];
  return {
    products,
    page: pagingNumber(reply, 'page', page),
    totalPages: pagingNumber(reply, 'totalNoPage', 1),
    totalCount: pagingNumber(reply, 'totalCount', products.length),
  };
}

export const productsQueryOptions = (page: number, search: string) =>
  queryOptions({
    queryKey: productKeys.list(page, search),
    queryFn: () => getProducts({ page, search }),
    // Paging and typing keep the previous page on screen instead of flashing skeletons.
    placeholderData: keepPreviousData,
  });

export function useProducts(page: number, search: string) {
  return useQuery(productsQueryOptions(page, search));
}
