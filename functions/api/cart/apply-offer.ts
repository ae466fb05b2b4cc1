import { applyOfferBody, type CartOffers } from '../../core/contracts/offer.js';
import { applyOffer } from '../../services/offers/cart-offer.js';
import { storeIdForRequest } from '../../services/stores/store-of-request.js';
import { route, type Answer } from '../route.js';

/** 400 with the shopper's reason when the code does not apply to the cart now; nothing is written then. */
export const handler = route({ auth: 'user', body: applyOfferBody }, async ({ caller, headers, body }): Promise<Answer<CartOffers>> => {
  const storeId = await storeIdForRequest(undefined, headers);
  return { message: 'Offer applied', data: await applyOffer(caller.userId, storeId, body.code) };
});
