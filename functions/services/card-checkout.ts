import { sameCheckout, type OrderRecord } from '../core/orders.js';
import { changeStatus, getOrder, pendingCheckoutOrderId, placeOrder, replacePendingOrder, replaceStripeSession } from '../data/repos/orders.js';
import { Conflict } from '../platform/errors.js';
import { logger } from '../platform/logger.js';
import { closeCheckoutSession, openCheckoutSession } from './checkout-session.js';
import { orderFromCart, placementError } from './order-placement.js';
import { resumePayment } from './resume-payment.js';

/** Checkouts of one shopper racing each other: each round re-reads which one holds the pointer. */
const MAX_ROUNDS = 3;

export interface CardCheckout {
  id: string;
  url: string;
  order: OrderRecord;
}

/**
 * A card checkout. A shopper has at most one card order awaiting payment, holding stock: a new
 * checkout of the same cart and address resumes paying it (its open Checkout Session, or a new one);
 * a checkout of anything else replaces it: its session is expired at Stripe first (so it can never be
 * paid), then one transaction cancels it and places the new order, moving each product's stock by
 * the difference (repos/orders.ts replacePendingOrder). If the payment page cannot be opened, the new
 * order is cancelled at once and its stock released.
 */
export async function startCardCheckout(userId: string, addressId: string): Promise<CardCheckout> {
  for (let round = 1; round <= MAX_ROUNDS; round++) {
    const pendingId = await pendingCheckoutOrderId(userId);
    const pending = pendingId ? await getOrder(userId, pendingId) : undefined;
    const holding = pending?.status === 'pending_payment' ? pending : undefined;
    const held = new Map((holding?.lines ?? []).map((line) => [line.productId, line.quantity]));
    const order = await orderFromCart(userId, addressId, 'card', held);

    if (holding && sameCheckout(holding, order)) {
      const session = await resumePayment(holding);
      return { ...session, order: { ...holding, stripeSessionId: session.id } };
    }
    if (holding?.stripeSessionId && (await closeCheckoutSession(holding.stripeSessionId)) === 'paid') {
      throw new Conflict('Your earlier card order was paid a moment ago: it will show as placed in My Orders shortly');
    }
    const result = holding ? await replacePendingOrder(holding, order) : await placeOrder(order, pendingId ?? null);
    if (result.ok) return openPaymentPage(order);
    if (result.failure.kind !== 'checkout-changed') throw placementError(result.failure);
    logger.info('the pending checkout changed meanwhile; reading it again', { userId, round });
  }
  throw placementError({ kind: 'checkout-changed' });
}

async function openPaymentPage(order: OrderRecord): Promise<CardCheckout> {
  let session: { id: string; url: string };
  try {
    session = await openCheckoutSession(order, 1);
  } catch (err) {
    logger.error('could not open a Stripe Checkout session; releasing the stock', { error: err as Error, orderId: order._id });
    await changeStatus(order, { to: 'cancelled', by: 'payment', note: 'The payment page could not be opened' });
    throw err;
  }
  if (!(await replaceStripeSession(order, session.id, 1))) {
    // The order moved on before its session was recorded (replaced by another checkout): this one must never be paid.
    await closeCheckoutSession(session.id);
    throw new Conflict('Another checkout of yours replaced this one; please try again');
  }
  return { ...session, order: { ...order, stripeSessionId: session.id, checkoutAttempts: 1 } };
}
