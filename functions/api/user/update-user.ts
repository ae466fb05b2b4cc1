import { AdminUpdateUserAttributesCommand } from '@aws-sdk/client-cognito-identity-provider';
import * as z from 'zod';
import { OTP_TTL_SECONDS, emailChangeMail, epochSeconds, generateOtp, generateSalt, hashSecret } from '../../core/otp.js';
import type { UpdatedProfile } from '../../core/user.js';
import { takeOtpMailSlot } from '../../data/repos/password-reset.js';
import { findUserIdByEmail, getProfile, saveEmailChange, updateProfile } from '../../data/repos/users.js';
import { cognito, cognitoEnv } from '../../platform/cognito.js';
import { BadRequest, NotFound, TooManyRequests } from '../../platform/errors.js';
import { sendMail } from '../../platform/mail.js';
import { countOtpMailRefused, countOtpMailSent } from '../../platform/metrics.js';
import { route } from '../route.js';
import { email, mobile, name } from '../fields.js';

const body = z.object({ name, email, mobile });

/**
 * Name and mobile change at once. A new e-mail does not: a code goes to it, and only
 * POST /api/user/verify-email with that code moves the account there (profile, e-mail claim and
 * Cognito); until then the old address stays everywhere.
 */
export const handler = route({ auth: 'user', body }, async ({ body, caller }) => {
  const current = await getProfile(caller.userId);
  if (!current) throw new NotFound('User not found');
  const newEmail = body.email !== current.email ? body.email : undefined;
  if (newEmail) {
    const holder = await findUserIdByEmail(newEmail);
    if (holder && holder !== caller.userId) throw new BadRequest('This email is used by another account');
    // The address gets at most as many codes per hour as a password reset would send it.
    if (!(await takeOtpMailSlot(newEmail))) {
      countOtpMailRefused('hourly-limit');
      throw new TooManyRequests('Too many codes sent to this email. Please try again in an hour.');
    }
  }

  await updateProfile(caller.userId, { name: body.name, mobile: body.mobile });
  if (body.name !== current.name) {
    await cognito.send(
      new AdminUpdateUserAttributesCommand({
        UserPoolId: cognitoEnv.USER_POOL_ID,
        Username: current.email,
        UserAttributes: [{ Name: 'name', Value: body.name }],
      }),
    );
  }
  const updated: UpdatedProfile = { ...current, name: body.name, mobile: body.mobile };
  if (!newEmail) return { message: 'Updated successfully', data: updated };

  const otp = generateOtp();
  const salt = generateSalt();
  await saveEmailChange(caller.userId, { email: newEmail, hash: hashSecret(otp, salt), salt, expiresAt: epochSeconds() + OTP_TTL_SECONDS });
  await sendMail(newEmail, emailChangeMail(body.name, otp));
  countOtpMailSent('email-change');
  return {
    message: `Updated successfully. We sent a code to ${newEmail}: enter it to use this email.`,
    data: { ...updated, pendingEmail: newEmail } satisfies UpdatedProfile,
  };
});
