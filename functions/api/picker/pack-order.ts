import { pickOrderBody, type ApiPacked } from '../../core/contracts/picker.js';
import { pickerOf } from '../../services/picking/picker-access.js';
import { packOrder } from '../../services/picking/pack.js';
import { route, type Answer } from '../route.js';

/** Packed once every line is scanned or unavailable (409 before); what was not packed is not paid for. */
export const handler = route({ auth: 'picker', body: pickOrderBody }, async ({ body, caller }): Promise<Answer<ApiPacked>> => {
  return { message: 'Order packed', data: await packOrder(await pickerOf(caller), body.orderId) };
});
