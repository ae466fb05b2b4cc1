import type { ApiRider } from '../../core/contracts/rider.js';
import { allRiders } from '../../services/riders/rider-views.js';
import { route, type Answer } from '../route.js';

/** Every rider with their store, duty and the order they hold (the admins' Riders page). */
export const handler = route({ auth: 'admin' }, async (): Promise<Answer<ApiRider[]>> => {
  return { message: 'Riders', data: await allRiders() };
});
