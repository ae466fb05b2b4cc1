import { createOfferBody, type ApiOffer } from '../../core/contracts/offer.js';
import { addOffer } from '../../services/offers/offer-admin.js';
import { route, type Answer } from '../route.js';

/** A new offer (409 when its code is taken, whatever its case). */
export const handler = route({ auth: 'admin', idempotent: true, body: createOfferBody }, async ({ body }): Promise<Answer<ApiOffer>> => {
  return { message: 'Offer created', data: await addOffer(body) };
});
