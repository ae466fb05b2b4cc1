import { codeMatches } from '../core/delivery-code.js';
import { wrongCode, type RiderRecord } from '../core/dispatch.js';
import { rupeesToPaise } from '../core/money.js';
import { firstName } from '../core/order-api.js';
import { DELIVERY_CODE_TRIES, cashToCollectPaise, type RiderApiOrder } from '../core/rider-order.js';
import { recordWrongCode } from '../data/repos/dispatch.js';
import { getOrder } from '../data/repos/orders/queries.js';
import { BadRequest, NotFound } from '../platform/errors.js';
import { mailOrderUpdate } from './order-mail.js';
import { riderOrder, riderView } from './rider-access.js';
import { lockedError, riderStep } from './rider-deliveries.js';

/** The rider picks the order up and hands it over with the shopper's code; the shopper is mailed each, as for an admin's steps. */

const MAX_ATTEMPTS = 4;

export async function pickUp(rider: RiderRecord, orderId: string): Promise<RiderApiOrder> {
  const moved = await riderStep(rider, orderId, 'out_for_delivery', () => ({ note: `Picked up by ${firstName(rider.name)}` }));
  // The shopper hears of it as when an admin sends it out (the order page shows the code).
  await mailOrderUpdate(moved);
  return riderView(moved);
}

/**
 * Delivered, with the shopper's code: a wrong one counts (400 with the tries left; the fifth locks
 * it, 429, and the order says codeLocked, which the admins' screens show at once). Cash on delivery:
 * the cash collected must be the total (400 otherwise).
 */
export async function deliver(rider: RiderRecord, input: { _id: string; code: string; cashCollected?: number }): Promise<RiderApiOrder> {
  let order = await riderOrder(rider._id, input._id);
  for (let attempt = 1; ; attempt++) {
    if (order.status !== 'out_for_delivery') break; // riderStep answers with the rule's words
    if (order.codeLocked) throw lockedError();
    if (codeMatches(order.deliveryCode, input.code)) break;
    const counted = wrongCode(order.codeTries ?? 0, DELIVERY_CODE_TRIES);
    if (await recordWrongCode(order, rider._id, counted.tries, counted.locked, new Date().toISOString())) {
      if (counted.locked) throw lockedError();
      throw new BadRequest(`code: that is not the shopper's code (${counted.left} ${counted.left === 1 ? 'try' : 'tries'} left)`);
    }
    const fresh = attempt < MAX_ATTEMPTS ? await getOrder(order.userId, order._id) : undefined;
    if (!fresh || fresh.riderId !== rider._id) throw new NotFound('Order not found');
    order = fresh;
  }
  const due = cashToCollectPaise(order);
  let cashCollectedPaise: number | undefined;
  if (order.status === 'out_for_delivery' && due > 0) {
    const paid = input.cashCollected === undefined ? undefined : rupeesToPaise(input.cashCollected);
    if (!paid?.ok || paid.paise !== due) throw new BadRequest(`cashCollected: collect exactly ₹${due / 100} (the order's total) before marking it delivered`);
    cashCollectedPaise = paid.paise;
  }
  const moved = await riderStep(rider, input._id, 'delivered', () => ({
    note: `Delivered by ${firstName(rider.name)}`,
    set: cashCollectedPaise === undefined ? undefined : { cashCollectedPaise },
  }));
  await mailOrderUpdate(moved);
  return riderView(moved);
}

