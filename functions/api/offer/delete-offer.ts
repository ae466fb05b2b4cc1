import type { IdReply } from '../../core/contracts/envelope.js';
import { idBody } from '../../core/contracts/fields.js';
import { removeOfferRecord } from '../../services/offers/offer-admin.js';
import { route, type Answer } from '../route.js';

/** The offer and its code; orders that hold it keep what they were charged. */
export const handler = route({ auth: 'admin', body: idBody }, async ({ body }): Promise<Answer<IdReply>> => {
  return { message: 'Offer deleted', data: await removeOfferRecord(body._id) };
});
