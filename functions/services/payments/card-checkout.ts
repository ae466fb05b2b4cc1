import type { OrderRecord } from '../../core/order-record.js';
import { changeStatus } from '../../data/repos/orders/status.js';
import { replaceStripeSession } from '../../data/repos/orders/stripe.js';
import { Conflict } from '../../platform/errors.js';
import { logger } from '../../platform/logger.js';
import { toPayPaise } from '../../core/credit.js';
import { countOrderPlaced } from '../../platform/metrics.js';
import { runAfterEffects } from '../orders/effect-runner.js';
import { closeCheckoutSession, openCheckoutSession, successUrl } from './checkout-session.js';
import { placeSettlingPending, type OrderPreference } from '../orders/order-placement.js';
import { resumePayment } from './resume-payment.js';

export interface CardCheckout {
  id: string;
  url: string;
  order: OrderRecord;
}

/**
 * A card checkout. A shopper has at most one card order awaiting payment, holding stock: a new
 * checkout of the same cart and address resumes paying it (its open Checkout Session, or a new one);
 * a checkout of anything else replaces it (services/orders/order-placement.ts placeSettlingPending). If the
 * payment page cannot be opened, the new order is cancelled at once and its stock released.
 */
export async function startCardCheckout(userId: string, addressId: string, tipPaise = 0, substitution?: OrderPreference, useCredit = false): Promise<CardCheckout> {
  const placement = await placeSettlingPending(userId, addressId, 'card', tipPaise, substitution, useCredit);
  if (placement.kind === 'placed') return toPayPaise(placement.order) === 0 ? paidWithCredit(placement.order) : openPaymentPage(placement.order);
  const session = await resumePayment(placement.pending);
  return { ...session, order: { ...placement.pending, stripeSessionId: session.id } };
}

/**
 * Store credit paid the whole order: no payment page. The order moves from awaiting payment to
 * placed as a payment's arrival does (its cart lines cleared in that write), with no paidAt or
 * payment intent: nothing was charged to a card, so a cancel starts no card refund and gives the
 * credit back. The answer sends the shopper straight to the success page.
 */
async function paidWithCredit(order: OrderRecord): Promise<CardCheckout> {
  const placed = await changeStatus(order, { to: 'placed', by: 'payment', note: 'Paid in full with QuickBasket credit' });
  if (!placed.ok) throw new Conflict('Another checkout of yours changed this order; please try again');
  countOrderPlaced('card');
  const followed = await runAfterEffects(placed.order, {});
  return { id: '', url: successUrl(), order: followed.order };
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
