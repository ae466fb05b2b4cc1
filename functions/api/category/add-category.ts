import { addCategoryBody, type ApiCategory } from '../../core/contracts/category.js';
import { createCategory } from '../../data/repos/categories.js';
import { Conflict } from '../../platform/errors.js';
import { assertUploadedImages } from '../../platform/images.js';
import { route, type Answer } from '../route.js';

export const handler = route({ auth: 'admin', idempotent: true, body: addCategoryBody }, async ({ body }): Promise<Answer<ApiCategory>> => {
  await assertUploadedImages([body.image]);
  const category = await createCategory(body);
  if (category === 'name-taken') throw new Conflict(`Category ${body.name} already exists`);
  return { message: 'Category added', data: category };
});
