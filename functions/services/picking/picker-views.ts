import type { ApiPicker } from '../../core/contracts/picker.js';
import type { PickerRecord } from '../../core/picking.js';
import { listPickers } from '../../data/repos/pickers.js';
import { listStores } from '../../data/repos/stores.js';

/** The admins' view of pickers (apart from picker-create.ts, whose mail needs the site's address at load). */

export const toApiPicker = (picker: PickerRecord, storeName: string): ApiPicker => ({
  _id: picker._id,
  name: picker.name,
  email: picker.email,
  storeId: picker.storeId,
  storeName,
  active: picker.active,
});

/** Every picker with their store's name (the admins' Pickers list). */
export async function pickersView(): Promise<ApiPicker[]> {
  const [pickers, stores] = await Promise.all([listPickers(), listStores()]);
  const names = new Map(stores.map((s) => [s._id, s.name]));
  return pickers.map((p) => toApiPicker(p, names.get(p.storeId) ?? ''));
}

