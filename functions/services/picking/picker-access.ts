import type { OrderRecord } from '../../core/order-record.js';
import { findOrderOwner, getOrder } from '../../data/repos/orders/queries.js';
import { stockStoreOf } from '../../data/repos/orders/stock.js';
import { getPicker } from '../../data/repos/pickers.js';
import { getStore } from '../../data/repos/stores.js';
import { getProfile } from '../../data/repos/users.js';
import { BadRequest, Forbidden, NotFound } from '../../platform/errors.js';
import type { Caller } from '../../platform/route.js';

/** Who is picking: a picker of their one store, or an admin at any store. */
export interface Picking {
  id: string;
  name: string;
  isAdmin: boolean;
  /** A picker's own store; undefined for an admin (any store). */
  storeId: string | undefined;
}

/** The caller as a picker: route() let in only pickers and admins; a picker's record must be active (403). */
export async function pickerOf(caller: Caller): Promise<Picking> {
  if (caller.isAdmin) {
    const profile = await getProfile(caller.userId);
    return { id: caller.userId, name: profile?.name || 'Store admin', isAdmin: true, storeId: undefined };
  }
  const picker = await getPicker(caller.userId);
  if (!picker?.active) throw new Forbidden('Your picker account is not active');
  return { id: picker._id, name: picker.name, isAdmin: false, storeId: picker.storeId };
}

/** The store whose queue is asked for: a picker's own (another store is "not found"), an admin's choice. */
export async function queueStore(picking: Picking, asked: string | undefined): Promise<{ _id: string; name: string }> {
  if (picking.storeId && asked && asked !== picking.storeId) throw new NotFound('Store not found');
  const storeId = picking.storeId ?? asked;
  if (!storeId) throw new BadRequest('storeId: choose the store whose orders to pick');
  const store = await getStore(storeId);
  if (!store) throw new NotFound('Store not found');
  return { _id: store._id, name: store.name };
}

/**
 * An order this picker may pick: of their store (an admin: any). Any other order is "not found",
 * as for shoppers and riders (ids are not confirmed).
 */
export async function pickableOrder(picking: Picking, orderId: string): Promise<OrderRecord> {
  const owner = await findOrderOwner(orderId);
  const order = owner ? await getOrder(owner, orderId) : undefined;
  if (!order) throw new NotFound('Order not found');
  if (picking.storeId && (await stockStoreOf(order)) !== picking.storeId) throw new NotFound('Order not found');
  return order;
}
