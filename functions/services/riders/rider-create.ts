import * as z from 'zod';
import type { ApiRider } from '../../core/contracts/rider.js';
import type { RiderRecord } from '../../core/dispatch.js';
import { RIDER_GROUP } from '../../core/roles.js';
import { riderWelcomeMail, unknownPassword } from '../../core/rider-mail.js';
import { deleteRider, getRider, putNewRider } from '../../data/repos/riders.js';
import { getStore } from '../../data/repos/stores.js';
import { createProfile, findUserIdByEmail } from '../../data/repos/users.js';
import { allOrNothing } from '../../platform/all-or-nothing.js';
import { addToGroup, createUser, deleteUser } from '../../platform/cognito.js';
import { readEnv } from '../../platform/env.js';
import { BadRequest, Conflict } from '../../platform/errors.js';
import { sendMail } from '../../platform/mail.js';
import { oneRider } from './rider-views.js';

const env = readEnv(z.object({ SITE_URL: z.url() }));

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

