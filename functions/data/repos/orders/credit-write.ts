/**
 * The store credit an order used (core/credit.ts), moved in the order's own transactions: taken
 * when it is placed, given back by a cancel, taken again by a late payment reviving it. Each move's
 * idempotency key names the order and the change (its timeline position), so a move is written once.
 */
import { creditMove, type CreditEntry } from '../../../core/credit.js';
import { newId } from '../../../core/ids.js';
import type { OrderRecord } from '../../../core/order-record.js';
import type { Actor, OrderStatus } from '../../../core/order-states.js';
import { creditNotRefundedPaise } from '../../../core/refunds.js';

/** The credit the order used, in paise (0: none). */
export const creditUsed = (order: Pick<OrderRecord, 'charges'>): number => order.charges?.creditPaise ?? 0;

/** The spend of a new order: the shopper pays part of it with credit. */
export function spendEntry(order: OrderRecord): CreditEntry | undefined {
  const used = creditUsed(order);
  if (used <= 0) return undefined;
  return entry(order, -used, 'order_spend', `Paid for order ${order.orderId}`, `order:${order._id}:spend`, order.createdAt, order.userId);
}

/** The entry a status change writes for the credit the order used, if any. */
export function changeEntry(order: OrderRecord, to: OrderStatus, at: string, by: Actor): CreditEntry | undefined {
  // Less what part refunds gave back as credit already: the order never gives more back than it used.
  // (A cancel's give-back is this move itself, so it is not subtracted here.)
  const used = creditNotRefundedPaise(order);
  const move = creditMove(order.status, to);
  if (used <= 0 || !move) return undefined;
  const seq = (order.timeline?.length ?? 0) + 1;
  return move === 'give-back'
    ? entry(order, used, 'order_return', `Order ${order.orderId} was cancelled`, `order:${order._id}:return:${seq}`, at, by)
    : entry(order, -used, 'order_spend', `Order ${order.orderId} was paid after all`, `order:${order._id}:spend:${seq}`, at, by);
}

function entry(order: OrderRecord, amountPaise: number, kind: CreditEntry['kind'], reason: string, idempotencyKey: string, at: string, by: string): CreditEntry {
  return { entryId: newId(), userId: order.userId, amountPaise, kind, reason, by, at, orderId: order._id, idempotencyKey };
}
