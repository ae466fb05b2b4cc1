import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ApiCredit } from '@core/contracts/credit';
import { api } from '@/lib/api-client';
import { creditKeys } from '@/entities/credit/credit-balance';

export const CREDIT_HISTORY_PAGE_SIZE = 20;

/** POST /api/credit/get: the signed-in shopper's balance and one page of entries, newest first. */
export async function getCreditHistory(cursor: string | null): Promise<ApiCredit> {
  const { data } = await api.post('/api/credit/get', { limit: CREDIT_HISTORY_PAGE_SIZE, ...(cursor ? { cursor } : {}) });
  return data ?? { balance: 0, entries: [], nextCursor: null };
}

/** Under creditKeys.all: a placed or cancelled order, or a claim paid back, refreshes it with the balance. */
export const creditHistoryQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: creditKeys.history(),
    queryFn: ({ pageParam }) => getCreditHistory(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export function useCreditHistory() {
  return useInfiniteQuery(creditHistoryQueryOptions());
}
