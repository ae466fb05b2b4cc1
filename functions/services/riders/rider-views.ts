import type { ApiRider } from '../../core/contracts/rider.js';
import { startOfStoreDay, type DutyRecord, type RiderRecord } from '../../core/dispatch.js';
import { tipsOf } from '../../core/rider-order.js';
import { getOrder } from '../../data/repos/orders/queries.js';
import { getDuties, listRiderDeliveries, listRiders } from '../../data/repos/riders.js';
import { listStores } from '../../data/repos/stores.js';

/** The admins' Riders page: riders as the admin calls answer them. */

/** Riders with their store's name, duty, the order they hold and today's tips (each rider's own day list). */
export async function ridersView(riders: readonly RiderRecord[]): Promise<ApiRider[]> {
  const since = startOfStoreDay(new Date());
  const [stores, duties, days] = await Promise.all([listStores(), getDuties(riders), Promise.all(riders.map((r) => listRiderDeliveries(r._id, since)))]);
  const storeNames = new Map(stores.map((s) => [s._id, s.name]));
  const held = [...duties.values()].filter((d): d is DutyRecord & { orderId: string; orderUserId: string } => Boolean(d.orderId && d.orderUserId));
  const orders = new Map((await Promise.all(held.map((d) => getOrder(d.orderUserId, d.orderId)))).flatMap((o) => (o ? [[o._id, o] as const] : [])));
  return riders.map((rider, index) => {
    const duty = duties.get(rider._id);
    const order = duty?.orderId ? orders.get(duty.orderId) : undefined;
    return {
      ...rider,
      storeName: storeNames.get(rider.storeId) ?? '',
      onDuty: Boolean(duty),
      freeSince: duty && !duty.orderId ? (duty.freeSince ?? duty.onDutySince) : null,
      activeOrder: order ? { _id: order._id, orderId: order.orderId, status: order.status } : null,
      tipsToday: tipsOf(days[index] ?? []),
    };
  });
}

export const allRiders = async (): Promise<ApiRider[]> => ridersView(await listRiders());

export async function oneRider(rider: RiderRecord): Promise<ApiRider> {
  const [view] = await ridersView([rider]);
  if (!view) throw new Error(`rider ${rider._id} vanished`);
  return view;
}

