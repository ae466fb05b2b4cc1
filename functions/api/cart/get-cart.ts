import type { ApiCartLine } from '../../core/cart.js';
import { route, type Answer } from '../route.js';
import { presentCart, readCart } from '../../services/cart/cart-view.js';
import { storeIdForRequest } from '../../services/stores/store-of-request.js';

/** Each line's product with its stock at the store of the `X-Store-Id` header (else the default store). */
export const handler = route({ auth: 'user' }, async ({ caller, headers }): Promise<Answer<ApiCartLine[]>> => {
  const storeId = await storeIdForRequest(undefined, headers);
  return { message: 'Cart', data: presentCart(await readCart(caller.userId, storeId)) };
});
