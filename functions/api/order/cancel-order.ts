import { CANCEL_REASON_MAX } from '../../core/limits.js';
import { toApiOrder } from '../../core/order-api.js';
import { route } from '../route.js';
import { cancelOrder } from '../../services/cancel-order.js';
import { orderForCaller } from '../../services/order-access.js';
import { optionalText, orderRef } from '../fields.js';

const body = orderRef.extend({
  reason: optionalText(CANCEL_REASON_MAX),
});

/** The shopper cancels their own order (awaiting payment or placed); an admin any order until it is delivered. */
export const handler = route({ auth: 'user', body }, async ({ body, caller }) => {
  const order = await orderForCaller(caller, body._id);
  const by = caller.isAdmin ? 'admin' : 'shopper';
  const result = await cancelOrder(order, by, body.reason);
  return { message: result.message, data: toApiOrder(result.order) };
});
