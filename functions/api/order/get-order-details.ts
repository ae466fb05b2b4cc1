import { orderRefBody } from '../../core/contracts/order.js';
import { toApiOrder, toOwnerApiOrder, type AdminApiOrder, type ApiOrder } from '../../core/order-api.js';
import type { RiderApiOrder } from '../../core/rider-order.js';
import { route, type Answer } from '../route.js';
import { toAdminOrders } from '../../services/orders/admin-orders.js';
import { orderForCaller } from '../../services/orders/order-access.js';
import { riderView } from '../../services/riders/rider-access.js';

/** One order for its shopper, for an admin (with who placed it), or for the rider it is assigned to (the rider's view); anyone else: 404. */
export const handler = route({ auth: 'user', body: orderRefBody }, async ({ body, caller }): Promise<Answer<ApiOrder | AdminApiOrder | RiderApiOrder>> => {
  const order = await orderForCaller(caller, body._id);
  if (!caller.isAdmin && order.userId === caller.userId) return { message: 'Order', data: toOwnerApiOrder(order) };
  if (!caller.isAdmin) return { message: 'Order', data: await riderView(order) };
  // One order in, one out (toAdminOrders maps each order).
  const [withShopper = toApiOrder(order)] = await toAdminOrders([order]);
  return { message: 'Order', data: withShopper };
});
