import { orderRequestBody } from '../../core/contracts/order.js';
import { toApiOrder, type ApiOrder } from '../../core/order-api.js';
import { route, type Answer } from '../route.js';
import { placeCashOrder } from '../../services/orders/cash-order.js';

export const handler = route({ auth: 'user', idempotent: true, body: orderRequestBody }, async ({ body, caller }): Promise<Answer<ApiOrder>> => {
  const order = await placeCashOrder(caller.userId, body.addressId, body.tip, body.substitution, body.useCredit);
  return { message: 'Order placed successfully', data: toApiOrder(order) };
});
