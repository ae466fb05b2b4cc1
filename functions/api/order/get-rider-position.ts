import type { LiveRiderMessage } from '../../core/contracts/live.js';
import { orderRefBody } from '../../core/contracts/order.js';
import { newestPosition } from '../../services/riders/rider-position-view.js';
import { route, type Answer } from '../route.js';

/** Where the rider of an order out for delivery was last, for its shopper or an admin opening its page (null: none kept); anyone else 404. */
export const handler = route({ auth: 'user', body: orderRefBody }, async ({ body, caller }): Promise<Answer<LiveRiderMessage | null>> => {
  return { message: 'Rider position', data: await newestPosition(caller, body._id) };
});
