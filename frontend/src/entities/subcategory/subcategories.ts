import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiSubCategory } from '@core/contracts/subcategory';
import { api } from '@/lib/api-client';
import { subCategoryKeys } from './keys';
import { compareNames } from '@/lib/compare-names';

/** SPEC section 3: Sub category, linked to one or more categories (functions/core/contracts/subcategory.ts). */
export type SubCategory = ApiSubCategory;

/** POST /api/subcategory/get. SPEC: sub categories are sorted by name after loading. */
export async function getSubCategories(): Promise<SubCategory[]> {
  const { data } = await api.post('/api/subcategory/get', {}, { auth: 'none' });
  return [...(data ?? [])].sort((a, b) => compareNames(a.name, b.name));
}

export const subCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: subCategoryKeys.list(),
    queryFn: getSubCategories,
    staleTime: 5 * 60_000,
  });

export function useSubCategories() {
  return useQuery(subCategoriesQueryOptions());
}
