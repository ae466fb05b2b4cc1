import * as z from 'zod';
import { deleteCartLine } from '../../data/repos/carts.js';
import { NotFound } from '../../platform/errors.js';
import { route } from '../route.js';
import { id } from '../fields.js';

const body = z.object({ _id: id });

export const handler = route({ auth: 'user', body }, async ({ body, caller }) => {
  if (!(await deleteCartLine(caller.userId, body._id))) throw new NotFound('Cart item not found');
  return { message: 'Item remove', data: { _id: body._id } };
});
