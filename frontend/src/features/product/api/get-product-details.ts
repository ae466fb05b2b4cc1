import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Product } from '../types';
import { productKeys } from './product-keys';

/** POST /api/product/get-product-details: 404 for an unknown id. */
export async function getProductDetails(productId: string): Promise<Product> {
  const { data } = await api.post<Product>('/api/product/get-product-details', { productId });
  return data;
}

export const productDetailsQueryOptions = (productId: string) =>
  queryOptions({
    queryKey: productKeys.detail(productId),
    queryFn: () => getProductDetails(productId),
    enabled: productId !== '',
    staleTime: 30_000,
  });

export function useProductDetails(productId: string) {
  return useQuery(productDetailsQueryOptions(productId));
}
