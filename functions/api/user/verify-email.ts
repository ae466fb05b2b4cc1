import { AdminUpdateUserAttributesCommand } from '@aws-sdk/client-cognito-identity-provider';
import * as z from 'zod';
import { OTP_LENGTH } from '../../core/limits.js';
import { OTP_MAX_TRIES, secretMatches } from '../../core/otp.js';
import { dropEmailChange, getProfile, moveEmail, takeEmailChangeTry } from '../../data/repos/users.js';
import { cognito, cognitoEnv } from '../../platform/cognito.js';
import { BadRequest, NotFound, TooManyRequests } from '../../platform/errors.js';
import { route } from '../route.js';

const body = z.object({ otp: z.string().trim().regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), `must be ${OTP_LENGTH} digits`) });

/**
 * Confirms the new e-mail of update-user with the code mailed to it: the profile's e-mail and its
 * claim move in one transaction, then Cognito's (verified, so it signs in with it at once).
 */
export const handler = route({ auth: 'user', body }, async ({ body, caller }) => {
  const current = await getProfile(caller.userId);
  if (!current) throw new NotFound('User not found');
  const change = await takeEmailChangeTry(caller.userId);
  if (change === 'missing') throw new BadRequest('No email change is waiting. Save the new email in your profile first.');
  if (change === 'expired') throw new BadRequest('This code has expired. Save the new email again for a new code.');
  if (change === 'no-tries-left') throw new TooManyRequests('Too many wrong tries. Save the new email again for a new code.');
  if (!secretMatches(body.otp, change.salt, change.hash)) {
    const left = OTP_MAX_TRIES - change.tries;
    throw new BadRequest(left > 0 ? `Invalid code. ${left} ${left === 1 ? 'try' : 'tries'} left.` : 'Invalid code. Save the new email again for a new code.');
  }

  const moved = await moveEmail(caller.userId, current.email, change.email, true);
  if (moved === 'email-taken') {
    await dropEmailChange(caller.userId);
    throw new BadRequest('This email is used by another account');
  }
  if (moved === 'gone') throw new BadRequest('This code was already used.');
  try {
    await cognito.send(
      new AdminUpdateUserAttributesCommand({
        UserPoolId: cognitoEnv.USER_POOL_ID,
        Username: current.email,
        UserAttributes: [
          { Name: 'email', Value: change.email },
          { Name: 'email_verified', Value: 'true' },
        ],
      }),
    );
  } catch (err) {
    // Keep Cognito and the profile one: the e-mail and its claim go back.
    await moveEmail(caller.userId, change.email, current.email, false);
    throw err;
  }
  return { message: 'Your email is changed', data: { ...current, email: change.email } };
});
