import * as z from 'zod';
import type { ApiPicker } from '../../core/contracts/picker.js';
import type { PickerRecord } from '../../core/picking.js';
import { pickerWelcomeMail } from '../../core/picker-mail.js';
import { PICKER_GROUP } from '../../core/roles.js';
import { deletePicker, getPicker, putNewPicker } from '../../data/repos/pickers.js';
import { getStore } from '../../data/repos/stores.js';
import { readEnv } from '../../platform/env.js';
import { BadRequest } from '../../platform/errors.js';
import { createStaffAccount } from '../accounts/staff-account.js';
import { toApiPicker } from './picker-views.js';

const env = readEnv(z.object({ SITE_URL: z.url() }));

/**
 * A new picker bound to a store (services/accounts/staff-account.ts: the account, the record, the
 * mail). The same e-mail again answers the picker made the first time; a shopper's or an admin's
 * e-mail is refused (409).
 */
export async function createPicker(input: { name: string; email: string; storeId: string }): Promise<ApiPicker> {
  const store = await getStore(input.storeId, { consistent: true });
  if (!store) throw new BadRequest('storeId: no such store');
  const now = new Date().toISOString();
  const picker = await createStaffAccount(input, {
    group: PICKER_GROUP,
    get: getPicker,
    put: (pickerId) => putNewPicker({ _id: pickerId, ...input, active: true, createdAt: now, updatedAt: now }),
    remove: deletePicker,
    welcome: pickerWelcomeMail({ name: input.name, email: input.email, storeName: store.name, siteUrl: env.SITE_URL }),
    taken: 'This e-mail already has a QuickBasket account that is not a picker',
    inFlight: 'This picker is still being added: try again in a moment',
  });
  return asSeenAt(picker, store);
}

/** A picker as answered to a create naming `store`: the store's name only when it is theirs. */
function asSeenAt(picker: PickerRecord, store: { _id: string; name: string }): ApiPicker {
  return toApiPicker(picker, store._id === picker.storeId ? store.name : '');
}
