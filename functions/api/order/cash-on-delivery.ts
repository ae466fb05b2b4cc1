import { toApiOrder } from '../../core/orders.js';
import { route } from '../../platform/route.js';
import { orderRequest, placeOrderFromCart } from '../order-placement.js';

export const handler = route({ auth: 'user', body: orderRequest }, async ({ body, caller }) => {
  const order = await placeOrderFromCart(caller.userId, body.addressId, 'cod');
  return { message: 'Order placed successfully', data: toApiOrder(order) };
});
