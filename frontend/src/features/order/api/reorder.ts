import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { currentStoreId } from '@/lib/store-choice';
import { refreshAfterOrder } from './place-order';

/**
 * POST /api/order/reorder ("Buy again"): the order's lines go back into the cart as far as today's
 * stock allows (the chosen store's, as for Add: X-Store-Id); the message says what went in and what did not.
 */
export function reorder(orderId: string) {
  return api.post('/api/order/reorder', { _id: orderId }, { storeId: currentStoreId() });
}

export function useReorder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reorder,
    onSuccess: () => refreshAfterOrder(queryClient),
  });
}
