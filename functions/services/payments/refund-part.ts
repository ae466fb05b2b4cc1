import { createHash } from 'node:crypto';
import type { CreditEntry } from '../../core/credit.js';
import { newId } from '../../core/ids.js';
import { formatPaise } from '../../core/money.js';
import type { OrderRecord } from '../../core/order-record.js';
import { creditOpenPaise, mergeRefund, partRefund, refundStatusOf, statusAfterRefunds, type PartRefundAsk, type RefundRecord } from '../../core/refunds.js';
import { getOrder } from '../../data/repos/orders/queries.js';
import { saveCreditRefund } from '../../data/repos/orders/credit-refund.js';
import { saveRefunds } from '../../data/repos/orders/refunds.js';
import { creditNotesAfterRefund } from '../orders/order-invoice.js';
import { changeOrder } from '../orders/order-changes.js';
import { BadGateway, Conflict } from '../../platform/errors.js';
import { logger } from '../../platform/logger.js';
import { countRefundStarted } from '../../platform/metrics.js';
import { payments } from '../../platform/payments.js';
import { paymentIntentOf } from './refund-order.js';

/** Tries when a refund event writes the order's refunds between our read and our write. */
const RECORD_ATTEMPTS = 4;

/** One destination's share of a part refund. */
interface Share {
  amountPaise: number;
  reason: string;
  lines?: { productId: string; quantity: number }[];
  /** The caller's key, kept on the record (a retry finds it). */
  key?: string;
}

/**
 * Gives back part of a paid card order (chosen lines, or an amount) with a reason the shopper reads:
 * an admin's part refund, what was not packed, a claim. The amount is checked against what is left
 * and split by core/refunds.ts refundSplit: the card first, up to what it still holds (Stripe is
 * asked, and the Refund recorded on the order at once with its reason and lines; its events settle
 * it, services/payments/refund-events.ts); the rest, the share of the store credit the order used,
 * back as credit (its record and its ledger entry in one transaction). The Stripe idempotency key
 * names the order's refunds as read and the ask, so the same ask sent twice before either is
 * recorded refunds once; the route's Idempotency-Key answers a repeat. A caller whose refund has an
 * identity of its own (a claim's) passes `idempotencyKey`: asked again, it is split as the first
 * time (its own records left out), Stripe gives its first answer and the credit is written once.
 * Once both shares are recorded the order moves where its refunds now say (followRefunds).
 */
export async function refundPart(order: OrderRecord, ask: PartRefundAsk & { reason: string }, options: { idempotencyKey?: string } = {}): Promise<OrderRecord> {
  const key = options.idempotencyKey;
  const before = key ? { ...order, refunds: (order.refunds ?? []).filter((r) => r.key !== key) } : order;
  const part = partRefund(before, ask);
  if (!part.ok) throw new Conflict(part.reason);
  const askHash = createHash('sha256').update(JSON.stringify([part.amountPaise, part.lines ?? null, ask.reason])).digest('base64url').slice(0, 16);
  const refundKey = key ?? `refund-part-${order._id}-${order.refundsRev ?? 0}-${askHash}`;
  const keyed = key ? { key } : {};
  let current = order;
  if (part.cardPaise > 0) {
    current = await refundOnCard(current, { amountPaise: part.cardPaise, reason: ask.reason, ...(part.lines ? { lines: part.lines } : {}), ...keyed }, refundKey);
  }
  if (part.creditPaise > 0) {
    // The units are on the card's record when there is one, so they count once.
    const lines = part.cardPaise === 0 && part.lines ? { lines: part.lines } : {};
    current = await refundAsCredit(current, { amountPaise: part.creditPaise, reason: ask.reason, ...lines, ...keyed }, refundKey);
  }
  return followRefunds(current);
}

/** The note of a cancel because every paisa came back before the order left the store. */
const REFUNDED_IN_FULL = 'Refunded in full';

/**
 * Moves the order where its recorded refunds say (core/refunds.ts statusAfterRefunds), with the
 * change's effects (mail, live push, the dashboard's figures: changeOrder): a credit share has no
 * Stripe event to do it, and a card share Stripe answered as succeeded may be recorded after its
 * event was applied. Read again after a lost race; the order may take two steps (cancelled, then refunded).
 */
async function followRefunds(order: OrderRecord): Promise<OrderRecord> {
  let current = order;
  for (let attempt = 1; attempt <= RECORD_ATTEMPTS; attempt++) {
    const to = statusAfterRefunds(current, current.refunds ?? []);
    if (!to) return current;
    const cancel = to === 'cancelled' ? { note: REFUNDED_IN_FULL, set: { cancelReason: REFUNDED_IN_FULL } } : {};
    const result = await changeOrder(current, { to, by: 'payment', ...cancel });
    current = result.ok ? result.order : ((await getOrder(order.userId, order._id)) ?? current);
  }
  // Its next refund event, or the next part refund, moves it (they follow the same rule).
  if (statusAfterRefunds(current, current.refunds ?? [])) logger.error('the order kept changing while it followed its refunds', { orderId: order._id });
  return current;
}

async function refundOnCard(order: OrderRecord, share: Share, idempotencyKey: string): Promise<OrderRecord> {
  let created: { id: string; status: string; amount: number };
  try {
    const { stripe } = await payments();
    const answer = await stripe.refunds.create(
      {
        payment_intent: await paymentIntentOf(order),
        amount: share.amountPaise,
        reason: 'requested_by_customer',
        metadata: { orderId: order._id, userId: order.userId },
      },
      { idempotencyKey },
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
    reason: share.reason,
    ...(share.lines ? { lines: share.lines } : {}),
    ...(share.key ? { key: share.key } : {}),
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

/** The credit share: a `to: 'credit'` record on the order and its `order_refund` ledger entry, written together once. */
async function refundAsCredit(order: OrderRecord, share: Share, refundKey: string): Promise<OrderRecord> {
  const at = new Date().toISOString();
  const record: RefundRecord = {
    id: `credit-${refundKey}`,
    amountPaise: share.amountPaise,
    status: 'succeeded',
    at,
    reason: share.reason,
    to: 'credit',
    ...(share.lines ? { lines: share.lines } : {}),
    ...(share.key ? { key: share.key } : {}),
  };
  const entry: CreditEntry = {
    entryId: newId(),
    userId: order.userId,
    amountPaise: share.amountPaise,
    kind: 'order_refund',
    reason: share.reason,
    by: 'system',
    at,
    orderId: order._id,
    idempotencyKey: `refund:${refundKey}`,
  };
  let current = order;
  for (let attempt = 1; attempt <= RECORD_ATTEMPTS; attempt++) {
    if (current.refunds?.some((r) => r.id === record.id)) return current;
    // Read again after a lost race: another refund may have given the credit back meanwhile.
    if (creditOpenPaise(current) < share.amountPaise) throw new Conflict(`At most ${formatPaise(creditOpenPaise(current))} of the credit is left to give back on this order`);
    const result = await saveCreditRefund(current, [...(current.refunds ?? []), record], entry);
    if (result.ok) {
      await creditNotesAfterRefund(result.order);
      return result.order;
    }
    current = (await getOrder(order.userId, order._id)) ?? current;
  }
  throw new Conflict('The order kept changing while its refund was recorded; look at it again and retry');
}
