import { orderRatingBody, type ApiOrderRating } from '../../core/contracts/rating.js';
import { route, type Answer } from '../route.js';
import { ownOrder } from '../../services/orders/order-access.js';
import { orderRating } from '../../services/ratings/ratings.js';

/** The shopper's own order: whether it can be rated now, and its rating. */
export const handler = route({ auth: 'user', body: orderRatingBody }, async ({ body, caller }): Promise<Answer<ApiOrderRating>> => {
  const order = await ownOrder(caller, body.orderId);
  return { message: 'Rating', data: await orderRating(order) };
});
