/** Query keys of the categories, under ['category']: the admin's saves invalidate the root. */
export const categoryKeys = {
  all: ['category'] as const,
  list: () => [...categoryKeys.all, 'list'] as const,
};
