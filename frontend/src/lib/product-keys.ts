/**
 * Query keys of every product call, under ['product'] so one invalidation after a create, update or
 * delete refreshes every list, row and detail that may show the product (DESIGN.md convention 8).
 * Here rather than in features/product because other features change what products show: an order
 * their stock, a sub category's new name their links.
 */
export const productKeys = {
  all: ['product'] as const,
  lists: () => [...productKeys.all, 'list'] as const,
  list: (page: number, search: string) => [...productKeys.lists(), { page, search }] as const,
  categoryRows: (categoryIds: readonly string[]) => [...productKeys.all, 'category-rows', categoryIds] as const,
  bySubCategory: (categoryId: string, subCategoryId: string) =>
    [...productKeys.all, 'by-subcategory', categoryId, subCategoryId] as const,
  search: (search: string) => [...productKeys.all, 'search', search] as const,
  detail: (productId: string) => [...productKeys.all, 'detail', productId] as const,
};
