import type { RiderLocationReply } from '../../core/contracts/rider-location.js';
import type { RiderRecord } from '../../core/dispatch.js';
import { positionCutoff } from '../../core/rider-eta.js';
import { getOrder } from '../../data/repos/orders/queries.js';
import { savePosition } from '../../data/repos/rider-positions.js';
import { getDuty } from '../../data/repos/riders.js';
import { POSITION_TTL_SECONDS } from '../../data/items/rider-position.js';
import { Conflict, TooManyRequests } from '../../platform/errors.js';
import { pushRiderPosition } from '../live/live-rider.js';
import { positionMessage } from './rider-position-view.js';

const NOT_OUT = 'You have no order out for delivery: your location is shared only while you deliver one';

/**
 * The rider's position while an order they hold is out for delivery (409 otherwise): kept as each
 * such order's newest (both drops of a trip of two) (only while their duty still holds it: repos/rider-positions.ts) and sent to the
 * order's shopper and the admins (services/live/live-rider.ts) with the distance and minutes left to
 * the delivery point (core/rider-eta.ts). One sooner than POSITION_MIN_GAP_MS after the last one
 * taken is refused (429) by the put's own condition: nothing is kept or sent for it.
 */
export async function shareLocation(rider: RiderRecord, input: { lat: number; lng: number; accuracy: number }, now = new Date()): Promise<RiderLocationReply> {
  const duty = await getDuty(rider.storeId, rider._id);
  // Each order of the trip (two orders a trip: core/batching.ts) that is out with this rider, first drop first.
  const held = [
    { orderId: duty?.orderId, userId: duty?.orderUserId },
    { orderId: duty?.secondOrderId, userId: duty?.secondOrderUserId },
  ].filter((ref): ref is { orderId: string; userId: string } => Boolean(ref.orderId && ref.userId));
  const orders = (await Promise.all(held.map((ref) => getOrder(ref.userId, ref.orderId)))).filter(
    (order): order is NonNullable<typeof order> => Boolean(order && order.status === 'out_for_delivery' && order.riderId === rider._id),
  );
  if (orders.length === 0) throw new Conflict(NOT_OUT);

  const nowMs = now.getTime();
  const at = now.toISOString();
  let reply: RiderLocationReply | undefined;
  for (const order of orders) {
    const position = { orderId: order._id, riderId: rider._id, lat: input.lat, lng: input.lng, accuracy: input.accuracy, at, atMs: nowMs, expiresAt: Math.floor(nowMs / 1000) + POSITION_TTL_SECONDS };
    const saved = await savePosition(position, rider.storeId, positionCutoff(nowMs));
    if (saved === 'too-soon') {
      if (reply) continue;
      throw new TooManyRequests('Your location was taken less than 10 seconds ago: send it every 10 seconds');
    }
    if (saved === 'not-holding') continue;
    const message = await positionMessage(order, position);
    await pushRiderPosition(order, message);
    reply ??= { orderId: order._id, at, distanceMetres: message.distanceMetres, etaMinutes: message.etaMinutes };
  }
  if (!reply) throw new Conflict(NOT_OUT);
  return reply;
}
