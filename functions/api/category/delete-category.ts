import * as z from 'zod';
import { deleteCategory } from '../../data/repos/categories.js';
import { route } from '../route.js';
import { id } from '../fields.js';
import { categoryError } from '../catalog-errors.js';

const body = z.object({ _id: id });

export const handler = route({ auth: 'admin', body }, async ({ body }) => {
  const result = await deleteCategory(body._id);
  if (result !== 'ok') throw categoryError(result);
  return { message: 'Category deleted', data: { _id: body._id } };
});
