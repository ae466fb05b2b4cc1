import type { RiderMe } from '../../core/contracts/rider.js';
import { startOfStoreDay, type RiderRecord } from '../../core/dispatch.js';
import { decide, type OrderStatus } from '../../core/order-states.js';
import type { OrderRecord } from '../../core/order-record.js';
import type { StatusChange } from '../../data/repos/orders/status.js';
import { getOrder } from '../../data/repos/orders/queries.js';
import { getDuty, getRider, goOffDuty, goOnDuty, listRiderDeliveries } from '../../data/repos/riders.js';
import { getStore } from '../../data/repos/stores.js';
import { Conflict, Forbidden, NotFound, TooManyRequests } from '../../platform/errors.js';
import { changeOrder } from '../orders/order-changes.js';
import { dispatchSoon } from './dispatch.js';
import { riderOrder, riderView } from './rider-access.js';

/** The rider's own calls: their screen, duty, could not deliver, and the step every delivery change takes (pickup and handover: rider-handover.ts). */

/** On duty or not, the delivery they hold (as order/details answers a rider), today's finished ones. */
export async function riderMe(rider: RiderRecord): Promise<RiderMe> {
  const [duty, store, today] = await Promise.all([
    getDuty(rider.storeId, rider._id),
    getStore(rider.storeId),
    listRiderDeliveries(rider._id, startOfStoreDay(new Date())),
  ]);
  const order = duty?.orderId && duty.orderUserId ? await getOrder(duty.orderUserId, duty.orderId) : undefined;
  return {
    rider: { _id: rider._id, name: rider.name, storeId: rider.storeId, storeName: store?.name ?? '' },
    onDuty: Boolean(duty),
    current: order ? await riderView(order) : null,
    today,
  };
}

/** Tries of a write that raced another (on duty against an admin's edit, a delivery step against any change). */
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

/**
 * One step of the rider's delivery: the rule (core/order-states.ts, actor rider), then one
 * conditional write on the status read and the rider being this one; when it raced, read again
 * (another rider now: 404).
 */
export async function riderStep(rider: RiderRecord, orderId: string, to: OrderStatus, change: (order: OrderRecord) => Omit<StatusChange, 'to' | 'by' | 'asRider'>): Promise<OrderRecord> {
  let order = await riderOrder(rider._id, orderId);
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    const decision = decide(order, to, 'rider');
    if (!decision.ok) throw new Conflict(decision.reason);
    if (to === 'delivered' && order.codeLocked) throw lockedError();
    // Its mail and dispatch (a rider freed) follow in changeOrder.
    const result = await changeOrder(order, { ...change(order), to, by: 'rider', asRider: rider._id });
    if (result.ok) return result.order;
    if (result.failure !== 'order-changed') throw new Error(`unexpected ${result.failure} moving order ${order._id}`);
    const fresh = await getOrder(order.userId, order._id);
    if (!fresh || fresh.riderId !== rider._id) throw new NotFound('Order not found');
    order = fresh;
  }
  throw new Conflict('This order is being changed by someone else right now; please try again');
}

export const lockedError = () => new TooManyRequests('Too many wrong codes: the code is locked. The store has been told and will help you hand it over');
