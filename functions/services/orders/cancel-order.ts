import { cancelCallsBack, decide } from '../../core/order-states.js';
import type { OrderRecord } from '../../core/order-record.js';
import { getOrder } from '../../data/repos/orders/queries.js';
import { Conflict } from '../../platform/errors.js';
import { closeCheckoutSession } from '../payments/checkout-session.js';
import { mailOrderUpdate } from './order-mail.js';
import { moveOrder } from './order-changes.js';
import type { Followed } from './effect-runner.js';
import { startRefund } from '../payments/refund-order.js';

/**
 * Cancels an order for the shopper who owns it or an admin (core/order-states.ts says who may, when).
 * A pending card order's Checkout Session is expired first, so it cannot be paid afterwards; the
 * stock comes back in the same transaction as the status; a paid order's refund starts at once.
 */
export async function cancelOrder(
  order: OrderRecord,
  by: 'shopper' | 'admin',
  reason: string | undefined,
): Promise<{ order: OrderRecord; message: string }> {
  if (cancelCallsBack(order, by)) return callBack(order, reason);
  const decision = decide(order, 'cancelled', by);
  if (!decision.ok) throw new Conflict(decision.reason);
  if (order.status === 'pending_payment' && order.stripeSessionId) {
    if ((await closeCheckoutSession(order.stripeSessionId)) === 'paid') {
      throw new Conflict('This order was paid a moment ago. Wait until it shows as placed, then cancel it to get a refund');
    }
  }

  let followed: Followed;
  try {
    // Its mail and, for a card payment, its refund's start follow the write (core/order-effects.ts).
    followed = await moveOrder(order, { to: 'cancelled', by, note: reason, set: reason ? { cancelReason: reason } : undefined }, { startRefund });
  } catch (err) {
    // The expired session's own event may cancel the order first: what was asked is done all the same.
    const now = err instanceof Conflict && order.status === 'pending_payment' ? await getOrder(order.userId, order._id) : undefined;
    if (now?.status !== 'cancelled') throw err;
    // The expiry's cancel mails no one (core/order-effects.ts mailFor); this shopper asked for it, so they hear of it.
    await mailOrderUpdate(now);
    followed = { order: now };
  }
  if (followed.refund === 'started') return { order: followed.order, message: 'Order cancelled. The refund has started' };
  // Cancelled all the same; the refund stays due (an admin sees it) or is under way already.
  if (followed.refund === 'not-started') return { order: followed.order, message: 'Order cancelled. The refund could not be started yet; it will be refunded' };
  return { order: followed.order, message: 'Order cancelled' };
}

/**
 * Cancelled after pick-up: the goods are in the rider's bag, so the order is called back as a
 * failed delivery (its rider free, its stock still out). The store cancels it once the goods are
 * back, which puts the stock back on sale and refunds a card payment, as after any failed delivery.
 */
async function callBack(order: OrderRecord, reason: string | undefined): Promise<{ order: OrderRecord; message: string }> {
  const failReason = reason ? `Cancelled by the store: ${reason}` : 'Cancelled by the store';
  const called = await moveOrder(order, { to: 'delivery_failed', by: 'admin', note: failReason, set: { failReason, ...(reason ? { cancelReason: reason } : {}) } });
  return { order: called.order, message: 'The rider brings the order back. Cancel it once the goods are back at the store: its stock comes back then' };
}
