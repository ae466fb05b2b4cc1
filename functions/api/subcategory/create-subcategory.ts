import * as z from 'zod';
import { SUBCATEGORY_LINKS_MAX } from '../../core/limits.js';
import { createSubCategory } from '../../data/repos/subcategories.js';
import { assertUploadedImages } from '../../platform/images.js';
import { route } from '../route.js';
import { name, uploadedImage } from '../fields.js';
import { refList } from '../catalog-fields.js';
import { subCategoryError } from '../catalog-errors.js';

const body = z.object({ name, image: uploadedImage('subcategory'), category: refList(SUBCATEGORY_LINKS_MAX) });

export const handler = route({ auth: 'admin', idempotent: true, body }, async ({ body }) => {
  await assertUploadedImages([body.image]);
  const result = await createSubCategory({ name: body.name, image: body.image, categoryIds: body.category.map((c) => c._id) });
  if (!result.ok) throw subCategoryError(result.failure, body);
  return { message: 'Sub category created', data: result.value };
});
