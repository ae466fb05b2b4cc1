import { verifyEmail } from '../../services/accounts/account-proofs.js';
import { route, type Answer } from '../route.js';
import { verifyEmailBody } from '../../core/contracts/user.js';
import type { UserProfile } from '../../core/user.js';

/** Confirms the new e-mail of update-user with the code mailed to it. */
export const handler = route({ auth: 'user', body: verifyEmailBody }, async ({ body, caller }): Promise<Answer<UserProfile>> => {
  const profile = await verifyEmail(caller.userId, body.otp);
  return { message: 'Your email is changed', data: profile };
});
