import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-hot-toast/headless';
import { api, type ApiEnvelope } from '@/lib/api-client';
import type { Product, ProductInput } from '@/features/product/types';
import { productKeys } from '@/entities/product/keys';
import { saveStoreStocks, type StoreStockEdit } from './store-stock';

/** POST /api/product/create (admin): `stock` is the default store's. */
export function createProduct(input: ProductInput) {
  return api.post('/api/product/create', input, { idempotent: true });
}

/** Create, then the other stores' stock of the new product (a refusal there is toasted; the product stays). */
export function useCreateProduct({ onSuccess }: { onSuccess?: (reply: ApiEnvelope<Product>) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ input, storeStock = [] }: { input: ProductInput; storeStock?: StoreStockEdit[] }) => {
      const reply = await createProduct(input);
      const failures = await saveStoreStocks(queryClient, reply.data._id, storeStock);
      return { reply, failures };
    },
    onSuccess: async ({ reply, failures }) => {
      await queryClient.invalidateQueries({ queryKey: productKeys.all });
      for (const failure of failures) toast.error(failure);
      onSuccess?.(reply);
    },
  });
}
