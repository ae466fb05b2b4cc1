/**
 * How much a store takes on at once (pure rules; services/orders/delivering-store.ts, the store
 * directory and data/repos/orders/capacity-gate.ts apply them; docs/decisions/0067-store-capacity.md).
 *
 * - The load is the store's open orders (core/open-orders.ts OPEN_ORDER_STATUSES: placed, packed, out
 *   for delivery) per rider on duty there. On duty, not free: the free riders swing by one at every
 *   pickup and handover, so a limit on them would flip the store all hour; the riders on duty are
 *   what carries the next half hour.
 * - A store with no rider on duty counts as one: its pickers still pack and the first rider to come
 *   on duty takes what waits, so it takes one rider's worth and then pauses, rather than refusing
 *   everyone (0 riders) or taking orders without end (a division by zero).
 * - Normal up to `busyPerRider` per rider; past it busy (the ETA grows by a rider's round trip for
 *   every such load, core/stores.ts etaMinutes; the surge fee applies); at `pausePerRider` paused for high demand, and paused it
 *   stays until the load falls below `resumePerRider` (below the pause limit: the gap keeps one
 *   order in or out from flipping it). The store-load item's `highDemand` flag remembers the pause.
 * - An admin may keep the store open (no pause for load; busy still applies) or pause it for high
 *   demand whatever the load.
 * A store without `capacity` is as before: busy past `maxOpenOrders` open orders, never paused by load.
 */

/** Open orders per rider on duty (whole numbers, resume < pause, busy < pause). */
export interface StoreCapacity {
  busyPerRider: number;
  pausePerRider: number;
  resumePerRider: number;
}

/** auto: the rule decides; open: kept open by an admin; paused: paused for high demand by an admin. */
export const CAPACITY_MODES = ['auto', 'open', 'paused'] as const;
export type CapacityMode = (typeof CAPACITY_MODES)[number];

/** A store's load as the rule reads it (data/repos/store-capacity.ts). */
export interface CapacityLoad {
  openOrders: number;
  ridersOnDuty: number;
  /** The store reached its pause limit and has not yet fallen below its resume limit. */
  highDemand: boolean;
}

export const NO_LOAD: CapacityLoad = { openOrders: 0, ridersOnDuty: 0, highDemand: false };

/** What the rule reads of a store (core/stores.ts StoreRecord has these fields; named here, so the two files do not import each other). */
interface CapacityStore {
  maxOpenOrders: number;
  capacity?: StoreCapacity;
  capacityMode?: CapacityMode;
}

/** Riders the rule counts: those on duty, and at least one. */
export const ridersCounted = (ridersOnDuty: number): number => Math.max(1, ridersOnDuty);

/** Open orders the store carries at its normal ETA: beyond them it is busy. */
export function ordersAtOnce(store: Pick<CapacityStore, 'maxOpenOrders' | 'capacity'>, ridersOnDuty: number): number {
  return store.capacity ? store.capacity.busyPerRider * ridersCounted(ridersOnDuty) : Math.max(1, store.maxOpenOrders);
}

/** The limits in open orders for the riders on duty now. */
export interface CapacityLimits {
  /** Busy above this many open orders. */
  busyAbove: number;
  /** Paused for high demand at this many (null: never for its load). */
  pauseAt: number | null;
  /** Once paused, it takes orders again below this many. */
  resumeBelow: number | null;
}

export function capacityLimits(store: CapacityStore, ridersOnDuty: number): CapacityLimits {
  const busyAbove = ordersAtOnce(store, ridersOnDuty);
  if (!store.capacity || store.capacityMode === 'open') return { busyAbove, pauseAt: null, resumeBelow: null };
  const riders = ridersCounted(ridersOnDuty);
  return { busyAbove, pauseAt: store.capacity.pausePerRider * riders, resumeBelow: store.capacity.resumePerRider * riders };
}

export type CapacityState = 'normal' | 'busy' | 'paused';

/** How the store stands now (its reason in the admin's words: capacity-now.ts, kept out of checkout's bundle). */
export interface CapacityStanding {
  state: CapacityState;
  busy: boolean;
  highDemand: boolean;
  limits: CapacityLimits;
  /** Paused because still flagged (between the resume and the pause limit), not because at the limit. */
  holding: boolean;
}

export function capacityStanding(store: CapacityStore, load: CapacityLoad): CapacityStanding {
  const limits = capacityLimits(store, load.ridersOnDuty);
  const n = load.openOrders;
  const busy = n > limits.busyAbove;
  const paused = (state: CapacityState, holding = false): CapacityStanding => ({ state, busy, highDemand: state === 'paused', limits, holding });
  if (store.capacityMode === 'paused') return paused('paused');
  const { pauseAt, resumeBelow } = limits;
  if (pauseAt !== null && n >= pauseAt) return paused('paused');
  if (pauseAt !== null && resumeBelow !== null && load.highDemand && n >= resumeBelow) return paused('paused', true);
  return paused(busy ? 'busy' : 'normal');
}

/** What shoppers are told where they would order while the store is paused for high demand. */
export const highDemandMessage = (storeName: string): string => `Very high demand at ${storeName}: back in a few minutes`;

/**
 * What the placing transaction re-checks (data/repos/orders/capacity-gate.ts), from the store and
 * its load as checkout read them: the store's mode must still be the one read, and its open orders
 * below `pauseAt` (and, while flagged, below `resumeBelow`).
 */
export interface CapacityGate {
  storeId: string;
  storeName: string;
  mode: CapacityMode;
  pauseAt: number | null;
  resumeBelow: number | null;
  /** Open orders when read: the order that brings them to `pauseAt` raises the high-demand flag. */
  openOrdersSeen: number;
}

export function capacityGate(store: CapacityStore & { _id: string; name: string }, load: CapacityLoad): CapacityGate {
  const { pauseAt, resumeBelow } = capacityLimits(store, load.ridersOnDuty);
  return { storeId: store._id, storeName: store.name, mode: store.capacityMode ?? 'auto', pauseAt, resumeBelow, openOrdersSeen: load.openOrders };
}

/** This order, placed, takes the store to its pause limit (as far as checkout saw). */
export const reachesPause = (gate: CapacityGate): boolean => gate.pauseAt !== null && gate.openOrdersSeen + 1 >= gate.pauseAt;
