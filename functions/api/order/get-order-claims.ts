import { orderClaimsBody, type ApiOrderClaims } from '../../core/contracts/claim.js';
import { route, type Answer } from '../route.js';
import { ownOrder } from '../../services/orders/order-access.js';
import { orderClaimsView } from '../../services/claims/claim-views.js';

/** The shopper's claims of their own order, and whether (and what) they can report now. */
export const handler = route({ auth: 'user', body: orderClaimsBody }, async ({ body, caller }): Promise<Answer<ApiOrderClaims>> => ({
  message: 'Claims',
  data: await orderClaimsView(await ownOrder(caller, body.orderId)),
}));
