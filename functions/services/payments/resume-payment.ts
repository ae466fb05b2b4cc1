import { STATUS_LABELS } from '../../core/order-states.js';
import type { OrderRecord } from '../../core/order-record.js';
import { getOrder } from '../../data/repos/orders/queries.js';
import { replaceStripeSession } from '../../data/repos/orders/stripe.js';
import { Conflict } from '../../platform/errors.js';
import { checkoutSession, closeCheckoutSession, openCheckoutSession } from './checkout-session.js';

/** Rounds when another "Pay now" of the same order records its session between our read and our write. */
const MAX_ROUNDS = 3;

/**
 * "Pay now" for a card order still awaiting payment (the shopper left Stripe's page): its open
 * Checkout Session, or a new one when that one expired before its expiry event was applied. The
 * stock stays held throughout.
 *
 * Two callers at once (a double tap, two tabs) end with one open session that both are given: both
 * ask Stripe with the same idempotency key (the same try number), so both usually get the very same
 * session; the one that records it wins, and the other finds it recorded and answers it too. A
 * session that lost the race is expired only when it is not the one the order records, so a caller
 * never expires the session another caller is paying on.
 */
export async function resumePayment(order: OrderRecord): Promise<{ id: string; url: string }> {
  let current = order;
  for (let round = 1; round <= MAX_ROUNDS; round++) {
    if (current.paymentMethod !== 'card' || current.status !== 'pending_payment') {
      throw new Conflict(`This order is ${STATUS_LABELS[current.status].toLowerCase()}: there is nothing to pay`);
    }
    if (current.stripeSessionId) {
      const session = await checkoutSession(current.stripeSessionId);
      if (session.status === 'open' && session.url) return { id: session.id, url: session.url };
      if (session.status === 'complete') throw new Conflict('This order was paid a moment ago; it will show as placed shortly');
    }
    const attempt = (current.checkoutAttempts ?? 1) + 1;
    let session: { id: string; url: string };
    try {
      session = await openCheckoutSession(current, attempt);
    } catch (err) {
      // Stripe refuses a reused idempotency key whose request differs (another caller's, a second
      // later): if that caller has recorded its session meanwhile, it is ours too.
      const fresh = await getOrder(current.userId, current._id);
      if (!fresh || fresh.stripeSessionId === current.stripeSessionId) throw err;
      current = fresh;
      continue;
    }
    if (await replaceStripeSession(current, session.id, attempt)) return session;

    const fresh = await getOrder(current.userId, current._id);
    // Another "Pay now" recorded this very session (the same idempotency key gave both of us the same one).
    if (fresh?.stripeSessionId === session.id) return session;
    // Ours is not the order's session: it must never be paid.
    await closeCheckoutSession(session.id);
    if (!fresh) throw new Conflict('This order changed meanwhile; please look at it again');
    current = fresh;
  }
  throw new Conflict('This order changed meanwhile; please look at it again');
}
