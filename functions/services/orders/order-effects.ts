import { changeOf, effectsOf, type OrderChange } from '../../core/order-effects.js';
import type { OrderRecord } from '../../core/order-record.js';
import { claimEffects } from '../../data/repos/orders/effects.js';
import { getOrder } from '../../data/repos/orders/queries.js';
import { BadGateway, Conflict } from '../../platform/errors.js';
import { logger } from '../../platform/logger.js';
import { dispatchSoon } from '../riders/dispatch.js';
import { issueOrderInvoice } from './order-invoice.js';
import { mailOrderUpdate } from './order-mail.js';

/**
 * Starts a cancelled card order's refund (services/payments/refund-order.ts startRefund). Given by
 * the one caller whose changes start refunds (cancelOrder), so the functions of every other change
 * (a rider's steps, the payment consumers) do not bundle Stripe nor need its secret.
 */
export type RefundStarter = (order: OrderRecord, by: 'shopper' | 'admin') => Promise<OrderRecord>;

/** The order after its change's effects, and how its refund's start went (when the change starts one). */
export interface Followed {
  order: OrderRecord;
  refund?: 'started' | 'not-started';
}

/**
 * Runs what follows an order's latest change (core/order-effects.ts, place `after`): the one place
 * that mails the shopper, dispatches and starts a refund after a status change. Called right after
 * the write (services/orders/order-changes.ts). Whoever claims the change's marker first runs its
 * effects; another call finds it taken and does nothing, so a change mails and dispatches once. The
 * marker is also what will let a consumer of the table's stream run the effects of a change whose
 * writer stopped before this (docs/decisions/0048-order-effects.md). A mail or dispatch that fails is
 * logged and never fails the change.
 */
export async function followOrderChange(order: OrderRecord, startRefund?: RefundStarter): Promise<Followed> {
  const change = changeOf(order);
  if (!change) return { order };
  const effects = effectsOf(change, 'after');
  if (effects.length === 0) return { order };
  if ((await claimEffects(order._id, change.seq, effects)) === 'taken') return { order };
  if (effects.includes('invoice')) order = await invoiced(order);
  if (effects.includes('mail')) await mailOrderUpdate(order);
  if (effects.includes('dispatch')) await dispatchSoon(order.storeId);
  if (effects.includes('refund')) return refund(order, change, startRefund);
  return { order };
}

/** The delivered order with its invoice; an issue that fails is logged (the invoice call issues it later), never failing the delivery. */
async function invoiced(order: OrderRecord): Promise<OrderRecord> {
  try {
    return await issueOrderInvoice(order);
  } catch (err) {
    logger.error('the tax invoice of a delivered order was not issued', { orderId: order._id, error: err });
    return order;
  }
}

/** A cancelled card order's refund: started at once; when Stripe cannot be asked the order stays refund due (an admin sees it). */
async function refund(order: OrderRecord, change: OrderChange, startRefund: RefundStarter | undefined): Promise<Followed> {
  if (!startRefund) throw new Error(`order ${order._id}: its change starts a refund, and its writer gave no way to start one`);
  try {
    return { order: await startRefund(order, change.by === 'shopper' ? 'shopper' : 'admin'), refund: 'started' };
  } catch (err) {
    if (!(err instanceof BadGateway || err instanceof Conflict)) throw err;
    logger.warn('the refund of a cancelled order did not start', { orderId: order._id, error: err });
    return { order: (await getOrder(order.userId, order._id)) ?? order, refund: 'not-started' };
  }
}
