import { reportProblemBody, type ApiClaim } from '../../core/contracts/claim.js';
import { assertUploadedImages } from '../../platform/images.js';
import { route, type Answer } from '../route.js';
import { ownOrder } from '../../services/orders/order-access.js';
import { reportProblem } from '../../services/claims/claims.js';

/** The shopper reports a problem with their own delivered order (another's is 404); a small claim is approved and paid back at once. */
export const handler = route({ auth: 'user', idempotent: true, body: reportProblemBody }, async ({ body, caller }): Promise<Answer<ApiClaim>> => {
  const order = await ownOrder(caller, body.orderId);
  await assertUploadedImages(body.photos);
  const claim = await reportProblem(order, body);
  return { message: claim.state === 'approved' ? 'Approved: your money is on its way back' : 'Thanks: the store will look at it soon', data: claim };
});
