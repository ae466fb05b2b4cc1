import { deliverBody, type RiderApiOrder } from '../../core/contracts/rider.js';
import { activeRider } from '../../services/riders/rider-access.js';
import { deliver } from '../../services/riders/rider-handover.js';
import { route, type Answer } from '../route.js';

/** Handed over with the shopper's code (400 wrong, 429 locked after 5); cash on delivery records the cash, which must be the total. */
export const handler = route({ auth: 'rider', body: deliverBody }, async ({ body, caller }): Promise<Answer<RiderApiOrder>> => {
  return { message: 'Delivered', data: await deliver(await activeRider(caller), body) };
});
