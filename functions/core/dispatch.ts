/**
 * Riders and dispatch (pure rules; services/riders/dispatch.ts and data/repos/orders/status.ts apply them).
 *
 * A packed order of a store waits in that store's waiting list until it is offered to the store's
 * on-duty rider with no active delivery who has been free longest; a rider holds at most one
 * delivery. What each status change does to that bookkeeping is deliveryEffects, written in the
 * same transaction as the status (docs/decisions/0041-dispatch.md).
 */
import type { OrderStatus } from './order-states.js';

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
  /** A second order of the same trip (core/batching.ts), held only beside `orderId`; its owner. */
  secondOrderId?: string;
  secondOrderUserId?: string;
  /** Orders held now (0 to core/batching.ts MAX_ORDERS_PER_TRIP): the transactions that give orders are conditional on it. */
  orderCount?: number;
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
  /** The rider's day list gets it (delivered or given up), whoever pressed the button: an admin's Delivered after the code locked is still the rider's delivery, and their cash. */
  riderDone: boolean;
  /** The rider fields are cleared (a retry after a failed delivery is dispatched anew). */
  clearRider: boolean;
  /** A new handover code (it goes out for delivery). */
  newCode: boolean;
  /** The rider's last position goes (core/rider-eta.ts): it is kept only while the order is out with them. */
  forgetPosition: boolean;
}

const ENDS_DELIVERY: ReadonlySet<OrderStatus> = new Set(['delivered', 'delivery_failed', 'cancelled']);

export function deliveryEffects(order: { status: OrderStatus; riderId?: string }, to: OrderStatus): DeliveryEffects {
  const from = order.status;
  const riding = Boolean(order.riderId) && (from === 'packed' || from === 'out_for_delivery');
  return {
    wait: to === 'packed',
    unwait: from === 'packed' && to !== 'packed' && !order.riderId,
    freeRider: riding && ENDS_DELIVERY.has(to),
    riderDone: riding && (to === 'delivered' || to === 'delivery_failed'),
    clearRider: from === 'delivery_failed' && to === 'packed',
    newCode: to === 'out_for_delivery',
    forgetPosition: riding && from === 'out_for_delivery' && ENDS_DELIVERY.has(to),
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

/** A wrong handover code that was counted as try number `tries`: whether it spent the last, and how many are left. */
export function wrongCode(tries: number, allowed: number): { locked: boolean; left: number } {
  return { locked: tries >= allowed, left: Math.max(0, allowed - tries) };
}

/**
 * The store's Delivered for an order whose handover code locked: nobody checked the shopper's
 * code, so the admin says how they know it arrived, and the timeline keeps it. Any other step
 * takes no reason. `needsReason`: asked for none while one is needed.
 */
export function storeHandover(order: { status: OrderStatus; codeLocked?: boolean }, to: OrderStatus, reason: string | undefined): { needsReason: true } | { needsReason: false; note?: string } {
  const locked = to === 'delivered' && order.status === 'out_for_delivery' && order.codeLocked === true;
  if (!locked) return { needsReason: false };
  if (!reason) return { needsReason: true };
  return { needsReason: false, note: `Delivered by the store after the code locked: ${reason}` };
}

export const HANDOVER_REASON_NEEDED = "reason: the rider's code is locked: say how you know the shopper has the order";
