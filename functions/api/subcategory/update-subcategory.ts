import { updateSubCategoryBody, type ApiSubCategory } from '../../core/contracts/subcategory.js';
import { updateSubCategory } from '../../data/repos/subcategories.js';
import { assertUploadedImages } from '../../platform/images.js';
import { route, type Answer } from '../route.js';
import { subCategoryError } from '../catalog-errors.js';

export const handler = route({ auth: 'admin', body: updateSubCategoryBody }, async ({ body }): Promise<Answer<ApiSubCategory>> => {
  await assertUploadedImages([body.image]);
  const result = await updateSubCategory({ _id: body._id, name: body.name, image: body.image, categoryIds: body.category.map((c) => c._id) });
  if (!result.ok) throw subCategoryError(result.failure, body);
  return { message: 'Sub category updated', data: result.value };
});
