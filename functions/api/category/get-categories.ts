import { currentCategories } from '../../data/repos/taxonomy-snapshot.js';
import { route } from '../route.js';
import { byName } from '../../core/sort.js';

/** From the taxonomy snapshot: one GetItem (the catalog version) when warm, whatever the number of categories. */
export const handler = route({ auth: 'public' }, async () => {
  const categories = await currentCategories();
  return { data: [...categories].sort(byName) };
});
