/**
 * Whether the shopper's first order is had, as placing an order would find it: an earlier order that
 * counts (core/offer-uses.ts countsAsOrder), or the shopper's first-order claim
 * (data/items/first-order-claim.ts) held by an order, which placement's condition (`claims < 1`,
 * data/repos/offers/redemptions.ts) refuses. The claim stays held by orders that do not count: a
 * card payment that failed, then was paid after the stock was gone and refunded. One exception, as
 * placement makes it: the claim of the shopper's own card checkout still awaiting payment, which the
 * next order replaces and takes the claim over from.
 */
import { countsAsOrder } from '../../core/offer-uses.js';
import { firstOrderClaims, getRedemption } from '../../data/repos/offers/redemptions.js';
import { getOrder, listOrders, pendingCheckoutOrderId } from '../../data/repos/orders/queries.js';

export async function firstOrderHad(userId: string): Promise<boolean> {
  const [orders, claims] = await Promise.all([listOrders(userId), firstOrderClaims(userId)]);
  if (orders.some((order) => countsAsOrder(order.status))) return true;
  if (claims < 1) return false;
  const pendingId = await pendingCheckoutOrderId(userId);
  const pending = pendingId ? await getOrder(userId, pendingId) : undefined;
  if (pending?.status !== 'pending_payment') return true;
  const redemption = await getRedemption(pending._id);
  return !(redemption?.status === 'held' && redemption.firstOrder);
}
