import { createPickerBody, type ApiPicker } from '../../core/contracts/picker.js';
import { createPicker } from '../../services/picking/picker-create.js';
import { route, type Answer } from '../route.js';

/** A picker's account (Cognito group PICKER) at one store, and the mail to set their password; the same e-mail again answers the same picker. */
export const handler = route({ auth: 'admin', idempotent: true, body: createPickerBody }, async ({ body }): Promise<Answer<ApiPicker>> => {
  return { message: 'Picker added. They have been mailed how to set their password', data: await createPicker(body) };
});
