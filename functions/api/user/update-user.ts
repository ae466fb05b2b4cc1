import { updateProfile } from '../../services/accounts/accounts.js';
import { route, type Answer } from '../route.js';
import { updateUserBody } from '../../core/contracts/user.js';
import type { UpdatedProfile } from '../../core/user.js';

/** A new e-mail waits for the code mailed to it (POST /api/user/verify-email): `data.pendingEmail`. */
export const handler = route({ auth: 'user', body: updateUserBody }, async ({ body, caller }): Promise<Answer<UpdatedProfile>> => {
  const { message, profile } = await updateProfile(caller.userId, body);
  return { message, data: profile };
});
