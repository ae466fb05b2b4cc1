import { failBody, type RiderApiOrder } from '../../core/contracts/rider.js';
import { activeRider } from '../../services/riders/rider-access.js';
import { failDelivery } from '../../services/riders/rider-handover.js';
import { route, type Answer } from '../route.js';

/** Could not deliver, with the reason: the order goes back to the store (delivery_failed) and the rider is free. */
export const handler = route({ auth: 'rider', body: failBody }, async ({ body, caller }): Promise<Answer<RiderApiOrder>> => {
  return { message: 'Marked as not delivered', data: await failDelivery(await activeRider(caller), body) };
});
