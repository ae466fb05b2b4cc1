import { pairSeconds, MAX_ORDERS_PER_TRIP, type HeldTrip, type TripOrder } from '../../core/batching.js';
import type { DutyRecord, WaitingOrder } from '../../core/dispatch.js';
import type { OrderRecord } from '../../core/order-record.js';
import { getOrder } from '../../data/repos/orders/queries.js';
import type { AssignFailure } from '../../data/repos/dispatch.js';
import { assignSecond } from '../../data/repos/dispatch.js';
import { getRiders } from '../../data/repos/riders.js';
import { getStore } from '../../data/repos/stores.js';

/** The order as the batching rule reads it; undefined for one promised no ETA (from before stores). */
function tripOrder(order: OrderRecord | undefined): TripOrder | undefined {
  if (!order?.storeId || !order.etaAt) return undefined;
  const pickedUp = order.status !== 'packed' || Boolean(order.pickedUpAt);
  return { _id: order._id, storeId: order.storeId, pincode: order.address.pincode, etaAt: order.etaAt, pickedUp, ...(order.assignedAt ? { assignedAt: order.assignedAt } : {}) };
}

/**
 * Two orders a trip (core/batching.ts): the store's waiting orders as second orders of riders who
 * hold one order still in the store, where both promised ETAs hold. Nothing while the store has
 * batching off. Each pair is one conditional transaction (data/repos/dispatch.ts assignSecond);
 * answers, per offer, whether it went through and, when not, the waiting item it was about and why.
 */
export async function giveSeconds(
  storeId: string,
  waiting: readonly WaitingOrder[],
  duty: readonly DutyRecord[],
  now: Date,
): Promise<{ won: boolean; waiting: WaitingOrder; failure?: AssignFailure }[]> {
  const holding = duty.filter((d) => d.orderId && d.orderUserId && !d.secondOrderId && d.orderCount !== undefined && d.orderCount < MAX_ORDERS_PER_TRIP);
  if (holding.length === 0 || waiting.length === 0) return [];
  const store = await getStore(storeId);
  if (!store || store.batching === false) return [];
  const [heldOrders, waitingOrders] = await Promise.all([
    Promise.all(holding.map((d) => getOrder(d.orderUserId ?? '', d.orderId ?? ''))),
    Promise.all(waiting.map((w) => getOrder(w.userId, w.orderId))),
  ]);
  const riders: HeldTrip[] = holding.flatMap((d, i) => {
    const held = tripOrder(heldOrders[i]);
    return held && !held.pickedUp ? [{ riderId: d.riderId, held }] : [];
  });
  const candidates = waitingOrders.flatMap((o) => {
    const trip = tripOrder(o);
    return trip && !trip.pickedUp && !o?.riderId ? [trip] : [];
  });
  const pairs = pairSeconds(candidates, riders, store.zones, now.getTime());
  if (pairs.length === 0) return [];
  const riderRecords = await getRiders(pairs.map((p) => p.riderId));
  const at = now.toISOString();
  return Promise.all(
    pairs.flatMap((pair) => {
      const item = waiting.find((w) => w.orderId === pair.orderId);
      return item ? [{ pair, item }] : [];
    }).map(async ({ pair, item }) => {
      const heldDuty = holding.find((d) => d.riderId === pair.riderId);
      const rider = riderRecords.get(pair.riderId);
      // A rider deactivated or moved meanwhile: the first-order pass drops their duty item.
      if (!heldDuty?.orderId || !heldDuty.orderUserId || !rider?.active || rider.storeId !== storeId) return { won: false, waiting: item, failure: 'rider-busy' as const };
      const result = await assignSecond(item, rider, { orderId: heldDuty.orderId, userId: heldDuty.orderUserId }, pair.candidateFirst, at).catch((error: unknown) => {
        if ((error as Error).name === 'TransactionCanceledException') return { ok: false as const, failure: 'taken' as const };
        throw error;
      });
      return result.ok ? { won: true, waiting: item } : { won: false, waiting: item, failure: result.failure };
    }),
  );
}
