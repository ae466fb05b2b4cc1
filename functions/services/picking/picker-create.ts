import * as z from 'zod';
import type { ApiPicker } from '../../core/contracts/picker.js';
import { pickerWelcomeMail } from '../../core/picker-mail.js';
import { PICKER_GROUP } from '../../core/roles.js';
import { unknownPassword } from '../../core/rider-mail.js';
import { getPicker, putNewPicker } from '../../data/repos/pickers.js';
import { getStore } from '../../data/repos/stores.js';
import { createProfile, findUserIdByEmail } from '../../data/repos/users.js';
import { allOrNothing } from '../../platform/all-or-nothing.js';
import { addToGroup, createUser, deleteUser } from '../../platform/cognito.js';
import { readEnv } from '../../platform/env.js';
import { BadRequest, Conflict } from '../../platform/errors.js';
import { sendMail } from '../../platform/mail.js';
import { toApiPicker } from './picker-views.js';

const env = readEnv(z.object({ SITE_URL: z.url() }));

const TAKEN = 'This e-mail already has a QuickBasket account that is not a picker';

/**
 * A new picker, as a new rider (services/riders/rider-create.ts): a Cognito user (a password nobody
 * knows) in the group PICKER, a profile, the picker record bound to the store, then the mail on how
 * to set their password. The same e-mail again answers the picker made the first time; a shopper's
 * or admin's e-mail is refused (409).
 */
export async function createPicker(input: { name: string; email: string; storeId: string }): Promise<ApiPicker> {
  const store = await getStore(input.storeId, { consistent: true });
  if (!store) throw new BadRequest('storeId: no such store');
  const existingId = await findUserIdByEmail(input.email);
  if (existingId) {
    const existing = await getPicker(existingId);
    if (existing) return toApiPicker(existing, store._id === existing.storeId ? store.name : '');
    throw new Conflict(TAKEN);
  }
  let pickerId = '';
  const now = new Date().toISOString();
  await allOrNothing([
    {
      do: async () => {
        const created = await createUser({ email: input.email, name: input.name, password: unknownPassword() });
        if (created === 'exists') throw new Conflict(TAKEN);
        pickerId = created;
      },
      undo: () => deleteUser(input.email),
    },
    { do: () => addToGroup(input.email, PICKER_GROUP) },
    {
      do: async () => {
        if ((await createProfile({ userId: pickerId, name: input.name, email: input.email })) !== 'ok') throw new Conflict(TAKEN);
      },
    },
    {
      do: async () => {
        if ((await putNewPicker({ _id: pickerId, ...input, active: true, createdAt: now, updatedAt: now })) !== 'ok') throw new Conflict('This picker was just added');
      },
    },
    { do: () => sendMail(input.email, pickerWelcomeMail({ name: input.name, email: input.email, storeName: store.name, siteUrl: env.SITE_URL })) },
  ]);
  const picker = await getPicker(pickerId);
  if (!picker) throw new Error(`picker ${pickerId} not saved`);
  return toApiPicker(picker, store.name);
}
