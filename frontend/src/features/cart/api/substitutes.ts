import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { productKeys, storeKey } from '@/entities/product/keys';
import { useStoreId } from '@/lib/store-choice';
import type { CartLine } from '@/features/cart/types';

type Product = CartLine['productId'];

/** As many as a sub category holds in the seed and more; the list reads one page of them. */
const CANDIDATES_LIMIT = 60;

/**
 * The products a shopper may choose for a line: its sub category's (the sub category list's own
 * call, at the shopper's store), in stock there, the line's own product left out. The server checks
 * the choice again (a product of another sub category is refused).
 */
export function useSubstituteCandidates(product: Product) {
  const storeId = useStoreId();
  const categoryId = product.category[0]?._id ?? '';
  const subCategoryId = product.subCategory[0]?._id ?? '';
  return useQuery({
    queryKey: [...productKeys.all, 'substitutes', product._id, storeKey(storeId)] as const,
    queryFn: async (): Promise<Product[]> => {
      const reply = await api.post(
        '/api/product/get-pruduct-by-category-and-subcategory',
        { categoryId, subCategoryId, page: 1, limit: CANDIDATES_LIMIT },
        { auth: 'none', storeId },
      );
      return (reply.data ?? []).filter((candidate: Product) => candidate._id !== product._id && candidate.stock > 0);
    },
    enabled: categoryId !== '' && subCategoryId !== '',
    staleTime: 30_000,
  });
}

/** The chosen product's name for "If out: …" (the product page's own cache entry). */
export function useChosenSubstitute(productId: string | undefined) {
  const storeId = useStoreId();
  return useQuery({
    queryKey: productKeys.detail(productId ?? '', storeId),
    queryFn: async (): Promise<Product> => (await api.post('/api/product/get-product-details', { productId: productId ?? '' }, { auth: 'none', storeId })).data,
    enabled: productId !== undefined,
    staleTime: 30_000,
  });
}
