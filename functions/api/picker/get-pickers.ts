import type { ApiPicker } from '../../core/contracts/picker.js';
import { pickersView } from '../../services/picking/picker-views.js';
import { route, type Answer } from '../route.js';

/** The admins' list of pickers and their stores. */
export const handler = route({ auth: 'admin' }, async (): Promise<Answer<ApiPicker[]>> => {
  return { message: 'Pickers', data: await pickersView() };
});
