import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, takePreloadedReply } from '@/lib/api-client';
import type { Product } from '@/features/product/types';
import { productKeys } from '@/entities/product/keys';
import { useStoreId } from '@/lib/store-choice';

const DETAILS_PATH = '/api/product/get-product-details';

/** POST /api/product/get-product-details: 404 for an unknown id. `stock` is the store's (null: the default store). */
export async function getProductDetails(productId: string, storeId: string | null = null): Promise<Product> {
  const { data } = await api.post(DETAILS_PATH, { productId }, { auth: 'none', storeId });
  return data;
}

export const productDetailsQueryOptions = (productId: string, storeId: string | null = null) =>
  queryOptions({
    queryKey: productKeys.detail(productId, storeId),
    queryFn: () => getProductDetails(productId, storeId),
    // A shopper who lands here: the answer preload/main.ts fetched while the app loaded.
    initialData: () => takePreloadedReply('POST', DETAILS_PATH, { productId }, storeId)?.data,
    enabled: productId !== '',
    staleTime: 30_000,
  });

/** The product with the chosen store's stock. */
export function useProductDetails(productId: string) {
  return useQuery(productDetailsQueryOptions(productId, useStoreId()));
}
