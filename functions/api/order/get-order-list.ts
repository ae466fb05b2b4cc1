import { toApiOrder } from '../../core/order-api.js';
import { listOrders } from '../../data/repos/orders.js';
import { route } from '../route.js';

export const handler = route({ auth: 'user' }, async ({ caller }) => {
  const orders = await listOrders(caller.userId);
  return { message: 'Order list', data: orders.map(toApiOrder) };
});
