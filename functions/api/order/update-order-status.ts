import * as z from 'zod';
import { FULFILMENT_STEPS, STATUS_LABELS, decideStep } from '../../core/order-states.js';
import { toApiOrder } from '../../core/order-api.js';
import { route } from '../route.js';
import { orderForCaller } from '../../services/order-access.js';
import { moveOrder } from '../../services/order-changes.js';
import { mailOrderUpdate } from '../../services/order-mail.js';
import { orderRef } from '../fields.js';

const body = orderRef.extend({
  status: z.enum(FULFILMENT_STEPS, { message: `must be one of ${FULFILMENT_STEPS.join(', ')}` }),
});

/** The next delivery step (packed, out for delivery, delivered), one at a time; anything else 409. */
export const handler = route({ auth: 'admin', body }, async ({ body, caller }) => {
  const order = await orderForCaller(caller, body._id);
  const moved = await moveOrder(order, { to: body.status, by: 'admin' }, (current) => decideStep(current, body.status));
  await mailOrderUpdate(moved);
  return { message: `Order marked ${STATUS_LABELS[body.status].toLowerCase()}`, data: toApiOrder(moved) };
});
