import {
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminSetUserPasswordCommand,
  UsernameExistsException,
} from '@aws-sdk/client-cognito-identity-provider';
import * as z from 'zod';
import { createProfile, findUserIdByEmail } from '../../data/repos/users.js';
import { cognito, cognitoEnv } from '../../platform/cognito.js';
import { BadRequest } from '../../platform/errors.js';
import { route } from '../route.js';
import { email, name, password } from '../fields.js';

const body = z
  .object({ name, email, password, confirmPassword: z.string() })
  .refine((b) => b.password === b.confirmPassword, { message: 'password and confirm password must be same', path: [] });

const ALREADY_REGISTERED = 'Could not register with this email. If you already have an account, please login.';

export const handler = route({ auth: 'public', body }, async ({ body }) => {
  if (await findUserIdByEmail(body.email)) throw new BadRequest(ALREADY_REGISTERED);
  const UserPoolId = cognitoEnv.USER_POOL_ID;

  let userId: string | undefined;
  try {
    const created = await cognito.send(
      new AdminCreateUserCommand({
        UserPoolId,
        Username: body.email,
        MessageAction: 'SUPPRESS',
        UserAttributes: [
          { Name: 'email', Value: body.email },
          { Name: 'email_verified', Value: 'true' },
          { Name: 'name', Value: body.name },
        ],
      }),
    );
    userId = created.User?.Attributes?.find((a) => a.Name === 'sub')?.Value;
    if (!userId) throw new Error('Cognito returned no sub');
    await cognito.send(new AdminSetUserPasswordCommand({ UserPoolId, Username: body.email, Password: body.password, Permanent: true }));
    const profile = await createProfile({ userId, name: body.name, email: body.email });
    if (profile !== 'ok') throw new BadRequest(ALREADY_REGISTERED);
  } catch (err) {
    if (err instanceof UsernameExistsException) throw new BadRequest(ALREADY_REGISTERED);
    // Half way is no way: the Cognito user goes when the profile could not be written.
    if (userId) await cognito.send(new AdminDeleteUserCommand({ UserPoolId, Username: body.email }));
    if ((err as Error).name === 'InvalidPasswordException') throw new BadRequest(`password: ${(err as Error).message}`);
    throw err;
  }
  return { message: 'User registered successfully', data: { _id: userId } };
});
