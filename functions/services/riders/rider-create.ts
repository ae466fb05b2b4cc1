import * as z from 'zod';
import type { ApiRider } from '../../core/contracts/rider.js';
import { RIDER_GROUP } from '../../core/roles.js';
import { riderWelcomeMail } from '../../core/rider-mail.js';
import { deleteRider, getRider, putNewRider } from '../../data/repos/riders.js';
import { getStore } from '../../data/repos/stores.js';
import { readEnv } from '../../platform/env.js';
import { BadRequest } from '../../platform/errors.js';
import { createStaffAccount } from '../accounts/staff-account.js';
import { oneRider } from './rider-views.js';

const env = readEnv(z.object({ SITE_URL: z.url() }));

/**
 * A new rider of a store (services/accounts/staff-account.ts: the account, the record, the mail).
 * The same e-mail again answers the rider made the first time (a double submit makes one rider); a
 * shopper's or an admin's e-mail is refused (409).
 */
export async function createRider(input: { name: string; email: string; mobile: string; storeId: string }): Promise<ApiRider> {
  const store = await getStore(input.storeId, { consistent: true });
  if (!store) throw new BadRequest('storeId: no such store');
  const now = new Date().toISOString();
  const rider = await createStaffAccount(input, {
    group: RIDER_GROUP,
    get: getRider,
    put: (riderId) => putNewRider({ _id: riderId, ...input, active: true, createdAt: now, updatedAt: now }),
    remove: deleteRider,
    welcome: riderWelcomeMail({ name: input.name, email: input.email, storeName: store.name, siteUrl: env.SITE_URL }),
    taken: 'This e-mail already has a QuickBasket account that is not a rider',
    inFlight: 'This rider is still being added: try again in a moment',
  });
  return oneRider(rider);
}
