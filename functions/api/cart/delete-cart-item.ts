import type { IdReply } from '../../core/contracts/envelope.js';
import { idBody } from '../../core/contracts/fields.js';
import { deleteCartLine } from '../../data/repos/carts.js';
import { NotFound } from '../../platform/errors.js';
import { route, type Answer } from '../route.js';

export const handler = route({ auth: 'user', body: idBody }, async ({ body, caller }): Promise<Answer<IdReply>> => {
  if (!(await deleteCartLine(caller.userId, body._id))) throw new NotFound('Cart item not found');
  return { message: 'Item remove', data: { _id: body._id } };
});
