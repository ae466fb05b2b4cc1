import { pickOrderBody, type ApiPickList } from '../../core/contracts/picker.js';
import { pickerOf } from '../../services/picking/picker-access.js';
import { startPicking } from '../../services/picking/picking.js';
import { route, type Answer } from '../route.js';

/** Claims a placed order for the caller (one picker per order: 409 for the second) and answers its pick list. */
export const handler = route({ auth: 'picker', body: pickOrderBody }, async ({ body, caller }): Promise<Answer<ApiPickList>> => {
  return { message: 'Picking started', data: await startPicking(await pickerOf(caller), body.orderId) };
});
