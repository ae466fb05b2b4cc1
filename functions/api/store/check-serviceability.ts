import { serviceabilityBody } from '../../core/contracts/store.js';
import type { Serviceability } from '../../core/stores.js';
import { serviceabilityOf } from '../../services/stores/store-directory.js';
import { route, type Answer } from '../route.js';

/** Which store delivers to a pincode, how fast, and whether it takes orders now: from memory when warm. */
export const handler = route({ auth: 'public', body: serviceabilityBody }, async ({ body }): Promise<Answer<Serviceability>> => {
  const answer = await serviceabilityOf(body.pincode);
  return { message: answer.canOrder ? `Delivery in ${answer.etaMinutes} min` : answer.message, data: answer };
});
