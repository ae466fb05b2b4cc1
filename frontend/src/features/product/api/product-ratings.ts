import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { productKeys } from '@/entities/product/keys';

/** POST /api/rating/products for one page of the admin's list: each product's thumbs from shoppers' item ratings. */
export function useProductRatings(productIds: readonly string[]): ReadonlyMap<string, { up: number; down: number }> {
  const ratings = useQuery({
    queryKey: [...productKeys.all, 'ratings', ...productIds],
    queryFn: async () => (await api.post('/api/rating/products', { productIds: [...productIds] })).data,
    enabled: productIds.length > 0,
    staleTime: 60_000,
  });
  return useMemo(() => new Map((ratings.data ?? []).map((rating) => [rating.productId, rating])), [ratings.data]);
}
