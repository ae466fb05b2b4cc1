import type { LiveRiderMessage } from '../../core/contracts/live.js';
import type { RiderLocationReply } from '../../core/contracts/rider-location.js';
import type { RiderRecord } from '../../core/dispatch.js';
import { viewFor } from '../../core/live.js';
import type { OrderRecord } from '../../core/order-record.js';
import { ADMIN_GROUP } from '../../core/roles.js';
import { deliveryPoint, positionCutoff, riderEta } from '../../core/rider-eta.js';
import { getOrder } from '../../data/repos/orders/queries.js';
import { getPosition, savePosition, type RiderPosition } from '../../data/repos/rider-positions.js';
import { getDuty } from '../../data/repos/riders.js';
import { POSITION_TTL_SECONDS } from '../../data/items/rider-position.js';
import { Conflict, NotFound, TooManyRequests } from '../../platform/errors.js';
import type { Caller } from '../../platform/route.js';
import { orderForCaller } from '../orders/order-access.js';
import { getStore } from '../../data/repos/stores.js';
import { pushRiderPosition } from '../live/live-rider.js';

const NOT_OUT = 'You have no order out for delivery: your location is shared only while you deliver one';

/**
 * The rider's position while the order they hold is out for delivery (409 otherwise): kept as the
 * order's newest (only while their duty still holds it: repos/rider-positions.ts) and sent to the
 * order's shopper and the admins (services/live/live-rider.ts) with the distance and minutes left to
 * the delivery point (core/rider-eta.ts). One sooner than POSITION_MIN_GAP_MS after the last one
 * taken is refused (429) by the put's own condition: nothing is kept or sent for it.
 */
export async function shareLocation(rider: RiderRecord, input: { lat: number; lng: number; accuracy: number }, now = new Date()): Promise<RiderLocationReply> {
  const duty = await getDuty(rider.storeId, rider._id);
  const order = duty?.orderId && duty.orderUserId ? await getOrder(duty.orderUserId, duty.orderId) : undefined;
  if (!order || order.status !== 'out_for_delivery' || order.riderId !== rider._id) throw new Conflict(NOT_OUT);

  const nowMs = now.getTime();
  const at = now.toISOString();
  const position = { orderId: order._id, riderId: rider._id, lat: input.lat, lng: input.lng, accuracy: input.accuracy, at, atMs: nowMs, expiresAt: Math.floor(nowMs / 1000) + POSITION_TTL_SECONDS };
  const saved = await savePosition(position, rider.storeId, positionCutoff(nowMs));
  if (saved === 'too-soon') throw new TooManyRequests('Your location was taken less than 10 seconds ago: send it every 10 seconds');
  if (saved === 'not-holding') throw new Conflict(NOT_OUT);

  const message = await positionMessage(order, position);
  await pushRiderPosition(order, message);
  return { orderId: order._id, at, distanceMetres: message.distanceMetres, etaMinutes: message.etaMinutes };
}

/**
 * The newest position of the rider of an order out for delivery, as the live channel sends it, for
 * its shopper or an admin opening the order's page (null when none is kept: not out, or not shared
 * yet); anyone else: 404, as for the order itself.
 */
export async function newestPosition(caller: Caller, orderId: string): Promise<LiveRiderMessage | null> {
  const order = await orderForCaller(caller, orderId);
  const view = viewFor(order, { userId: caller.userId, groups: caller.isAdmin ? [ADMIN_GROUP] : [] });
  if (view !== 'owner' && view !== 'admin') throw new NotFound('Order not found');
  if (order.status !== 'out_for_delivery') return null;
  const position = await getPosition(order._id);
  return position && position.riderId === order.riderId ? positionMessage(order, position) : null;
}

/** A position as the shopper is sent it: with the distance and minutes to the delivery point (core/rider-eta.ts). */
async function positionMessage(order: OrderRecord, position: Pick<RiderPosition, 'lat' | 'lng' | 'at'>): Promise<LiveRiderMessage> {
  // Read each time (one small GetItem), not from the container's directory: a zone's centre just set counts.
  const store = order.storeId ? await getStore(order.storeId) : undefined;
  const destination = store ? deliveryPoint(store.zones, order.address.pincode) : undefined;
  const { lat, lng, at } = position;
  return { type: 'rider', orderId: order._id, lat, lng, at, ...riderEta({ lat, lng }, destination), destination: destination ?? null };
}
