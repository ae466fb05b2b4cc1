import { orderRefBody } from '../../core/contracts/order.js';
import { toApiOrder, type ApiOrder } from '../../core/order-api.js';
import { route, type Answer } from '../route.js';
import { orderForCaller } from '../../services/orders/order-access.js';
import { startRefund } from '../../services/payments/refund-order.js';

/** Refunds a refund_due order, or a cancelled order that was paid by card, through Stripe. */
export const handler = route({ auth: 'admin', body: orderRefBody }, async ({ body, caller }): Promise<Answer<ApiOrder>> => {
  const order = await startRefund(await orderForCaller(caller, body._id), 'admin');
  return { message: 'Refund started', data: toApiOrder(order) };
});
