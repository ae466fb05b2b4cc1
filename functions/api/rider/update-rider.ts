import { updateRiderBody, type ApiRider } from '../../core/contracts/rider.js';
import { updateRider } from '../../services/riders/rider-update.js';
import { route, type Answer } from '../route.js';

/** Name, mobile, home store; `active: false` deactivates (sessions end, sign-in refused). */
export const handler = route({ auth: 'admin', body: updateRiderBody }, async ({ body }): Promise<Answer<ApiRider>> => {
  const rider = await updateRider(body);
  return { message: body.active === false ? 'Rider deactivated' : 'Rider updated', data: rider };
});
