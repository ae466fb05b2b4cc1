import type { Category } from './categories';
import { subCategoryPath } from './slug';
import type { SubCategory } from './subcategories';

/** The first sub category (by name: the list comes sorted) that lists the category. */
export function firstSubCategoryOf(categoryId: string, subCategories: readonly SubCategory[] | undefined): SubCategory | undefined {
  return subCategories?.find((sub) => sub.category.some((linked) => linked._id === categoryId));
}

/**
 * Where a category tile and a home row's See All go. SPEC section 2: the first sub category that
 * lists the category. Undefined while the sub categories load, or for a category without any yet.
 */
export function categoryHref(category: Category, subCategories: readonly SubCategory[] | undefined): string | undefined {
  const first = firstSubCategoryOf(category._id, subCategories);
  return first ? subCategoryPath(category, first) : undefined;
}
