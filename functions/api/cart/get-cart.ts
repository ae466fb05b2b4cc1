import type { ApiCartLine } from '../../core/cart.js';
import { route, type Answer } from '../route.js';
import { presentCart, readCart } from '../../services/cart-view.js';

export const handler = route({ auth: 'user' }, async ({ caller }): Promise<Answer<ApiCartLine[]>> => {
  return { message: 'Cart', data: presentCart(await readCart(caller.userId)) };
});
