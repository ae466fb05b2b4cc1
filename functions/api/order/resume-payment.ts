import { orderRefBody, type PaymentPage } from '../../core/contracts/order.js';
import { route, type Answer } from '../route.js';
import { ownOrder } from '../../services/orders/order-access.js';
import { resumePayment } from '../../services/payments/resume-payment.js';

/** "Pay now" for the caller's card order that still awaits payment: where to pay it. */
export const handler = route({ auth: 'user', body: orderRefBody }, async ({ body, caller }): Promise<Answer<PaymentPage>> => {
  const session = await resumePayment(await ownOrder(caller, body._id));
  return { message: 'Redirecting to payment', data: session };
});
