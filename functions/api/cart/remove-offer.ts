import type { CartOffers } from '../../core/contracts/offer.js';
import { removeOffer } from '../../services/offers/cart-offer.js';
import { storeIdForRequest } from '../../services/stores/store-of-request.js';
import { route, type Answer } from '../route.js';

/** The applied coupon off the cart (on every device); removing none is harmless. */
export const handler = route({ auth: 'user' }, async ({ caller, headers }): Promise<Answer<CartOffers>> => {
  const storeId = await storeIdForRequest(undefined, headers);
  return { message: 'Offer removed', data: await removeOffer(caller.userId, storeId) };
});
