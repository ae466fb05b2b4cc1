/**
 * Two orders a trip (pure rule; services/riders/dispatch.ts asks it, data/repos/dispatch.ts
 * assignSecond holds the races). A rider who holds one packed order, not yet picked up, may be given
 * a second packed order of the same store when both promised ETAs still hold with the second drop:
 * the rider takes both bags (DISPATCH_MINUTES), rides to the first drop (the zone table's minutes
 * for its pincode), hands it over (HANDOVER_MINUTES), rides on to the second and hands that over.
 * These are the allowances the promise counts (core/ride-minutes.ts), so "both ETAs hold" reads the
 * promise as it was made: the bag in the shopper's hand by `etaAt`.
 *
 * The rider leaves the store no earlier than they are back in it: dispatch gives a rider the next
 * order as they hand over the last one, wherever that was, so a held order given less than the
 * store's longest ride ago may wait for its rider to ride back (riderLeavesAt). Counting "now"
 * instead broke the first drop's promise at peak, when every held order was given that way.
 *
 * The ride between the two drops is the straight line between their zones' centres at the riding
 * speed of core/rider-eta.ts; when either zone has no centre it is bounded by riding back through
 * the store (minutes to the first plus minutes to the second), which never promises too little.
 */
import { DISPATCH_MINUTES, HANDOVER_MINUTES } from './ride-minutes.js';
import { distanceMetres, RIDING_METRES_PER_MINUTE } from './rider-eta.js';

/** A rider carries at most this many orders a trip. */
export const MAX_ORDERS_PER_TRIP = 2;

/** An order as the rule needs it. */
export interface TripOrder {
  _id: string;
  storeId: string;
  pincode: string;
  /** The delivery time promised at checkout (ISO). */
  etaAt: string;
  /** The rider has picked it up (left the store with it). */
  pickedUp: boolean;
  /** When it was given to its rider (ISO), for a held order; absent: not given, or its rider is taken to be in the store. */
  assignedAt?: string;
}

/** The store's zone table as the rule reads it. */
export interface TripZone {
  pincode: string;
  travelMinutes: number;
  lat?: number;
  lng?: number;
}

export type BatchAnswer =
  | { ok: true; dropOrder: [string, string]; finishAt: [string, string] }
  | { ok: false; reason: 'picked-up' | 'other-store' | 'no-zone' | 'late' | 'same-order' };

/** Riding minutes between two pincodes of the store (see the file's description). */
export function minutesBetween(zones: readonly TripZone[], from: string, to: string): number | undefined {
  const a = zones.find((z) => z.pincode === from);
  const b = zones.find((z) => z.pincode === to);
  if (!a || !b) return undefined;
  if (from === to) return 0;
  if (a.lat === undefined || a.lng === undefined || b.lat === undefined || b.lng === undefined) return a.travelMinutes + b.travelMinutes;
  return Math.ceil(distanceMetres({ lat: a.lat, lng: a.lng }, { lat: b.lat, lng: b.lng }) / RIDING_METRES_PER_MINUTE);
}

/**
 * When the rider holding `held` can leave the store (epoch ms): now, or, when the order was given to
 * them less than the longest ride of the zones ago, once back from a drop that far (a bound: the
 * rider's last drop is not known here, and a rider back early only delivers early).
 */
export function riderLeavesAt(held: TripOrder, zones: readonly TripZone[], nowMs: number): number {
  if (!held.assignedAt) return nowMs;
  const longest = Math.max(0, ...zones.map((z) => z.travelMinutes));
  return Math.max(nowMs, Date.parse(held.assignedAt) + longest * 60_000);
}

/** When each drop is handed over (epoch ms) if the rider takes both bags now and drops `first` then `second`; undefined when a pincode is not in the zone table. */
export function tripFinishes(zones: readonly TripZone[], first: TripOrder, second: TripOrder, nowMs: number): [number, number] | undefined {
  const toFirst = zones.find((z) => z.pincode === first.pincode)?.travelMinutes;
  const between = minutesBetween(zones, first.pincode, second.pincode);
  if (toFirst === undefined || between === undefined) return undefined;
  const firstDone = nowMs + (DISPATCH_MINUTES + toFirst + HANDOVER_MINUTES) * 60_000;
  return [firstDone, firstDone + (between + HANDOVER_MINUTES) * 60_000];
}

/**
 * Whether the rider holding `held` can take `candidate` too, and in which drop order. Both must be
 * of the same store and still in it (neither picked up); the trip starts when the rider can leave
 * (riderLeavesAt); of the two drop orders, those where both
 * handovers finish by their promised ETAs are kept, and the one that ends the trip sooner is chosen
 * (the held order first when both end together: its shopper keeps the first stop).
 */
export function canBatch(held: TripOrder, candidate: TripOrder, zones: readonly TripZone[], nowMs: number): BatchAnswer {
  if (held._id === candidate._id) return { ok: false, reason: 'same-order' };
  if (held.pickedUp || candidate.pickedUp) return { ok: false, reason: 'picked-up' };
  if (held.storeId !== candidate.storeId) return { ok: false, reason: 'other-store' };
  const options: [TripOrder, TripOrder][] = [
    [held, candidate],
    [candidate, held],
  ];
  let best: { order: [TripOrder, TripOrder]; finish: [number, number] } | undefined;
  for (const order of options) {
    const finish = tripFinishes(zones, order[0], order[1], riderLeavesAt(held, zones, nowMs));
    if (!finish) return { ok: false, reason: 'no-zone' };
    const holds = finish[0] <= Date.parse(order[0].etaAt) && finish[1] <= Date.parse(order[1].etaAt);
    if (holds && (!best || finish[1] < best.finish[1])) best = { order, finish };
  }
  if (!best) return { ok: false, reason: 'late' };
  return {
    ok: true,
    dropOrder: [best.order[0]._id, best.order[1]._id],
    finishAt: [new Date(best.finish[0]).toISOString(), new Date(best.finish[1]).toISOString()],
  };
}

/** A rider who may take a second order: the one they hold. */
export interface HeldTrip {
  riderId: string;
  held: TripOrder;
}

/**
 * Second orders to give now: each waiting order (oldest first) to the first rider in `riders` not
 * given one yet with whom canBatch says yes. Each rider at most one, each order at most one rider.
 */
export function pairSeconds(
  waiting: readonly TripOrder[],
  riders: readonly HeldTrip[],
  zones: readonly TripZone[],
  nowMs: number,
): { orderId: string; riderId: string; held: TripOrder; candidateFirst: boolean }[] {
  const taken = new Set<string>();
  const pairs: { orderId: string; riderId: string; held: TripOrder; candidateFirst: boolean }[] = [];
  for (const candidate of [...waiting].sort((a, b) => (a._id < b._id ? -1 : a._id > b._id ? 1 : 0))) {
    for (const rider of riders) {
      if (taken.has(rider.riderId)) continue;
      const answer = canBatch(rider.held, candidate, zones, nowMs);
      if (!answer.ok) continue;
      taken.add(rider.riderId);
      pairs.push({ orderId: candidate._id, riderId: rider.riderId, held: rider.held, candidateFirst: answer.dropOrder[0] === candidate._id });
      break;
    }
  }
  return pairs;
}
