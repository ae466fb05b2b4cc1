import { useQueries } from '@tanstack/react-query';
import type { ApiRatingScores } from '@core/contracts/rating';
import type { Score } from '@core/ratings';
import { api } from '@/lib/api-client';
import { orderKeys } from '@/entities/order/keys';

/** POST /api/rating/scores, once per store the riders belong to: each rider's score and each store's. */
export function useRatingScores(storeIds: readonly string[]) {
  return useQueries({
    queries: [...new Set(storeIds)].map((storeId) => ({
      queryKey: [...orderKeys.riders(), 'scores', storeId],
      queryFn: async (): Promise<ApiRatingScores> => (await api.post('/api/rating/scores', { storeId })).data,
      staleTime: 60_000,
    })),
    combine: (results) => {
      const riders = new Map<string, Score>();
      const stores = new Map<string, Score>();
      for (const result of results) {
        if (!result.data) continue;
        stores.set(result.data.storeId, result.data.store);
        for (const rider of result.data.riders) riders.set(rider.riderId, rider.score);
      }
      return { riders, stores };
    },
  });
}
