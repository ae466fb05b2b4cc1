import type { Ref } from '../../core/product.js';
import { keys } from '../keys.js';
import * as categoryItem from '../items/category.js';
import * as subCategoryItem from '../items/subcategory.js';
import { batchGet } from './batch-get.js';

export interface TaxonomyRefs {
  categories: Map<string, Ref>;
  subCategories: Map<string, Ref>;
}

/**
 * The stored categories and sub categories with these ids, in one consistent BatchGet: links are
 * written with the names stored here, never the ones a client sent. Absent ids do not exist.
 */
export async function readTaxonomyRefs(ids: { categories?: readonly string[]; subCategories?: readonly string[] }): Promise<TaxonomyRefs> {
  const categoryKeys = (ids.categories ?? []).map((id) => keys.category(id));
  const subKeys = (ids.subCategories ?? []).map((id) => keys.subCategory(id));
  const refs: TaxonomyRefs = { categories: new Map(), subCategories: new Map() };
  if (categoryKeys.length + subKeys.length === 0) return refs;
  const items = await batchGet([...categoryKeys, ...subKeys], { projection: categoryItem.refProjection, consistent: true });
  for (const item of items) {
    if (item.pk === keys.allCategories().pk) {
      const ref = categoryItem.refFromItem(item);
      refs.categories.set(ref._id, ref);
    } else if (item.pk === keys.allSubCategories().pk) {
      const ref = subCategoryItem.refFromItem(item);
      refs.subCategories.set(ref._id, ref);
    }
  }
  return refs;
}
