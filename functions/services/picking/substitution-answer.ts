import type { ApiOrder } from '../../core/order-api.js';
import { toOwnerApiOrder } from '../../core/order-api.js';
import { answer } from '../../core/substitution.js';
import { getOrder } from '../../data/repos/orders/queries.js';
import { stockStoreOf } from '../../data/repos/orders/stock.js';
import { Conflict, NotFound } from '../../platform/errors.js';
import { writeDecisions } from './substitution.js';

/**
 * The shopper's answer to the substitute proposed for a line of their order (anyone else's order is
 * "not found", as everywhere). Accepting takes the substitute's stock in the same write as the
 * answer; when it ran out meanwhile the answer is recorded as sold out. The same answer again
 * changes nothing and answers the same; after the time to answer ran out the preference decided (409).
 */
export async function answerSubstitution(userId: string, ask: { orderId: string; lineId: string; accept: boolean }): Promise<ApiOrder> {
  const order = await getOrder(userId, ask.orderId);
  if (!order) throw new NotFound('Order not found');
  const storeId = await stockStoreOf(order);
  const now = new Date();
  const written = await writeDecisions(order, storeId, (current) => {
    const decided = answer(current.pick?.substitutions, ask.lineId, ask.accept, now);
    if (!decided.ok) throw decided.status === 404 ? new NotFound(decided.reason) : new Conflict(decided.reason);
    if (decided.changed && current.status !== 'placed') throw new Conflict(`This order is ${current.status.replace(/_/g, ' ')}: its items can no longer be changed`);
    return decided.changed ? [decided.substitution] : [];
  });
  return toOwnerApiOrder(written);
}
