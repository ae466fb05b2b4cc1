import type { OrderRecord } from '../../core/order-record.js';
import { countOrderPlaced } from '../../platform/metrics.js';
import { runAfterEffects } from './effect-runner.js';
import { placeSettlingPending, type OrderPreference } from './order-placement.js';

/**
 * Places a cash on delivery order (settling a card checkout left unpaid first); throws a clear 4xx
 * when it cannot. Placed on creation, it is followed as any change is (its confirmation mail). Apart
 * from order-placement.ts, which card checkouts use too: they are followed when their payment places them.
 */
export async function placeCashOrder(userId: string, addressId: string, tipPaise = 0, substitution?: OrderPreference, useCredit = false): Promise<OrderRecord> {
  const placement = await placeSettlingPending(userId, addressId, 'cod', tipPaise, substitution, useCredit);
  if (placement.kind !== 'placed') throw new Error('a cash order never resumes a card checkout');
  countOrderPlaced('cod');
  // A creation brings the mail alone (dispatch and refunds follow a change from a status), so it
  // gives no runner, and this function bundles neither dispatch nor the refund's code.
  return (await runAfterEffects(placement.order, {})).order;
}
