import * as z from 'zod';
import { createAddress } from '../../data/repos/addresses.js';
import { route } from '../route.js';
import { addressFields } from '../fields.js';

const body = z.object(addressFields);

export const handler = route({ auth: 'user', idempotent: true, body }, async ({ body, caller }) => {
  const address = await createAddress(caller.userId, body);
  return { message: 'Address Created Successfully', data: address };
});
