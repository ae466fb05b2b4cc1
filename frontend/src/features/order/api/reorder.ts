import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiEnvelope } from '../../../lib/api-client';
import type { SkipReason } from '../../../../../functions/core/reorder';
import { refreshAfterOrder } from './place-order';

export interface ReorderResult {
  added: { productId: string; name: string; quantity: number; added: number; capped: boolean }[];
  skipped: { productId: string; name: string; reason: SkipReason }[];
}

/**
 * POST /api/order/reorder ("Buy again"): the order's lines go back into the cart as far as today's
 * stock allows; the message says what went in and what did not.
 */
export function reorder(orderId: string): Promise<ApiEnvelope<ReorderResult>> {
  return api.post<ReorderResult>('/api/order/reorder', { _id: orderId });
}

export function useReorder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reorder,
    onSuccess: () => refreshAfterOrder(queryClient),
  });
}
