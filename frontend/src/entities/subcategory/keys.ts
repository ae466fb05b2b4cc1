/** Query keys of the sub categories, under ['subcategory']: the admin's saves invalidate the root. */
export const subCategoryKeys = {
  all: ['subcategory'] as const,
  list: () => [...subCategoryKeys.all, 'list'] as const,
};
