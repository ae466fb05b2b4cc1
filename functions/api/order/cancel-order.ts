import { cancelOrderBody } from '../../core/contracts/order.js';
import { toApiOrder, type ApiOrder } from '../../core/order-api.js';
import { route, type Answer } from '../route.js';
import { cancelOrder } from '../../services/orders/cancel-order.js';
import { orderForCaller } from '../../services/orders/order-access.js';

/** The shopper cancels their own order (awaiting payment or placed); an admin any order until it is delivered. */
export const handler = route({ auth: 'user', body: cancelOrderBody }, async ({ body, caller }): Promise<Answer<ApiOrder>> => {
  const order = await orderForCaller(caller, body._id);
  const by = caller.isAdmin ? 'admin' : 'shopper';
  const result = await cancelOrder(order, by, body.reason);
  return { message: result.message, data: toApiOrder(result.order) };
});
