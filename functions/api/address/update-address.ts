import type { AddressFields } from '../../core/address.js';
import { updateAddressBody } from '../../core/contracts/address.js';
import type { IdReply } from '../../core/contracts/envelope.js';
import { updateAddress } from '../../data/repos/addresses.js';
import { NotFound } from '../../platform/errors.js';
import { route, type Answer } from '../route.js';

/** SPEC sends userId too; the owner is always the caller from the token (core/contracts/address.ts). */
export const handler = route(
  { auth: 'user', body: updateAddressBody },
  async ({ body: { _id, userId: _ignored, ...fields }, caller }): Promise<Answer<AddressFields & IdReply>> => {
    if (!(await updateAddress(caller.userId, _id, fields))) throw new NotFound('Address not found');
    return { message: 'Address Updated', data: { _id, ...fields } };
  },
);
