import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiSubCategory } from '@core/contracts/subcategory';
import { api, takePreloadedReply } from '@/lib/api-client';
import { subCategoryKeys } from './keys';
import { compareNames } from '@/lib/compare-names';

/** SPEC section 3: Sub category, linked to one or more categories (functions/core/contracts/subcategory.ts). */
export type SubCategory = ApiSubCategory;

/** SPEC: sub categories are sorted by name after loading. */
const byNameOf = (data: SubCategory[] | null | undefined) => [...(data ?? [])].sort((a, b) => compareNames(a.name, b.name));

/** POST /api/subcategory/get. */
export async function getSubCategories(): Promise<SubCategory[]> {
  const { data } = await api.post('/api/subcategory/get', {}, { auth: 'none' });
  return byNameOf(data);
}

export const subCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: subCategoryKeys.list(),
    queryFn: getSubCategories,
    // The answer preload/main.ts already has (the home page, a listing), when it is in by the first
    // render: taken later, it came as an update of its own, and every row of the home page rendered
    // again at once (one long task, 79 ms of the unthrottled trace in the run that had it).
    initialData: () => {
      const reply = takePreloadedReply('POST', '/api/subcategory/get', {});
      return reply ? byNameOf(reply.data) : undefined;
    },
    staleTime: 5 * 60_000,
  });

export function useSubCategories() {
  return useQuery(subCategoriesQueryOptions());
}
