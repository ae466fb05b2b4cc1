import { pickupBody, type RiderApiOrder } from '../../core/contracts/rider.js';
import { activeRider } from '../../services/riders/rider-access.js';
import { pickUp } from '../../services/riders/rider-handover.js';
import { route, type Answer } from '../route.js';

/** The assigned rider picked the order up: out for delivery, and the shopper gets the handover code. */
export const handler = route({ auth: 'rider', body: pickupBody }, async ({ body, caller }): Promise<Answer<RiderApiOrder>> => {
  return { message: 'Picked up', data: await pickUp(await activeRider(caller), body._id) };
});
