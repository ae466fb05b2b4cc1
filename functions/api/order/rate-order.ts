import { rateOrderBody, type ApiRating } from '../../core/contracts/rating.js';
import { route, type Answer } from '../route.js';
import { ownOrder } from '../../services/orders/order-access.js';
import { rateOrder } from '../../services/ratings/ratings.js';

/** The shopper rates their own delivered order (another's is 404); a second call within the hour changes it. */
export const handler = route({ auth: 'user', body: rateOrderBody }, async ({ body, caller }): Promise<Answer<ApiRating>> => {
  const order = await ownOrder(caller, body.orderId);
  return { message: 'Thanks for rating your delivery', data: await rateOrder(order, body) };
});
