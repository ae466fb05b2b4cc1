import type { ApiAddress } from '../../core/address.js';
import { addressBody } from '../../core/contracts/address.js';
import { createAddress } from '../../data/repos/addresses.js';
import { route, type Answer } from '../route.js';

export const handler = route({ auth: 'user', idempotent: true, body: addressBody }, async ({ body, caller }): Promise<Answer<ApiAddress>> => {
  const address = await createAddress(caller.userId, body);
  return { message: 'Address Created Successfully', data: address };
});
