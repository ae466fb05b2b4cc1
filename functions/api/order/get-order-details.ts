import { toApiOrder } from '../../core/order-api.js';
import { route } from '../route.js';
import { toAdminOrders } from '../../services/admin-orders.js';
import { orderForCaller } from '../../services/order-access.js';
import { orderRef } from '../fields.js';

/** One order for its shopper, or for an admin (with who placed it); anyone else: 404. */
export const handler = route({ auth: 'user', body: orderRef }, async ({ body, caller }) => {
  const order = await orderForCaller(caller, body._id);
  const data = caller.isAdmin ? (await toAdminOrders([order]))[0] : toApiOrder(order);
  return { message: 'Order', data };
});
