import { pickQueueBody, type ApiPickQueue } from '../../core/contracts/picker.js';
import { pickerOf } from '../../services/picking/picker-access.js';
import { pickQueue } from '../../services/picking/picking.js';
import { route, type Answer } from '../route.js';

/** The store's placed orders, oldest first, with who picks each. */
export const handler = route({ auth: 'picker', body: pickQueueBody }, async ({ body, caller }): Promise<Answer<ApiPickQueue>> => {
  return { message: 'Orders to pick', data: await pickQueue(await pickerOf(caller), body.storeId) };
});
