import { orderRequestBody, type CheckoutReply } from '../../core/contracts/order.js';
import { toApiOrder } from '../../core/order-api.js';
import { route, type Answer } from '../route.js';
import { startCardCheckout } from '../../services/payments/card-checkout.js';

/**
 * Reserves the stock with a pending card order (the shopper's only one: the same cart resumes it,
 * another replaces it) and answers the Stripe Checkout Session to pay it on.
 */
export const handler = route({ auth: 'user', idempotent: true, body: orderRequestBody }, async ({ body, caller }): Promise<Answer<CheckoutReply>> => {
  const { id, url, order } = await startCardCheckout(caller.userId, body.addressId, body.tip, body.substitution, body.useCredit);
  return { message: 'Redirecting to payment', data: { id, url, order: toApiOrder(order) } };
});
