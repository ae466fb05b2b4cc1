/**
 * Reading a kept rider position as the live channel sends it (the order page's first paint), apart
 * from services/riders/rider-location.ts, which also pushes: a read route carries no push client.
 */
import type { LiveRiderMessage } from '../../core/contracts/live.js';
import { viewFor } from '../../core/live.js';
import type { OrderRecord } from '../../core/order-record.js';
import { ADMIN_GROUP } from '../../core/roles.js';
import { deliveryPoint, riderEta } from '../../core/rider-eta.js';
import { getPosition, type RiderPosition } from '../../data/repos/rider-positions.js';
import { getStore } from '../../data/repos/stores.js';
import { NotFound } from '../../platform/errors.js';
import type { Caller } from '../../platform/route.js';
import { orderForCaller } from '../orders/order-access.js';

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
export async function positionMessage(order: OrderRecord, position: Pick<RiderPosition, 'lat' | 'lng' | 'at'>): Promise<LiveRiderMessage> {
  // Read each time (one small GetItem), not from the container's directory: a zone's centre just set counts.
  const store = order.storeId ? await getStore(order.storeId) : undefined;
  const destination = store ? deliveryPoint(store.zones, order.address.pincode) : undefined;
  const { lat, lng, at } = position;
  return { type: 'rider', orderId: order._id, lat, lng, at, ...riderEta({ lat, lng }, destination), destination: destination ?? null };
}
