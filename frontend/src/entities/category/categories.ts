import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiCategory } from '@core/contracts/category';
import { api, takePreloadedReply } from '@/lib/api-client';
import { categoryKeys } from './keys';
import { compareNames } from '@/lib/compare-names';

/** SPEC section 3: Category, as the API answers it (functions/core/contracts/category.ts). */
export type Category = ApiCategory;

const CATEGORIES_PATH = '/api/category/get';

/** SPEC: categories are sorted by name after loading (the server sorts too). */
const byNameOf = (data: Category[] | null | undefined) => [...(data ?? [])].sort((a, b) => compareNames(a.name, b.name));

/** GET /api/category/get. */
export async function getCategories(): Promise<Category[]> {
  const { data } = await api.get(CATEGORIES_PATH, { auth: 'none' });
  return byNameOf(data);
}

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: categoryKeys.list(),
    queryFn: getCategories,
    // On the home page: the answer preload/main.ts fetched while the app loaded, so the category
    // tiles paint at their real number in the first frame (a grid of 12 placeholders growing to the
    // real rows pushed the page down on a phone).
    initialData: () => {
      const reply = takePreloadedReply('GET', CATEGORIES_PATH);
      return reply ? byNameOf(reply.data) : undefined;
    },
    staleTime: 5 * 60_000,
  });

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
