import { updateOrderStatusBody } from '../../core/contracts/order.js';
import { STATUS_LABELS, decideStep } from '../../core/order-states.js';
import { toApiOrder, type ApiOrder } from '../../core/order-api.js';
import { route, type Answer } from '../route.js';
import { orderForCaller } from '../../services/order-access.js';
import { moveOrder } from '../../services/order-changes.js';
import { mailOrderUpdate } from '../../services/order-mail.js';

/** The next delivery step (packed, out for delivery, delivered), one at a time; anything else 409. */
export const handler = route({ auth: 'admin', body: updateOrderStatusBody }, async ({ body, caller }): Promise<Answer<ApiOrder>> => {
  const order = await orderForCaller(caller, body._id);
  const moved = await moveOrder(order, { to: body.status, by: 'admin' }, (current) => decideStep(current, body.status));
  await mailOrderUpdate(moved);
  return { message: `Order marked ${STATUS_LABELS[body.status].toLowerCase()}`, data: toApiOrder(moved) };
});
