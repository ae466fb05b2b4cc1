import type { IdReply } from '../../core/contracts/envelope.js';
import { idBody } from '../../core/contracts/fields.js';
import { deleteSubCategory } from '../../data/repos/subcategories.js';
import { route, type Answer } from '../route.js';
import { subCategoryError } from '../catalog-errors.js';

export const handler = route({ auth: 'admin', body: idBody }, async ({ body }): Promise<Answer<IdReply>> => {
  const result = await deleteSubCategory(body._id);
  if (!result.ok) throw subCategoryError(result.failure);
  return { message: 'Sub category deleted', data: result.value };
});
