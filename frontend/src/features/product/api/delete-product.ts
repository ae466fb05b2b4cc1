import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiEnvelope } from '@/lib/api-client';
import type { IdReply } from '@core/contracts/envelope';
import { productKeys } from '@/entities/product/keys';

/** DELETE /api/product/delete-product (admin). */
export function deleteProduct(id: string) {
  return api.delete('/api/product/delete-product', { _id: id });
}

export function useDeleteProduct({ onSuccess }: { onSuccess?: (reply: ApiEnvelope<IdReply>) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: async (reply, id) => {
      // The deleted product's own page must not serve a cached copy (of any store).
      queryClient.removeQueries({ queryKey: productKeys.details(id) });
      await queryClient.invalidateQueries({ queryKey: productKeys.all });
      onSuccess?.(reply);
    },
  });
}
