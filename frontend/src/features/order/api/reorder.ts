import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshAfterOrder } from './place-order';

/**
 * POST /api/order/reorder ("Buy again"): the order's lines go back into the cart as far as today's
 * stock allows; the message says what went in and what did not.
 */
export function reorder(orderId: string) {
  return api.post('/api/order/reorder', { _id: orderId });
}

export function useReorder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reorder,
    onSuccess: () => refreshAfterOrder(queryClient),
  });
}
