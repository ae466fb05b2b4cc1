import type { ApiCategory } from '../../core/contracts/category.js';
import { currentCategories } from '../../data/repos/taxonomy-snapshot.js';
import { route, type Answer } from '../route.js';
import { byName } from '../../core/sort.js';

/** From the taxonomy snapshot: one GetItem (the catalog version) when warm, whatever the number of categories. */
export const handler = route({ auth: 'public' }, async (): Promise<Answer<ApiCategory[]>> => {
  const categories = await currentCategories();
  return { data: [...categories].sort(byName) };
});
