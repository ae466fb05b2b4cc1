import { toApiOrder } from '../../core/order-api.js';
import { route } from '../route.js';
import { orderForCaller } from '../../services/order-access.js';
import { startRefund } from '../../services/refund-order.js';
import { orderRef } from '../fields.js';

/** Refunds a refund_due order, or a cancelled order that was paid by card, through Stripe. */
export const handler = route({ auth: 'admin', body: orderRef }, async ({ body, caller }) => {
  const order = await startRefund(await orderForCaller(caller, body._id), 'admin');
  return { message: 'Refund started', data: toApiOrder(order) };
});
