import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, takePreloadedReply } from '@/lib/api-client';
import type { Product } from '@/features/product/types';
import { productKeys } from '@/lib/product-keys';

const DETAILS_PATH = '/api/product/get-product-details';

/** POST /api/product/get-product-details: 404 for an unknown id. */
export async function getProductDetails(productId: string): Promise<Product> {
  const { data } = await api.post(DETAILS_PATH, { productId }, { auth: 'none' });
  return data;
}

export const productDetailsQueryOptions = (productId: string) =>
  queryOptions({
    queryKey: productKeys.detail(productId),
    queryFn: () => getProductDetails(productId),
    // A shopper who lands here: the answer preload/main.ts fetched while the app loaded.
    initialData: () => takePreloadedReply('POST', DETAILS_PATH, { productId })?.data,
    enabled: productId !== '',
    staleTime: 30_000,
  });

export function useProductDetails(productId: string) {
  return useQuery(productDetailsQueryOptions(productId));
}
