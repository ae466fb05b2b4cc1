import { riderLocationBody, type RiderLocationReply } from '../../core/contracts/rider-location.js';
import { activeRider } from '../../services/riders/rider-access.js';
import { shareLocation } from '../../services/riders/rider-location.js';
import { route, type Answer } from '../route.js';

/** The rider's position while their order is out (409 otherwise; 429 sooner than ~10 s after the last): to the order's shopper and the admins. */
export const handler = route({ auth: 'rider', body: riderLocationBody }, async ({ body, caller }): Promise<Answer<RiderLocationReply>> => {
  return { message: 'Location shared', data: await shareLocation(await activeRider(caller), body) };
});
