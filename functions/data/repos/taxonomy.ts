import type { Ref } from '../../core/product.js';
import { keys } from '../keys.js';
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
  const items = await batchGet([...categoryKeys, ...subKeys], { projection: ['pk', '_id', 'name'], consistent: true });
  for (const item of items) {
    const ref = { _id: String(item._id), name: String(item.name) };
    if (item.pk === keys.allCategories().pk) refs.categories.set(ref._id, ref);
    else if (item.pk === keys.allSubCategories().pk) refs.subCategories.set(ref._id, ref);
  }
  return refs;
}
