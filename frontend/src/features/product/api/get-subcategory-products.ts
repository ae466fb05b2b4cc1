import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api, takePreloadedReply, type ApiReply } from '@/lib/api-client';
import type { ProductPage } from '@/features/product/types';
import { pagingNumber } from './paging';
import { productKeys } from '@/entities/product/keys';
import { useStoreId } from '@/lib/store-choice';

/** SPEC section 9: the sub category list loads 8 a page. */
export const SUBCATEGORY_PAGE_SIZE = 8;

/** POST /api/product/get-pruduct-by-category-and-subcategory (the path's spelling is the spec's). */
const LISTING_PATH = '/api/product/get-pruduct-by-category-and-subcategory';

export async function getSubCategoryProducts(categoryId: string, subCategoryId: string, page: number, storeId: string | null): Promise<ProductPage> {
  return toProductPage(await api.post(LISTING_PATH, { categoryId, subCategoryId, page, limit: SUBCATEGORY_PAGE_SIZE }, { auth: 'none', storeId }), page);
}

function toProductPage(reply: ApiReply<'POST', typeof LISTING_PATH>, page: number): ProductPage {
  const products = reply.data ?? [];
  const totalCount = pagingNumber(reply, 'totalCount', products.length);
  return {
    products,
    page: pagingNumber(reply, 'page', page),
    totalPages: pagingNumber(reply, 'totalPage', Math.ceil(totalCount / SUBCATEGORY_PAGE_SIZE)),
    totalCount,
  };
}

/** SPEC section 4: the first page replaces the list, later pages append (one cache entry per aisle). */
export const subCategoryProductsQueryOptions = (categoryId: string, subCategoryId: string, storeId: string | null) =>
  infiniteQueryOptions({
    queryKey: productKeys.bySubCategory(categoryId, subCategoryId, storeId),
    queryFn: ({ pageParam }) => getSubCategoryProducts(categoryId, subCategoryId, pageParam, storeId),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.totalPages ? last.page + 1 : undefined),
    enabled: categoryId !== '' && subCategoryId !== '',
    staleTime: 60_000,
    // A shopper who lands here: page 1 as preload/main.ts fetched it while the app loaded.
    initialData: () => {
      const reply = takePreloadedReply('POST', LISTING_PATH, { categoryId, subCategoryId, page: 1, limit: SUBCATEGORY_PAGE_SIZE }, storeId);
      return reply ? { pages: [toProductPage(reply, 1)], pageParams: [1] } : undefined;
    },
  });

export function useSubCategoryProducts(categoryId: string, subCategoryId: string) {
  return useInfiniteQuery(subCategoryProductsQueryOptions(categoryId, subCategoryId, useStoreId()));
}
