import { dutyBody, type RiderMe } from '../../core/contracts/rider.js';
import { activeRider } from '../../services/riders/rider-access.js';
import { setDuty } from '../../services/riders/rider-deliveries.js';
import { route, type Answer } from '../route.js';

/** On duty (the oldest waiting order of their store may be theirs at once) or off duty (not while holding a delivery). */
export const handler = route({ auth: 'rider', body: dutyBody }, async ({ body, caller }): Promise<Answer<RiderMe>> => {
  const me = await setDuty(await activeRider(caller), body.onDuty);
  return { message: body.onDuty ? 'You are on duty' : 'You are off duty', data: me };
});
