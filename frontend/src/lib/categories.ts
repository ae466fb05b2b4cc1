import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';

/** SPEC section 3: Category. `image` is a site-relative URL such as /media/category/x.webp. */
export interface Category {
  _id: string;
  name: string;
  image: string;
}

const byName = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** GET /api/category/get. SPEC: categories are sorted by name after loading (the server sorts too). */
export async function getCategories(): Promise<Category[]> {
  const { data } = await api.get<Category[]>('/api/category/get', { auth: 'none' });
  return [...(data ?? [])].sort((a, b) => byName.compare(a.name, b.name));
}

export const categoryKeys = {
  all: ['category'] as const,
  list: () => [...categoryKeys.all, 'list'] as const,
};

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: categoryKeys.list(),
    queryFn: getCategories,
    staleTime: 5 * 60_000,
  });

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
