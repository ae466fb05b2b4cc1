import * as z from 'zod';
import { deleteSubCategory } from '../../data/repos/subcategories.js';
import { route } from '../route.js';
import { id } from '../fields.js';
import { subCategoryError } from '../catalog-errors.js';

const body = z.object({ _id: id });

export const handler = route({ auth: 'admin', body }, async ({ body }) => {
  const result = await deleteSubCategory(body._id);
  if (!result.ok) throw subCategoryError(result.failure);
  return { message: 'Sub category deleted', data: result.value };
});
