import { createRiderBody, type ApiRider } from '../../core/contracts/rider.js';
import { createRider } from '../../services/riders/rider-create.js';
import { route, type Answer } from '../route.js';

/** A rider's account (Cognito group RIDER) and the mail to set their password; the same e-mail again answers the same rider. */
export const handler = route({ auth: 'admin', idempotent: true, body: createRiderBody }, async ({ body }): Promise<Answer<ApiRider>> => {
  return { message: 'Rider added. They have been mailed how to set their password', data: await createRider(body) };
});
