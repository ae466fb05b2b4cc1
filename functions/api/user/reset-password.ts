import { AdminSetUserPasswordCommand } from '@aws-sdk/client-cognito-identity-provider';
import * as z from 'zod';
import { hashSecret } from '../../core/otp.js';
import { consumeResetProof, getResetProof } from '../../data/repos/password-reset.js';
import { cognito, cognitoEnv } from '../../platform/cognito.js';
import { BadRequest } from '../../platform/errors.js';
import { route } from '../../platform/route.js';
import { email, password } from '../fields.js';

const body = z
  .object({ email, newPassword: password, confirmPassword: z.string(), resetToken: z.string().min(1, 'is required').max(200) })
  .refine((b) => b.newPassword === b.confirmPassword, { message: 'New password and confirm password must be same', path: [] });

const NO_PROOF = 'This reset link is not valid any more. Please verify a new code.';

/** Needs the single-use proof from a successful OTP check; it is spent before the password changes. */
export const handler = route({ auth: 'public', body }, async ({ body }) => {
  const proof = await getResetProof(body.email);
  if (!proof) throw new BadRequest(NO_PROOF);
  if (!(await consumeResetProof(body.email, hashSecret(body.resetToken, proof.salt)))) throw new BadRequest(NO_PROOF);
  await cognito.send(
    new AdminSetUserPasswordCommand({ UserPoolId: cognitoEnv.USER_POOL_ID, Username: body.email, Password: body.newPassword, Permanent: true }),
  );
  return { message: 'Password updated successfully' };
});
