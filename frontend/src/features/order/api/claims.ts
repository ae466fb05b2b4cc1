import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { reportProblemBody } from '@core/contracts/claim';
import type * as z from 'zod';
import { api } from '@/lib/api-client';
import { creditKeys } from '@/entities/credit/credit-balance';
import { orderKeys } from '@/entities/order/keys';

/** POST /api/order/claims: whether a problem can be reported now (and why not), what can be claimed, the claims so far. */
export const orderClaimsQueryOptions = (orderId: string) =>
  queryOptions({
    // Under the order's detail: what refreshes the order refreshes it; a decided claim's live message too.
    queryKey: [...orderKeys.detail(orderId), 'claims'],
    queryFn: async () => (await api.post('/api/order/claims', { orderId })).data,
    staleTime: 30_000,
  });

export function useOrderClaims(orderId: string, enabled: boolean) {
  return useQuery({ ...orderClaimsQueryOptions(orderId), enabled });
}

/**
 * POST /api/order/claim (once per Idempotency-Key: a retried send is the same claim). A small claim is
 * decided and paid back in the answer, so the order (its refunds) and the credit are read again.
 */
export function useReportProblem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: z.input<typeof reportProblemBody>) => (await api.post('/api/order/claim', input, { idempotent: true })).data,
    onSettled: (_claim, _error, input) => {
      void queryClient.invalidateQueries({ queryKey: orderKeys.detail(input.orderId) });
      void queryClient.invalidateQueries({ queryKey: creditKeys.all });
    },
  });
}
