import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { orderKeys } from '@/entities/order/keys';

/**
 * POST /api/order/substitution: the shopper accepts or rejects the substitute proposed for a line.
 * The answer is the order as details answers it; a refusal (409: their time ran out) reads it again.
 */
export function useAnswerSubstitution(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ask: { lineId: string; accept: boolean }) => api.post('/api/order/substitution', { orderId, ...ask }, { idempotent: true }),
    onSuccess: (reply) => queryClient.setQueryData(orderKeys.detail(orderId), reply.data),
    onError: () => queryClient.invalidateQueries({ queryKey: orderKeys.detail(orderId) }),
  });
}
