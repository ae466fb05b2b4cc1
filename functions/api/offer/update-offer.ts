import { updateOfferBody, type ApiOffer } from '../../core/contracts/offer.js';
import { changeOffer } from '../../services/offers/offer-admin.js';
import { route, type Answer } from '../route.js';

/** Every field as the form saves it; deactivating is `active: false`. */
export const handler = route({ auth: 'admin', body: updateOfferBody }, async ({ body }): Promise<Answer<ApiOffer>> => {
  return { message: 'Offer updated', data: await changeOffer(body) };
});
