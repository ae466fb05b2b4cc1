import * as z from 'zod';
import { createCategory } from '../../data/repos/categories.js';
import { Conflict } from '../../platform/errors.js';
import { assertUploadedImages } from '../../platform/images.js';
import { route } from '../route.js';
import { name, uploadedImage } from '../fields.js';

const body = z.object({ name, image: uploadedImage('category') });

export const handler = route({ auth: 'admin', idempotent: true, body }, async ({ body }) => {
  await assertUploadedImages([body.image]);
  const category = await createCategory(body);
  if (category === 'name-taken') throw new Conflict(`Category ${body.name} already exists`);
  return { message: 'Category added', data: category };
});
