import type { RiderMe } from '../../core/contracts/rider.js';
import { startOfStoreDay, type RiderRecord } from '../../core/dispatch.js';
import type { OrderRecord } from '../../core/order-record.js';
import { tipsOf } from '../../core/rider-order.js';
import { getOrder } from '../../data/repos/orders/queries.js';
import { getDuty, getRider, goOffDuty, goOnDuty, listRiderDeliveries } from '../../data/repos/riders.js';
import { getStore } from '../../data/repos/stores.js';
import { Conflict, Forbidden, TooManyRequests } from '../../platform/errors.js';
import { dispatchSoon } from './dispatch.js';
import { riderView } from './rider-access.js';

/** The rider's own calls: their screen and duty (the delivery's steps: rider-handover.ts). */

/** On duty or not, the delivery they hold (as order/details answers a rider), today's finished ones. */
export async function riderMe(rider: RiderRecord): Promise<RiderMe> {
  const [duty, store, today] = await Promise.all([
    getDuty(rider.storeId, rider._id),
    getStore(rider.storeId),
    listRiderDeliveries(rider._id, startOfStoreDay(new Date())),
  ]);
  const held = await Promise.all(
    [
      [duty?.orderUserId, duty?.orderId],
      [duty?.secondOrderUserId, duty?.secondOrderId],
    ].map(([userId, orderId]) => (userId && orderId ? getOrder(userId, orderId) : undefined)),
  );
  // Drop order: the one that waits for the other (afterOrderId) goes last.
  const trip = held.filter((o): o is OrderRecord => Boolean(o)).sort((a, b) => Number(Boolean(a.afterOrderId)) - Number(Boolean(b.afterOrderId)));
  const views = await Promise.all(trip.map((o) => riderView(o)));
  return {
    rider: { _id: rider._id, name: rider.name, storeId: rider.storeId, storeName: store?.name ?? '' },
    onDuty: Boolean(duty),
    current: views[0] ?? null,
    trip: views,
    today,
    tipsToday: tipsOf(today),
  };
}

/** Tries of going on duty while an admin edits the rider. */
const MAX_ATTEMPTS = 4;

/**
 * On duty: written first, then dispatch reads the store's waiting orders (so a pack racing this
 * sees the rider, or this sees the pack). It is written only while the rider is still active at
 * the store read; an admin's edit in between is read again (deactivated: 403). Off duty only
 * without a delivery (409).
 */
export async function setDuty(rider: RiderRecord, onDuty: boolean): Promise<RiderMe> {
  if (!onDuty) {
    if ((await goOffDuty(rider.storeId, rider._id)) === 'busy') throw new Conflict('You have a delivery: deliver it or mark it not delivered before going off duty');
    return riderMe(rider);
  }
  let current = rider;
  for (let attempt = 1; ; attempt++) {
    if ((await goOnDuty(current.storeId, current._id, new Date().toISOString())) === 'ok') break;
    const fresh = await getRider(current._id);
    if (!fresh?.active) throw new Forbidden('Your rider account is not active');
    if (attempt >= MAX_ATTEMPTS) throw new Conflict('Your rider account is being changed right now; please try again');
    current = fresh;
  }
  await dispatchSoon(current.storeId);
  return riderMe(current);
}

export const lockedError = () => new TooManyRequests('Too many wrong codes: the code is locked. The store has been told and will help you hand it over');
