import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshAfterOrder } from './place-order';

/**
 * POST /api/order/cancel: the owner while nothing is packed, an admin until delivery; the stock goes
 * back (and a paid card order's refund starts) in the same change. 409 with the reason when the
 * order moved on meanwhile (another admin, or the shopper, acted first).
 */
export function cancelOrder({ orderId, reason }: { orderId: string; reason?: string }) {
  return api.post('/api/order/cancel', reason ? { _id: orderId, reason } : { _id: orderId });
}

/**
 * After success or a refusal alike, every order view is refetched (a 409 means the screen was out of
 * date); the stock shown on products changed too. The server's refusal is toasted by the query client.
 */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSettled: () => refreshAfterOrder(queryClient),
  });
}
