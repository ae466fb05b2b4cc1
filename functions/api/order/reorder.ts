import { orderRefBody, type ReorderReply } from '../../core/contracts/order.js';
import { route, type Answer } from '../route.js';
import { ownOrder } from '../../services/orders/order-access.js';
import { reorder } from '../../services/orders/reorder.js';

/** "Buy again": the caller's earlier order back into their cart, as far as the stock allows. */
export const handler = route({ auth: 'user', body: orderRefBody }, async ({ body, caller }): Promise<Answer<ReorderReply>> => {
  const { message, added, skipped } = await reorder(await ownOrder(caller, body._id));
  return { message, data: { added, skipped } };
});
