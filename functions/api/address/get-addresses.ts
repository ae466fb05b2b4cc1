import { listActiveAddresses } from '../../data/repos/addresses.js';
import { route } from '../route.js';

export const handler = route({ auth: 'user' }, async ({ caller }) => {
  return { message: 'List of addresses', data: await listActiveAddresses(caller.userId) };
});
