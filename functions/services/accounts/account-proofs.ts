import { setTimeout as sleep } from 'node:timers/promises';
import { OTP_MAX_TRIES, hashSecret, secretMatches } from '../../core/otp.js';
import { nextWholeSecond } from '../../core/session.js';
import type { UserProfile } from '../../core/user.js';
import { consumeResetProof, getResetProof, restoreResetProof } from '../../data/repos/password-reset.js';
import { dropEmailChange, endSessions, findUserIdByEmail, getProfile, moveEmail, takeEmailChangeTry } from '../../data/repos/users.js';
import { allOrNothing } from '../../platform/all-or-nothing.js';
import { setEmail, setPassword, signOutEverywhere } from '../../platform/cognito.js';
import { BadRequest, NotFound, TooManyRequests } from '../../platform/errors.js';

/**
 * The account changes that spend a one-shot proof (an e-mail code, a reset proof) and send no mail,
 * apart from accounts.ts so their functions need no mail grant: each change happens whole or leaves
 * everything as it was (allOrNothing), and the proof is spent only with a change that happened.
 */

/**
 * Confirms the new e-mail of updateProfile with the code mailed to it: the profile's e-mail and its
 * claim move in one transaction (which also spends the code, so of two confirms one wins), then
 * Cognito's. If Cognito refuses, the move is undone and the code is pending again, this try not
 * counted against it.
 */
export async function verifyEmail(userId: string, otp: string): Promise<UserProfile> {
  const current = await getProfile(userId);
  if (!current) throw new NotFound('User not found');
  const change = await takeEmailChangeTry(userId);
  if (change === 'missing') throw new BadRequest('No email change is waiting. Save the new email in your profile first.');
  if (change === 'expired') throw new BadRequest('This code has expired. Save the new email again for a new code.');
  if (change === 'no-tries-left') throw new TooManyRequests('Too many wrong tries. Save the new email again for a new code.');
  if (!secretMatches(otp, change.salt, change.hash)) {
    const left = OTP_MAX_TRIES - change.tries;
    throw new BadRequest(left > 0 ? `Invalid code. ${left} ${left === 1 ? 'try' : 'tries'} left.` : 'Invalid code. Save the new email again for a new code.');
  }
  const restore = { ...change, tries: change.tries - 1 };
  await allOrNothing([
    {
      do: async () => {
        const moved = await moveEmail(userId, current.email, change.email, 'spend');
        if (moved === 'email-taken') {
          await dropEmailChange(userId);
          throw new BadRequest('This email is used by another account');
        }
        if (moved === 'gone') throw new BadRequest('This code was already used.');
      },
      undo: () => moveEmail(userId, change.email, current.email, { restore, updatedAt: current.updatedAt }),
    },
    { do: () => setEmail(current.email, change.email) },
  ]);
  return { ...current, email: change.email };
}

const NO_RESET_PROOF = 'This reset link is not valid any more. Please verify a new code.';

/**
 * Needs the single-use proof from a successful OTP check. Spending it is the conditional delete
 * (of two resets with one proof, one goes on); if the reset then fails, the proof is put back.
 * Every session of the user ends: route() refuses access tokens of sessions begun before now
 * (endSessions), which API Gateway's JWT authorizer alone would accept until they expire, and
 * Cognito revokes their refresh tokens.
 */
export async function resetPassword(email: string, newPassword: string, resetToken: string | undefined): Promise<void> {
  const proof = resetToken ? await getResetProof(email) : undefined;
  const userId = await findUserIdByEmail(email);
  // An unknown e-mail's proof can only come from a guessed code that was never mailed (forgot-password).
  if (!resetToken || !proof || !userId) throw new BadRequest(NO_RESET_PROOF);
  let endedAt = Date.now();
  await allOrNothing([
    {
      do: async () => {
        if (!(await consumeResetProof(email, hashSecret(resetToken, proof.salt)))) throw new BadRequest(NO_RESET_PROOF);
      },
      undo: () => restoreResetProof(email, proof),
    },
    { do: () => setPassword(email, newPassword) },
    {
      do: async () => {
        endedAt = Date.now();
        await endSessions(userId, endedAt);
        await signOutEverywhere(email);
      },
    },
  ]);
  // A sign-in right after this answer must not share the ended sessions' auth_time second.
  await sleep(Math.max(0, nextWholeSecond(endedAt) - Date.now()));
}
