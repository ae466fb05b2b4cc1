import type { ApiPacked } from '../../core/contracts/picker.js';
import { paiseToRupees } from '../../core/money.js';
import { decideStep } from '../../core/order-states.js';
import type { OrderRecord } from '../../core/order-record.js';
import { canPack, givenBackPaise, totalsWithoutUnavailable, unavailableUnits, type PickState } from '../../core/picking.js';
import { awaitedUntil, refundDue } from '../../core/substitution.js';
import { cashToCollectPaise } from '../../core/rider-order.js';
import { recordStockGap } from '../../data/repos/orders/pick.js';
import { stockStoreOf } from '../../data/repos/orders/stock.js';
import { Conflict } from '../../platform/errors.js';
import { moveOrder } from '../orders/order-changes.js';
import { refundPart } from '../payments/refund-part.js';
import { pickableOrder, type Picking } from './picker-access.js';
import { settleExpired } from './substitution.js';

/*
 * Apart from picking.ts: only Packed moves the order (its mail, dispatch) and refunds (Stripe), so
 * only its function bundles them.
 */

/**
 * Packed: every line scanned or unavailable (else 409), then the admin's Packed (placed → packed,
 * one conditional write, its effects: dispatch offers it to the store's riders). What was not
 * packed is not paid for: a cash order's total (the rider's cash to collect) drops in that same
 * write; a card order gets those units refunded as an admin's part refund is (services/payments/
 * refund-part.ts), and the units go on the store's missing-stock list. A Packed sent again after the
 * order was packed finishes what the first left undone (a refund Stripe refused) and answers the same.
 */
export async function packOrder(picking: Picking, orderId: string): Promise<ApiPacked> {
  let order = await pickableOrder(picking, orderId);
  const alreadyPacked = order.status === 'packed' && order.pick !== undefined;
  if (!alreadyPacked) {
    const now = new Date();
    // A substitute given (accepted, or its answer time up) must be scanned into the bag first.
    const allowed = canPack(order, picking.id, picking.isAdmin, now);
    if (!allowed.ok) throw new Conflict(allowed.reason);
    // A substitute the shopper did not answer in time is decided by their preference here, the one
    // step every order passes before it leaves the store (no job runs for orders without any).
    order = await settleExpired(order, await stockStoreOf(order), now);
    const awaited = awaitedUntil(order.pick?.substitutions, now);
    if (awaited) throw new Conflict(`Waiting for the shopper to answer about a replacement (until ${awaited}); pack after that`);
    const pick = order.pick as PickState;
    const lower = order.paymentMethod === 'cod' && givenBackPaise(order.lines, pick) !== 0;
    const moved = await moveOrder(
      order,
      { to: 'packed', by: 'admin', note: `Picked by ${picking.name}`, ...(lower ? { set: { totals: totalsWithoutUnavailable(order.totals, order.lines, pick) } } : {}) },
      {
        rule: (current) => {
          // Someone changed the pick in between: the totals above were of another pick.
          if (current.pick?.rev !== pick.rev) return { ok: false, reason: 'This pick changed meanwhile; open the order again' };
          const can = canPack(current, picking.id, picking.isAdmin, now);
          return can.ok ? decideStep(current, 'packed') : can;
        },
      },
    );
    order = moved.order;
  }
  await recordGaps(order);
  let refundId: string | null = null;
  const due = order.paymentMethod === 'card' && order.paidAt ? refundDue(unavailableUnits(order.pick), order.pick?.substitutions, order.refunds) : { lines: [], keptPaise: 0 };
  if (due.lines.length > 0) {
    const names = due.lines.map((u) => order.lines.find((l) => l.productId === u.productId)?.name ?? u.productId).join(', ');
    const before = new Set((order.refunds ?? []).map((r) => r.id));
    order = await refundPart(order, { lines: due.lines, keptPaise: due.keptPaise, reason: `Not available at the store: ${names}` });
    refundId = (order.refunds ?? []).find((r) => !before.has(r.id))?.id ?? null;
  }
  return {
    _id: order._id,
    status: order.status,
    unavailablePaise: givenBackPaise(order.lines, order.pick),
    refundId,
    amountToCollect: order.paymentMethod === 'cod' ? paiseToRupees(cashToCollectPaise(order)) : null,
  };
}

/** Units found missing, on the store's list (once per order and product). */
async function recordGaps(order: OrderRecord): Promise<void> {
  const storeId = await stockStoreOf(order);
  const at = new Date().toISOString();
  await Promise.all(
    unavailableUnits(order.pick).map((u) =>
      recordStockGap({
        storeId,
        orderId: order._id,
        orderNumber: order.orderId,
        productId: u.productId,
        name: order.lines.find((l) => l.productId === u.productId)?.name ?? u.productId,
        quantity: u.quantity,
        pickerName: order.pick?.pickerName ?? '',
        at,
      }),
    ),
  );
}

