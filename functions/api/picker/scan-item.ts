import { scanBody, type ApiPickList } from '../../core/contracts/picker.js';
import { pickerOf } from '../../services/picking/picker-access.js';
import { scanItem } from '../../services/picking/scan.js';
import { route, type Answer } from '../route.js';

/** One scanned code: one unit of its line; a wrong item 409 naming whose code it is. A retry with the same Idempotency-Key counts once. */
export const handler = route({ auth: 'picker', idempotent: true, body: scanBody }, async ({ body, caller }): Promise<Answer<ApiPickList>> => {
  return { message: 'Scanned', data: await scanItem(await pickerOf(caller), body) };
});
