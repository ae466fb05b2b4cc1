import * as z from 'zod';
import { updateAddress } from '../../data/repos/addresses.js';
import { NotFound } from '../../platform/errors.js';
import { route } from '../route.js';
import { addressFields, id } from '../fields.js';

/** SPEC sends userId too; the owner is always the caller from the token, so it is accepted and ignored. */
const body = z.object({ _id: id, userId: z.string().optional(), ...addressFields });

export const handler = route({ auth: 'user', body }, async ({ body: { _id, userId: _ignored, ...fields }, caller }) => {
  if (!(await updateAddress(caller.userId, _id, fields))) throw new NotFound('Address not found');
  return { message: 'Address Updated', data: { _id, ...fields } };
});
