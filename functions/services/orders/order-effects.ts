import type { OrderChange } from '../../core/order-effects.js';
import type { OrderRecord } from '../../core/order-record.js';
import { getOrder } from '../../data/repos/orders/queries.js';
import { BadGateway, Conflict } from '../../platform/errors.js';
import { logger } from '../../platform/logger.js';
import { dispatchSoon } from '../riders/dispatch.js';
import { runAfterEffects, type Followed } from './effect-runner.js';
import { issueOrderInvoice } from './order-invoice.js';

/**
 * Starts a cancelled card order's refund (services/payments/refund-order.ts startRefund). Given by
 * the one caller whose changes start refunds (cancelOrder), so the functions of every other change
 * (a rider's steps, the payment consumers) do not bundle Stripe nor need its secret.
 */
export type RefundStarter = (order: OrderRecord, by: 'shopper' | 'admin') => Promise<OrderRecord>;

/**
 * Runs what follows an order's status change (core/order-effects.ts, place `after`): the one place
 * that mails the shopper, dispatches and starts a refund after a status change. Called right after
 * the write (services/orders/order-changes.ts); once per change (services/orders/effect-runner.ts).
 * The change's marker is also what will let a consumer of the table's stream run the effects of a
 * change whose writer stopped before this (docs/decisions/0048-order-effects.md). A mail or
 * dispatch that fails is logged and never fails the change.
 */
export function followOrderChange(order: OrderRecord, startRefund?: RefundStarter): Promise<Followed> {
  return runAfterEffects(order, {
    invoice: async (changed) => ({ order: await invoiced(changed) }),
    dispatch: async (changed) => {
      await dispatchSoon(changed.storeId);
      return { order: changed };
    },
    refund: (changed, change) => refund(changed, change, startRefund),
  });
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

/** The delivered order with its invoice; an issue that fails is logged (the invoice call issues it later), never failing the delivery. */
async function invoiced(order: OrderRecord): Promise<OrderRecord> {
  try {
    return await issueOrderInvoice(order);
  } catch (err) {
    logger.error('the tax invoice of a delivered order was not issued', { orderId: order._id, error: err });
    return order;
  }
}
