import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiEnvelope } from '@/lib/api-client';
import type { Product, ProductInput } from '@/features/product/types';
import { productKeys } from '@/lib/product-keys';

/** POST /api/product/create (admin). */
export function createProduct(input: ProductInput) {
  return api.post('/api/product/create', input, { idempotent: true });
}

export function useCreateProduct({ onSuccess }: { onSuccess?: (reply: ApiEnvelope<Product>) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProduct,
    onSuccess: async (reply) => {
      await queryClient.invalidateQueries({ queryKey: productKeys.all });
      onSuccess?.(reply);
    },
  });
}
