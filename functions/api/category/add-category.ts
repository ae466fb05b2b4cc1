import * as z from 'zod';
import { createCategory, listCategories } from '../../data/repos/categories.js';
import { Conflict } from '../../platform/errors.js';
import { assertUploadedImages } from '../../platform/images.js';
import { route } from '../../platform/route.js';
import { imageUrl, name } from '../fields.js';
import { sameName } from '../../core/sort.js';

const body = z.object({ name, image: imageUrl });

export const handler = route({ auth: 'admin', body }, async ({ body }) => {
  const existing = await listCategories();
  if (existing.some((c) => sameName(c.name, body.name))) throw new Conflict(`Category ${body.name} already exists`);
  await assertUploadedImages([body.image]);
  const category = await createCategory(body);
  return { message: 'Category added', data: category };
});
