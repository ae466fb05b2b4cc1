/**
 * Query keys of every product call, under ['product'] so one invalidation after a create, update or
 * delete refreshes every list, row and detail that may show the product (DESIGN.md convention 8).
 * Here rather than in features/product because other features change what products show: an order
 * their stock, a sub category's new name their links.
 *
 * The shopper's calls answer with one store's stock: their keys end with that store's
 * id ('' for the default store), so choosing another location asks again, and each store's answer
 * is cached apart.
 */
export const storeKey = (storeId: string | null) => storeId ?? '';

export const productKeys = {
  all: ['product'] as const,
  lists: () => [...productKeys.all, 'list'] as const,
  list: (page: number, search: string) => [...productKeys.lists(), { page, search }] as const,
  categoryRows: (categoryIds: readonly string[], storeId: string | null) => [...productKeys.all, 'category-rows', categoryIds, storeKey(storeId)] as const,
  bySubCategory: (categoryId: string, subCategoryId: string, storeId: string | null) =>
    [...productKeys.all, 'by-subcategory', categoryId, subCategoryId, storeKey(storeId)] as const,
  search: (search: string, storeId: string | null) => [...productKeys.all, 'search', search, storeKey(storeId)] as const,
  /** Without a store: the product's details at every store (to drop them all). */
  details: (productId: string) => [...productKeys.all, 'detail', productId] as const,
  detail: (productId: string, storeId: string | null = null) => [...productKeys.details(productId), storeKey(storeId)] as const,
};
