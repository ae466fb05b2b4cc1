import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiEnvelope } from '@/lib/api-client';
import type { Product, ProductInput } from '@/features/product/types';
import { productKeys } from '@/lib/product-keys';

/** PUT /api/product/update-product-details (admin): the create fields plus _id. */
export function updateProduct(input: ProductInput & { _id: string }) {
  return api.put('/api/product/update-product-details', input);
}

export function useUpdateProduct({ onSuccess }: { onSuccess?: (reply: ApiEnvelope<Product>) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProduct,
    onSuccess: async (reply) => {
      await queryClient.invalidateQueries({ queryKey: productKeys.all });
      onSuccess?.(reply);
    },
  });
}
