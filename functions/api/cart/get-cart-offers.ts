import type { CartOffers } from '../../core/contracts/offer.js';
import { cartOffers } from '../../services/offers/cart-offer.js';
import { storeIdForRequest } from '../../services/stores/store-of-request.js';
import { route, type Answer } from '../route.js';

/** The cart's offer, the code applied (and why it does not apply now) and the offers that would. */
export const handler = route({ auth: 'user' }, async ({ caller, headers }): Promise<Answer<CartOffers>> => {
  const storeId = await storeIdForRequest(undefined, headers);
  return { message: 'Offers', data: await cartOffers(caller.userId, storeId) };
});
