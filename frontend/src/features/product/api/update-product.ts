import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-hot-toast/headless';
import { api, type ApiEnvelope } from '@/lib/api-client';
import type { Product, ProductInput } from '@/features/product/types';
import { productKeys } from '@/entities/product/keys';
import { saveStoreStocks, type StoreStockEdit } from './store-stock';

/** PUT /api/product/update-product-details (admin): the create fields plus _id; `stock` is the default store's. */
export function updateProduct(input: ProductInput & { _id: string }) {
  return api.put('/api/product/update-product-details', input);
}

/** Update, then the other stores' stock (a refusal there is toasted; the product's changes stay). */
export function useUpdateProduct({ onSuccess }: { onSuccess?: (reply: ApiEnvelope<Product>) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ input, storeStock = [] }: { input: ProductInput & { _id: string }; storeStock?: StoreStockEdit[] }) => {
      const reply = await updateProduct(input);
      const failures = await saveStoreStocks(queryClient, input._id, storeStock);
      return { reply, failures };
    },
    onSuccess: async ({ reply, failures }) => {
      await queryClient.invalidateQueries({ queryKey: productKeys.all });
      for (const failure of failures) toast.error(failure);
      onSuccess?.(reply);
    },
  });
}
