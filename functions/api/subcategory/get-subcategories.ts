import type { ApiSubCategory } from '../../core/contracts/subcategory.js';
import { currentTaxonomy } from '../../data/repos/taxonomy-snapshot.js';
import { route, type Answer } from '../route.js';
import { byName } from '../../core/sort.js';

/**
 * From the taxonomy snapshot: one GetItem (the catalog version) when warm. Category names in the
 * links are today's (a renamed category shows its new name).
 */
export const handler = route({ auth: 'public' }, async (): Promise<Answer<ApiSubCategory[]>> => {
  const { subCategories, categories } = await currentTaxonomy();
  const names = new Map(categories.map((c) => [c._id, c.name]));
  const data = subCategories
    .map((s) => ({ ...s, category: s.category.map((c) => ({ _id: c._id, name: names.get(c._id) ?? c.name })) }))
    .sort(byName);
  return { data };
});
