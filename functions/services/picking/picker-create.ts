import * as z from 'zod';
import type { ApiPicker } from '../../core/contracts/picker.js';
import type { PickerRecord } from '../../core/picking.js';
import { pickerWelcomeMail } from '../../core/picker-mail.js';
import { PICKER_GROUP } from '../../core/roles.js';
import { unknownPassword } from '../../core/rider-mail.js';
import { deletePicker, getPicker, putNewPicker } from '../../data/repos/pickers.js';
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
const IN_FLIGHT = 'This picker is still being added: try again in a moment';

/** Cognito has a user of this e-mail that was not there when this run looked: nothing of this run is written. */
class AddedMeanwhile extends Error {}

/**
 * A new picker, as a new rider (services/riders/rider-create.ts): a Cognito user (a password nobody
 * knows) in the group PICKER, a profile, the picker record bound to the store, then the mail on how
 * to set their password. The same e-mail again answers the picker made the first time (while that
 * first create is still running: 409, try again); a shopper's or admin's e-mail is refused (409).
 */
export async function createPicker(input: { name: string; email: string; storeId: string }): Promise<ApiPicker> {
  const store = await getStore(input.storeId, { consistent: true });
  if (!store) throw new BadRequest('storeId: no such store');
  const existing = await pickerOfEmail(input.email, store);
  if (existing) return existing;
  let pickerId = '';
  const now = new Date().toISOString();
  try {
    await allOrNothing([
      {
        do: async () => {
          const created = await createUser({ email: input.email, name: input.name, password: unknownPassword() });
          if (created === 'exists') throw new AddedMeanwhile();
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
        // Else a failed mail would leave a picker record behind the deleted Cognito user, answered as "added" ever after.
        undo: () => deletePicker(pickerId),
      },
      { do: () => sendMail(input.email, pickerWelcomeMail({ name: input.name, email: input.email, storeName: store.name, siteUrl: env.SITE_URL })) },
    ]);
  } catch (err) {
    if (!(err instanceof AddedMeanwhile)) throw err;
    // The same e-mail added at the same moment (a double submit without a key, two admins) has its
    // account already: its picker once that run is done, not "taken" while it is still going.
    const userId = await findUserIdByEmail(input.email);
    const made = userId ? await getPicker(userId) : undefined;
    if (made) return asSeenAt(made, store);
    throw new Conflict(IN_FLIGHT);
  }
  const picker = await getPicker(pickerId);
  if (!picker) throw new Error(`picker ${pickerId} not saved`);
  return toApiPicker(picker, store.name);
}

/** The picker this e-mail already is (the same e-mail again answers the first one), or undefined when it has no account; 409 when its account is not a picker's. */
async function pickerOfEmail(email: string, store: { _id: string; name: string }): Promise<ApiPicker | undefined> {
  const userId = await findUserIdByEmail(email);
  if (!userId) return undefined;
  const picker = await getPicker(userId);
  if (!picker) throw new Conflict(TAKEN);
  return asSeenAt(picker, store);
}

/** A picker as answered to a create naming `store`: the store's name only when it is theirs. */
function asSeenAt(picker: PickerRecord, store: { _id: string; name: string }): ApiPicker {
  return toApiPicker(picker, store._id === picker.storeId ? store.name : '');
}
