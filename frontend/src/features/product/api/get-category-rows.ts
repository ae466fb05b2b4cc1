import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Product } from '../types';
import { productKeys } from './product-keys';

export interface CategoryRow {
  categoryId: string;
  products: Product[];
}

/** The server takes at most this many ids a call (functions/api/product/get-products-by-category.ts). */
const MAX_IDS_PER_CALL = 50;

/**
 * POST /api/product/get-product-by-category with {ids}: one row of newest products per category,
 * in the order given, so the home page needs a single call (more only past 50 categories).
 */
export async function getCategoryRows(categoryIds: readonly string[]): Promise<CategoryRow[]> {
  const chunks: string[][] = [];
  for (let start = 0; start < categoryIds.length; start += MAX_IDS_PER_CALL) {
    chunks.push(categoryIds.slice(start, start + MAX_IDS_PER_CALL));
  }
  const replies = await Promise.all(
    chunks.map((ids) => api.post<CategoryRow[]>('/api/product/get-product-by-category', { ids })),
  );
  return replies.flatMap((reply) => reply.data ?? []);
}

export const categoryRowsQueryOptions = (categoryIds: readonly string[]) =>
  queryOptions({
    queryKey: productKeys.categoryRows(categoryIds),
    queryFn: () => getCategoryRows(categoryIds),
    enabled: categoryIds.length > 0,
    staleTime: 60_000,
  });

export function useCategoryRows(categoryIds: readonly string[]) {
  return useQuery(categoryRowsQueryOptions(categoryIds));
}
