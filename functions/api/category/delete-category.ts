import type { IdReply } from '../../core/contracts/envelope.js';
import { idBody } from '../../core/contracts/fields.js';
import { deleteCategory } from '../../data/repos/categories.js';
import { route, type Answer } from '../route.js';
import { categoryError } from '../catalog-errors.js';

export const handler = route({ auth: 'admin', body: idBody }, async ({ body }): Promise<Answer<IdReply>> => {
  const result = await deleteCategory(body._id);
  if (result !== 'ok') throw categoryError(result);
  return { message: 'Category deleted', data: { _id: body._id } };
});
