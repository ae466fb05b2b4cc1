import { listCategories } from '../../data/repos/categories.js';
import { route } from '../../platform/route.js';
import { byName } from '../../core/sort.js';

export const handler = route({ auth: 'public' }, async () => {
  const categories = await listCategories();
  return { data: categories.sort(byName) };
});
