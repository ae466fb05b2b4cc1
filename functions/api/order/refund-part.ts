import { refundPartBody } from '../../core/contracts/order.js';
import { toApiOrder, type ApiOrder } from '../../core/order-api.js';
import { rupeesToPaise } from '../../core/money.js';
import { route, type Answer } from '../route.js';
import { orderForCaller } from '../../services/orders/order-access.js';
import { refundPart } from '../../services/payments/refund-part.js';

/** Refunds chosen lines or an amount of a paid card order, with a reason the shopper reads (409 past what is left). */
export const handler = route({ auth: 'admin', idempotent: true, body: refundPartBody }, async ({ body, caller }): Promise<Answer<ApiOrder>> => {
  const amount = body.amount === undefined ? undefined : rupeesToPaise(body.amount);
  const order = await refundPart(await orderForCaller(caller, body._id), {
    reason: body.reason,
    ...(body.lines ? { lines: body.lines } : {}),
    ...(amount?.ok ? { amountPaise: amount.paise } : {}),
  });
  return { message: 'Refund started', data: toApiOrder(order) };
});
