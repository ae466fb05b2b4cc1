import type { ApiOffer } from '../../core/contracts/offer.js';
import { offersForAdmin } from '../../services/offers/offer-admin.js';
import { route, type Answer } from '../route.js';

/** Every offer and coupon, newest first, with its uses so far. */
export const handler = route({ auth: 'admin' }, async (): Promise<Answer<ApiOffer[]>> => {
  return { message: 'Offers', data: await offersForAdmin() };
});
