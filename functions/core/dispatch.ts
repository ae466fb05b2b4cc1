/**
 * Riders and dispatch (pure rules; services/dispatch.ts and data/repos/orders/status.ts apply them).
 *
 * A packed order of a store waits in that store's waiting list until it is offered to the store's
 * on-duty rider with no active delivery who has been free longest; a rider holds at most one
 * delivery. What each status change does to that bookkeeping is deliveryEffects, written in the
 * same transaction as the status (docs/decisions/0041-dispatch.md).
 */
import type { Actor, OrderStatus } from './order-states.js';

/** A rider as the store knows them (data/items/rider.ts). `_id` is their Cognito user id. */
export interface RiderRecord {
  _id: string;
  name: string;
  email: string;
  mobile: string;
  /** Their home store: they take only its orders. */
  storeId: string;
  /** false: deactivated (Cognito user disabled, sessions ended). */
  active: boolean;
  createdAt: string;
  updatedAt: string;
}

/** A rider on duty at a store (data/items/rider-duty.ts): free since `freeSince`, or holding `orderId`. */
export interface DutyRecord {
  riderId: string;
  storeId: string;
  onDutySince: string;
  freeSince?: string;
  orderId?: string;
  /** The owner of `orderId` (its partition). */
  orderUserId?: string;
}

/** A packed order waiting for a rider (data/items/waiting-order.ts). */
export interface WaitingOrder {
  orderId: string;
  userId: string;
  storeId: string;
  packedAt: string;
}

/**
 * Offers to make now: the oldest waiting orders to the riders free longest, one each (order ids
 * are time-sortable, so the oldest first). Riders with a delivery are not free.
 */
export function pairOffers(waiting: readonly WaitingOrder[], duty: readonly DutyRecord[]): { order: WaitingOrder; rider: DutyRecord }[] {
  const orders = [...waiting].sort((a, b) => (a.orderId < b.orderId ? -1 : a.orderId > b.orderId ? 1 : 0));
  const free = duty
    .filter((d) => d.orderId === undefined)
    .sort((a, b) => (a.freeSince ?? a.onDutySince).localeCompare(b.freeSince ?? b.onDutySince) || a.riderId.localeCompare(b.riderId));
  return free.slice(0, orders.length).map((rider, i) => ({ order: orders[i]!, rider }));
}

/**
 * A duty item whose rider is gone, deactivated or now at another store: never offered an order
 * (dispatch removes it and pairs again without it).
 */
export const dutyIsStale = (rider: Pick<RiderRecord, 'active' | 'storeId'> | undefined, storeId: string): boolean => !rider?.active || rider.storeId !== storeId;

/** What a status change does to dispatch, besides the status itself. */
export interface DeliveryEffects {
  /** The order joins its store's waiting list (packed again or for the first time; a retry starts afresh). */
  wait: boolean;
  /** It leaves the waiting list: it moved on from packed before any rider took it. */
  unwait: boolean;
  /** Its rider is free again (delivered, could not deliver, cancelled). */
  freeRider: boolean;
  /** The rider's day list gets it (the rider delivered it or gave up). */
  riderDone: boolean;
  /** The rider fields are cleared (a retry after a failed delivery is dispatched anew). */
  clearRider: boolean;
  /** A new handover code (it goes out for delivery). */
  newCode: boolean;
}

const ENDS_DELIVERY: ReadonlySet<OrderStatus> = new Set(['delivered', 'delivery_failed', 'cancelled']);

export function deliveryEffects(order: { status: OrderStatus; riderId?: string }, to: OrderStatus, by: Actor): DeliveryEffects {
  const from = order.status;
  const riding = Boolean(order.riderId) && (from === 'packed' || from === 'out_for_delivery');
  return {
    wait: to === 'packed',
    unwait: from === 'packed' && to !== 'packed' && !order.riderId,
    freeRider: riding && ENDS_DELIVERY.has(to),
    riderDone: riding && by === 'rider' && (to === 'delivered' || to === 'delivery_failed'),
    clearRider: from === 'delivery_failed' && to === 'packed',
    newCode: to === 'out_for_delivery',
  };
}

/** Whether dispatch should look for pairs after the change: an order is waiting anew, or a rider came free. */
export const dispatchAfter = (effects: DeliveryEffects): boolean => effects.wait || effects.freeRider;

/** The start of the stores' day (Asia/Kolkata, UTC+05:30, no daylight saving) containing `now`, as an ISO instant. */
export function startOfStoreDay(now: Date): string {
  const offsetMs = (5 * 60 + 30) * 60_000;
  const local = new Date(now.getTime() + offsetMs);
  local.setUTCHours(0, 0, 0, 0);
  return new Date(local.getTime() - offsetMs).toISOString();
}

/** A wrong handover code: the tries after this one, and whether the code is now locked. */
export function wrongCode(triesBefore: number, allowed: number): { tries: number; locked: boolean; left: number } {
  const tries = triesBefore + 1;
  return { tries, locked: tries >= allowed, left: Math.max(0, allowed - tries) };
}
