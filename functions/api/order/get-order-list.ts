import { toOwnerApiOrder, type ApiOrder } from '../../core/order-api.js';
import { route, type Answer } from '../route.js';
import { listOrders } from '../../data/repos/orders/queries.js';

export const handler = route({ auth: 'user' }, async ({ caller }): Promise<Answer<ApiOrder[]>> => {
  const orders = await listOrders(caller.userId);
  return { message: 'Order list', data: orders.map(toOwnerApiOrder) };
});
