import type { RiderMe } from '../../core/contracts/rider.js';
import { activeRider } from '../../services/riders/rider-access.js';
import { riderMe } from '../../services/riders/rider-deliveries.js';
import { route, type Answer } from '../route.js';

/** The rider's screen: duty, the delivery they hold, today's finished ones. */
export const handler = route({ auth: 'rider' }, async ({ caller }): Promise<Answer<RiderMe>> => {
  return { message: 'Rider', data: await riderMe(await activeRider(caller)) };
});
