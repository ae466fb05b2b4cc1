import type { ApiAddress } from '../../core/address.js';
import { listActiveAddresses } from '../../data/repos/addresses.js';
import { route, type Answer } from '../route.js';

export const handler = route({ auth: 'user' }, async ({ caller }): Promise<Answer<ApiAddress[]>> => {
  return { message: 'List of addresses', data: await listActiveAddresses(caller.userId) };
});
