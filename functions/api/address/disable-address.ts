import type { IdReply } from '../../core/contracts/envelope.js';
import { idBody } from '../../core/contracts/fields.js';
import { disableAddress } from '../../data/repos/addresses.js';
import { NotFound } from '../../platform/errors.js';
import { route, type Answer } from '../route.js';

export const handler = route({ auth: 'user', body: idBody }, async ({ body, caller }): Promise<Answer<IdReply>> => {
  if (!(await disableAddress(caller.userId, body._id))) throw new NotFound('Address not found');
  return { message: 'Address Remove', data: { _id: body._id } };
});
