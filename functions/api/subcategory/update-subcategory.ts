import * as z from 'zod';
import { SUBCATEGORY_LINKS_MAX } from '../../core/limits.js';
import { updateSubCategory } from '../../data/repos/subcategories.js';
import { assertUploadedImages } from '../../platform/images.js';
import { route } from '../route.js';
import { id, name, uploadedImage } from '../fields.js';
import { refList } from '../catalog-fields.js';
import { subCategoryError } from '../catalog-errors.js';

const body = z.object({ _id: id, name, image: uploadedImage('subcategory'), category: refList(SUBCATEGORY_LINKS_MAX) });

export const handler = route({ auth: 'admin', body }, async ({ body }) => {
  await assertUploadedImages([body.image]);
  const result = await updateSubCategory({ _id: body._id, name: body.name, image: body.image, categoryIds: body.category.map((c) => c._id) });
  if (!result.ok) throw subCategoryError(result.failure, body);
  return { message: 'Sub category updated', data: result.value };
});
