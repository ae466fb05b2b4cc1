import { updateOrderStatusBody } from '../../core/contracts/order.js';
import { STATUS_LABELS } from '../../core/order-states.js';
import { toApiOrder, type ApiOrder } from '../../core/order-api.js';
import { route, type Answer } from '../route.js';
import { orderForCaller } from '../../services/orders/order-access.js';
import { adminStep } from '../../services/orders/order-changes.js';

/** The next delivery step (packed, out for delivery, delivered), one at a time; anything else 409. A code-locked order's Delivered takes a reason. */
export const handler = route({ auth: 'admin', body: updateOrderStatusBody }, async ({ body, caller }): Promise<Answer<ApiOrder>> => {
  const order = await orderForCaller(caller, body._id);
  const moved = await adminStep(order, body.status, body.reason);
  return { message: `Order marked ${STATUS_LABELS[body.status].toLowerCase()}`, data: toApiOrder(moved) };
});
