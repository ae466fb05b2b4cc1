import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { FulfilmentStep } from '@core/order-states';
import { orderKeys } from '@/entities/order/keys';

/**
 * PUT /api/order/update-status (admin): the one next delivery step; 409 when it is not the next one.
 * `reason`: why a code-locked order is marked delivered (required then).
 */
export function updateOrderStatus({ orderId, status, reason }: { orderId: string; status: FulfilmentStep; reason?: string }) {
  return api.put('/api/order/update-status', { _id: orderId, status, ...(reason === undefined ? {} : { reason }) });
}

/** POST /api/order/refund (admin): refund_due, or a cancelled order paid by card; Stripe confirms later. */
export function refundOrder(orderId: string) {
  return api.post('/api/order/refund', { _id: orderId });
}

/** POST /api/order/refund-part (admin): lines or an amount with a reason; `idempotencyKey` is the dialog's, so a double submit refunds once. */
export function refundPart({ orderId, idempotencyKey, ...ask }: { orderId: string; reason: string; lines?: { productId: string; quantity: number }[]; amount?: number; idempotencyKey: string }) {
  return api.post('/api/order/refund-part', { _id: orderId, ...ask }, { idempotencyKey });
}

/** Success or refusal, the order views are refetched: a 409 means another admin acted first. */
export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrderStatus,
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}

export function useRefundOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundOrder,
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}

export function useRefundPart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundPart,
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
