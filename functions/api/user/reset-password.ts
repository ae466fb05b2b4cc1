import { AdminSetUserPasswordCommand, AdminUserGlobalSignOutCommand } from '@aws-sdk/client-cognito-identity-provider';
import { setTimeout as sleep } from 'node:timers/promises';
import * as z from 'zod';
import { hashSecret } from '../../core/otp.js';
import { RESET_COOKIE, clearedResetCookie, cookieValue } from '../../core/reset-cookie.js';
import { nextWholeSecond } from '../../core/session.js';
import { consumeResetProof, getResetProof } from '../../data/repos/password-reset.js';
import { endSessions, findUserIdByEmail } from '../../data/repos/users.js';
import { cognito, cognitoEnv } from '../../platform/cognito.js';
import { BadRequest } from '../../platform/errors.js';
import { route } from '../route.js';
import { email, password } from '../fields.js';

/** The spec's body; the proof comes as `resetToken` or as the cookie the OTP check set. */
const body = z
  .object({ email, newPassword: password, confirmPassword: z.string(), resetToken: z.string().min(1, 'is required').max(200).optional() })
  .refine((b) => b.newPassword === b.confirmPassword, { message: 'New password and confirm password must be same', path: [] });

const NO_PROOF = 'This reset link is not valid any more. Please verify a new code.';

/**
 * Needs the single-use proof from a successful OTP check; it is spent before the password changes.
 * Then every session of the user ends: Cognito revokes their refresh tokens (global sign-out), and
 * route() refuses access tokens of sessions begun before now (endSessions), which API Gateway's
 * JWT authorizer alone would accept until they expire.
 */
export const handler = route({ auth: 'public', body }, async ({ body, cookies, headers }) => {
  const secure = headers['x-forwarded-proto'] === 'https';
  const resetToken = body.resetToken ?? cookieValue(cookies, RESET_COOKIE);
  const proof = resetToken ? await getResetProof(body.email) : undefined;
  const userId = await findUserIdByEmail(body.email);
  // An unknown e-mail's proof can only come from a guessed code that was never mailed (forgot-password).
  if (!resetToken || !proof || !userId || !(await consumeResetProof(body.email, hashSecret(resetToken, proof.salt)))) {
    throw new BadRequest(NO_PROOF);
  }
  const Username = body.email;
  const UserPoolId = cognitoEnv.USER_POOL_ID;
  await cognito.send(new AdminSetUserPasswordCommand({ UserPoolId, Username, Password: body.newPassword, Permanent: true }));
  const endedAt = Date.now();
  await endSessions(userId, endedAt);
  await cognito.send(new AdminUserGlobalSignOutCommand({ UserPoolId, Username }));
  // A sign-in right after this answer must not share the ended sessions' auth_time second.
  await sleep(Math.max(0, nextWholeSecond(endedAt) - Date.now()));
  return { message: 'Password updated successfully', setCookie: clearedResetCookie(secure) };
});
