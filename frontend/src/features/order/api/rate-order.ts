import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiOrderRating } from '@core/contracts/rating';
import type { ItemRating, RatingTag, Thumb } from '@core/ratings';
import { api } from '@/lib/api-client';
import { orderKeys } from '@/entities/order/keys';

/** POST /api/order/rating: whether the shopper's delivered order can be rated now, and its rating. */
export const orderRatingQueryOptions = (orderId: string) =>
  queryOptions({
    // Under the order's detail: what refreshes the order refreshes it.
    queryKey: [...orderKeys.detail(orderId), 'rating'],
    queryFn: async (): Promise<ApiOrderRating> => (await api.post('/api/order/rating', { orderId })).data,
    staleTime: 60_000,
  });

export function useOrderRating(orderId: string, enabled: boolean) {
  return useQuery({ ...orderRatingQueryOptions(orderId), enabled });
}

export interface RateOrderInput {
  orderId: string;
  delivery: Thumb;
  tags: RatingTag[];
  items: ItemRating[];
}

/**
 * POST /api/order/rate: the first rating or a change within the hour. The answer is the rating as
 * stored; a refusal (changed elsewhere, past the hour) is toasted by the query client and the
 * rating read again.
 */
export function useRateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: RateOrderInput) => (await api.post('/api/order/rate', input)).data,
    onSuccess: (rating, input) => queryClient.setQueryData(orderRatingQueryOptions(input.orderId).queryKey, (old) => (old ? { ...old, rating } : old)),
    onError: (_error, input) => void queryClient.invalidateQueries({ queryKey: orderRatingQueryOptions(input.orderId).queryKey }),
  });
}
