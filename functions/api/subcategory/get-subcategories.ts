import { listCategories } from '../../data/repos/categories.js';
import { listSubCategories } from '../../data/repos/subcategories.js';
import { route } from '../../platform/route.js';
import { byName } from '../../core/sort.js';

/** Two small Queries; category names in the links are today's (a renamed category shows its new name). */
export const handler = route({ auth: 'public' }, async () => {
  const [subCategories, categories] = await Promise.all([listSubCategories(), listCategories()]);
  const names = new Map(categories.map((c) => [c._id, c.name]));
  const data = subCategories
    .map((s) => ({ ...s, category: s.category.map((c) => ({ _id: c._id, name: names.get(c._id) ?? c.name })) }))
    .sort(byName);
  return { data };
});
