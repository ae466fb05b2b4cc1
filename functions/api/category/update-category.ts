import { updateCategoryBody, type ApiCategory } from '../../core/contracts/category.js';
import { updateCategory } from '../../data/repos/categories.js';
import { assertUploadedImages } from '../../platform/images.js';
import { route, type Answer } from '../route.js';
import { categoryError } from '../catalog-errors.js';

export const handler = route({ auth: 'admin', body: updateCategoryBody }, async ({ body }): Promise<Answer<ApiCategory>> => {
  await assertUploadedImages([body.image]);
  const result = await updateCategory(body);
  if (result !== 'ok') throw categoryError(result, body.name);
  return { message: 'Category updated', data: body };
});
