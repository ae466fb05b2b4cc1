import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { orderKeys } from '@/entities/order/keys';

/**
 * POST /api/order/assign (admin): a packed or out-for-delivery order to another on-duty, free rider
 * of its store (the previous one is freed). 409 when that no longer holds; the views refetch either
 * way (the riders list too: it is under the order root, entities/order/keys.ts).
 */
export function useAssignOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, riderId }: { orderId: string; riderId: string }) => api.post('/api/order/assign', { _id: orderId, riderId }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
