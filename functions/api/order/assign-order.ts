import { assignOrderBody } from '../../core/contracts/rider.js';
import type { AdminApiOrder } from '../../core/order-api.js';
import { assignOrder } from '../../services/orders/order-assign.js';
import { route, type Answer } from '../route.js';

/** An admin gives a packed or out-for-delivery order to another rider on duty at its store (the previous one is freed). */
export const handler = route({ auth: 'admin', body: assignOrderBody }, async ({ body, caller }): Promise<Answer<AdminApiOrder>> => {
  return { message: 'Order assigned', data: await assignOrder(caller, body._id, body.riderId) };
});
