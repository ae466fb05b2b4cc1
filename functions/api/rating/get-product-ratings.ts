import { productRatingsBody, type ApiProductRating } from '../../core/contracts/rating.js';
import { productRatings } from '../../data/repos/ratings.js';
import { route, type Answer } from '../route.js';

/** Admins: the thumbs shoppers gave these products (one BatchGet); never-rated products are left out. */
export const handler = route({ auth: 'admin', body: productRatingsBody }, async ({ body }): Promise<Answer<ApiProductRating[]>> => {
  const tallies = await productRatings(body.productIds);
  return { message: 'Product ratings', data: [...tallies.values()].map(({ productId, up, down }) => ({ productId, up, down })) };
});
