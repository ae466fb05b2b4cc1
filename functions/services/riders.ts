import * as z from 'zod';
import type { ApiRider } from '../core/contracts/rider.js';
import type { DutyRecord, RiderRecord } from '../core/dispatch.js';
import { RIDER_GROUP } from '../core/roles.js';
import { riderWelcomeMail, unknownPassword } from '../core/rider-mail.js';
import { getOrder } from '../data/repos/orders/queries.js';
import { deleteRider, getDuties, getRider, listRiders, putNewRider, saveRider } from '../data/repos/riders.js';
import { getStore, listStores } from '../data/repos/stores.js';
import { nextUpdatedAt } from '../data/repos/transact.js';
import { createProfile, endSessions, findUserIdByEmail } from '../data/repos/users.js';
import { allOrNothing } from '../platform/all-or-nothing.js';
import { addToGroup, createUser, deleteUser, disableUser, enableUser, signOutEverywhere } from '../platform/cognito.js';
import { readEnv } from '../platform/env.js';
import { BadRequest, Conflict, NotFound } from '../platform/errors.js';
import { sendMail } from '../platform/mail.js';

/** The admins' Riders page: add riders (a Cognito user in RIDER and a mail to set the password), edit, deactivate. */

const env = readEnv(z.object({ SITE_URL: z.url() }));

/** Riders with their store's name, duty and the order they hold. */
export async function ridersView(riders: readonly RiderRecord[]): Promise<ApiRider[]> {
  const [stores, duties] = await Promise.all([listStores(), getDuties(riders)]);
  const storeNames = new Map(stores.map((s) => [s._id, s.name]));
  const held = [...duties.values()].filter((d): d is DutyRecord & { orderId: string; orderUserId: string } => Boolean(d.orderId && d.orderUserId));
  const orders = new Map((await Promise.all(held.map((d) => getOrder(d.orderUserId, d.orderId)))).flatMap((o) => (o ? [[o._id, o] as const] : [])));
  return riders.map((rider) => {
    const duty = duties.get(rider._id);
    const order = duty?.orderId ? orders.get(duty.orderId) : undefined;
    return {
      ...rider,
      storeName: storeNames.get(rider.storeId) ?? '',
      onDuty: Boolean(duty),
      freeSince: duty && !duty.orderId ? (duty.freeSince ?? duty.onDutySince) : null,
      activeOrder: order ? { _id: order._id, orderId: order.orderId, status: order.status } : null,
    };
  });
}

export const allRiders = async (): Promise<ApiRider[]> => ridersView(await listRiders());

async function oneRider(rider: RiderRecord): Promise<ApiRider> {
  const [view] = await ridersView([rider]);
  if (!view) throw new Error(`rider ${rider._id} vanished`);
  return view;
}

/**
 * A new rider: Cognito user (confirmed, a password nobody knows) in the group RIDER, a user profile,
 * the rider record, then the mail telling them how to set their password. The same e-mail again
 * answers the rider made the first time (a double submit makes one rider); an e-mail that is a
 * shopper's or an admin's account is refused (409).
 */
export async function createRider(input: { name: string; email: string; mobile: string; storeId: string }): Promise<ApiRider> {
  const store = await getStore(input.storeId, { consistent: true });
  if (!store) throw new BadRequest('storeId: no such store');
  const existingId = await findUserIdByEmail(input.email);
  if (existingId) {
    const existing = await getRider(existingId);
    if (existing) return oneRider(existing);
    throw new Conflict('This e-mail already has a QuickBasket account that is not a rider');
  }
  let riderId = '';
  const now = new Date().toISOString();
  await allOrNothing([
    {
      do: async () => {
        const created = await createUser({ email: input.email, name: input.name, password: unknownPassword() });
        if (created === 'exists') throw new Conflict('This e-mail already has a QuickBasket account that is not a rider');
        riderId = created;
      },
      undo: () => deleteUser(input.email),
    },
    { do: () => addToGroup(input.email, RIDER_GROUP) },
    {
      do: async () => {
        if ((await createProfile({ userId: riderId, name: input.name, email: input.email })) !== 'ok') {
          throw new Conflict('This e-mail already has a QuickBasket account that is not a rider');
        }
      },
    },
    {
      do: async () => {
        const record: RiderRecord = { _id: riderId, ...input, active: true, createdAt: now, updatedAt: now };
        if ((await putNewRider(record)) !== 'ok') throw new Conflict('This rider was just added');
      },
      undo: () => deleteRider(riderId),
    },
    { do: () => sendMail(input.email, riderWelcomeMail({ name: input.name, email: input.email, storeName: store.name, siteUrl: env.SITE_URL })) },
  ]);
  const rider = await getRider(riderId);
  if (!rider) throw new Error(`rider ${riderId} not saved`);
  return oneRider(rider);
}

/**
 * Name, mobile, home store, active. Deactivating ends the rider's sessions (as a password reset
 * does: route() refuses their tokens) and disables their Cognito user; a rider who holds a delivery
 * is neither deactivated nor moved to another store until it is reassigned (409). Moving store or
 * deactivating puts them off duty.
 */
export async function updateRider(input: { _id: string; name?: string; mobile?: string; storeId?: string; active?: boolean }): Promise<ApiRider> {
  const current = await getRider(input._id);
  if (!current) throw new NotFound('Rider not found');
  if (input.storeId !== undefined && input.storeId !== current.storeId && !(await getStore(input.storeId, { consistent: true }))) {
    throw new BadRequest('storeId: no such store');
  }
  const next: RiderRecord = {
    ...current,
    name: input.name ?? current.name,
    mobile: input.mobile ?? current.mobile,
    storeId: input.storeId ?? current.storeId,
    active: input.active ?? current.active,
    updatedAt: nextUpdatedAt(current.updatedAt),
  };
  const deactivating = current.active && !next.active;
  const leavesDuty = deactivating || next.storeId !== current.storeId;
  const saved = await saveRider(current, next, leavesDuty ? current.storeId : undefined);
  if (saved === 'changed') throw new Conflict('This rider was changed by someone else just now; please try again');
  if (saved === 'busy') throw new Conflict(`${current.name} has a delivery now: reassign it first`);
  if (deactivating) {
    await endSessions(current._id, Date.now());
    await disableUser(current.email);
    await signOutEverywhere(current.email);
  } else if (!current.active && next.active) {
    await enableUser(current.email);
  }
  return oneRider(next);
}
