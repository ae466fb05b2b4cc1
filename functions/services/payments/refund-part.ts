import { createHash } from 'node:crypto';
import type { OrderRecord } from '../../core/order-record.js';
import { mergeRefund, partRefund, refundStatusOf, type PartRefundAsk, type RefundRecord } from '../../core/refunds.js';
import { getOrder } from '../../data/repos/orders/queries.js';
import { saveRefunds } from '../../data/repos/orders/refunds.js';
import { creditNotesAfterRefund } from '../orders/order-invoice.js';
import { BadGateway, Conflict } from '../../platform/errors.js';
import { logger } from '../../platform/logger.js';
import { countRefundStarted } from '../../platform/metrics.js';
import { payments } from '../../platform/payments.js';
import { paymentIntentOf } from './refund-order.js';

/** Tries when a refund event writes the order's refunds between our read and our write. */
const RECORD_ATTEMPTS = 4;

/**
 * An admin gives back part of a paid card order (chosen lines, or an amount) with a reason the
 * shopper reads: the amount is checked against what is left (core/refunds.ts partRefund), Stripe is
 * asked to refund it, and the Refund is recorded on the order at once with its reason and lines.
 * Stripe's refund events then settle it like any other refund (services/payments/refund-events.ts). The
 * Stripe idempotency key names the order's refunds as read and the ask, so the same ask sent
 * twice before either is recorded refunds once; the route's Idempotency-Key answers a repeat. A
 * caller whose refund has an identity of its own (a claim's) passes `idempotencyKey`, so the same
 * refund asked for again after it was recorded is Stripe's first answer, not a second refund.
 */
export async function refundPart(order: OrderRecord, ask: PartRefundAsk & { reason: string }, options: { idempotencyKey?: string } = {}): Promise<OrderRecord> {
  const part = partRefund(order, ask);
  if (!part.ok) throw new Conflict(part.reason);
  const askHash = createHash('sha256').update(JSON.stringify([part.amountPaise, part.lines ?? null, ask.reason])).digest('base64url').slice(0, 16);
  let created: { id: string; status: string; amount: number };
  try {
    const { stripe } = await payments();
    const answer = await stripe.refunds.create(
      {
        payment_intent: await paymentIntentOf(order),
        amount: part.amountPaise,
        reason: 'requested_by_customer',
        metadata: { orderId: order._id, userId: order.userId },
      },
      { idempotencyKey: options.idempotencyKey ?? `refund-part-${order._id}-${order.refundsRev ?? 0}-${askHash}` },
    );
    created = { id: answer.id, status: answer.status ?? 'pending', amount: answer.amount };
  } catch (error) {
    logger.error('a part refund could not be started', { orderId: order._id, error: error as Error });
    const said = error instanceof Error && 'type' in error && typeof error.message === 'string' ? ` (Stripe: ${error.message})` : '';
    throw new BadGateway(`The refund could not be started${said}. Nothing was refunded; try again in a moment.`);
  }
  countRefundStarted();
  const record: RefundRecord = {
    id: created.id,
    amountPaise: created.amount,
    status: refundStatusOf(created.status),
    at: new Date().toISOString(),
    reason: ask.reason,
    ...(part.lines ? { lines: part.lines } : {}),
  };
  let current = order;
  for (let attempt = 1; attempt <= RECORD_ATTEMPTS; attempt++) {
    const refunds = mergeRefund(current.refunds ?? [], record);
    // Its events recorded it already with everything it says.
    if (!refunds) return current;
    const result = await saveRefunds(current, refunds);
    if (result.ok) {
      // Stripe may answer a refund succeeded at once: its credit note is due now.
      if (record.status === 'succeeded') await creditNotesAfterRefund(result.order);
      return result.order;
    }
    current = (await getOrder(order.userId, order._id)) ?? current;
  }
  // The refund is made; its events record it (without the reason) even if this write never lands.
  logger.error('a part refund was made but its reason could not be recorded', { orderId: order._id, refundId: created.id });
  return current;
}
