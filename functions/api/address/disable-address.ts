import * as z from 'zod';
import { disableAddress } from '../../data/repos/addresses.js';
import { NotFound } from '../../platform/errors.js';
import { route } from '../route.js';
import { id } from '../fields.js';

const body = z.object({ _id: id });

export const handler = route({ auth: 'user', body }, async ({ body, caller }) => {
  if (!(await disableAddress(caller.userId, body._id))) throw new NotFound('Address not found');
  return { message: 'Address Remove', data: { _id: body._id } };
});
