import { toApiOrder } from '../../core/order-api.js';
import { route } from '../route.js';
import { mailOrderUpdate } from '../../services/order-mail.js';
import { placeCashOrder } from '../../services/order-placement.js';
import { orderRequest } from '../fields.js';

export const handler = route({ auth: 'user', idempotent: true, body: orderRequest }, async ({ body, caller }) => {
  const order = await placeCashOrder(caller.userId, body.addressId);
  await mailOrderUpdate(order);
  return { message: 'Order placed successfully', data: toApiOrder(order) };
});
