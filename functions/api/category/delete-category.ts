import * as z from 'zod';
import { deleteCategory } from '../../data/repos/categories.js';
import { Conflict, NotFound } from '../../platform/errors.js';
import { route } from '../../platform/route.js';
import { id } from '../fields.js';

const body = z.object({ _id: id });

export const handler = route({ auth: 'admin', body }, async ({ body }) => {
  const result = await deleteCategory(body._id);
  if (result === 'not-found') throw new NotFound('Category not found');
  if (result === 'in-use') {
    throw new Conflict('Category is still used by sub categories or products; move or delete them first');
  }
  return { message: 'Category deleted', data: { _id: body._id } };
});
