import { AdminUpdateUserAttributesCommand } from '@aws-sdk/client-cognito-identity-provider';
import * as z from 'zod';
import { getProfile, updateProfile } from '../../data/repos/users.js';
import { cognito, cognitoEnv } from '../../platform/cognito.js';
import { BadRequest, NotFound } from '../../platform/errors.js';
import { route } from '../../platform/route.js';
import { email, mobile, name } from '../fields.js';

const body = z.object({ name, email, mobile });

export const handler = route({ auth: 'user', body }, async ({ body, caller }) => {
  const current = await getProfile(caller.userId);
  if (!current) throw new NotFound('User not found');
  const result = await updateProfile(caller.userId, current, body);
  if (result === 'email-taken') throw new BadRequest('This email is used by another account');

  const cognitoChanges = [
    ...(body.email !== current.email ? [{ Name: 'email', Value: body.email }, { Name: 'email_verified', Value: 'true' }] : []),
    ...(body.name !== current.name ? [{ Name: 'name', Value: body.name }] : []),
  ];
  if (cognitoChanges.length > 0) {
    try {
      await cognito.send(
        new AdminUpdateUserAttributesCommand({ UserPoolId: cognitoEnv.USER_POOL_ID, Username: current.email, UserAttributes: cognitoChanges }),
      );
    } catch (err) {
      // Keep Cognito and the profile consistent: put the profile (and the e-mail claim) back.
      await updateProfile(caller.userId, { ...current, email: body.email }, current);
      throw err;
    }
  }
  return { message: 'Updated successfully', data: { ...current, ...body } };
});
