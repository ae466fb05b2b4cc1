import * as z from 'zod';
import { updateCategory } from '../../data/repos/categories.js';
import { assertUploadedImages } from '../../platform/images.js';
import { route } from '../route.js';
import { id, name, uploadedImage } from '../fields.js';
import { categoryError } from '../catalog-errors.js';

const body = z.object({ _id: id, name, image: uploadedImage('category') });

export const handler = route({ auth: 'admin', body }, async ({ body }) => {
  await assertUploadedImages([body.image]);
  const result = await updateCategory(body);
  if (result !== 'ok') throw categoryError(result, body.name);
  return { message: 'Category updated', data: body };
});
