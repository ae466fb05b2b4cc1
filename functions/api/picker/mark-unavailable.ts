import { unavailableBody, type ApiPickList } from '../../core/contracts/picker.js';
import { pickerOf } from '../../services/picking/picker-access.js';
import { markLineUnavailable } from '../../services/picking/unavailable.js';
import { route, type Answer } from '../route.js';

/** Units of a line that cannot be picked; a retry with the same Idempotency-Key counts once. */
export const handler = route({ auth: 'picker', idempotent: true, body: unavailableBody }, async ({ body, caller }): Promise<Answer<ApiPickList>> => {
  return { message: 'Marked unavailable', data: await markLineUnavailable(await pickerOf(caller), body) };
});
