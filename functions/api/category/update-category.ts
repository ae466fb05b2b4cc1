import * as z from 'zod';
import { listCategories, updateCategory } from '../../data/repos/categories.js';
import { Conflict, NotFound } from '../../platform/errors.js';
import { assertUploadedImages } from '../../platform/images.js';
import { route } from '../../platform/route.js';
import { id, imageUrl, name } from '../fields.js';
import { sameName } from '../../core/sort.js';

const body = z.object({ _id: id, name, image: imageUrl });

export const handler = route({ auth: 'admin', body }, async ({ body }) => {
  const existing = await listCategories();
  if (existing.some((c) => c._id !== body._id && sameName(c.name, body.name))) {
    throw new Conflict(`Category ${body.name} already exists`);
  }
  await assertUploadedImages([body.image]);
  const result = await updateCategory(body);
  if (result === 'not-found') throw new NotFound('Category not found');
  return { message: 'Category updated', data: body };
});
