import { route } from '../route.js';
import { presentCart, readCart } from '../../services/cart-view.js';

export const handler = route({ auth: 'user' }, async ({ caller }) => {
  return { message: 'Cart', data: presentCart(await readCart(caller.userId)) };
});
