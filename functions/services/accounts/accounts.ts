import { setTimeout as sleep } from 'node:timers/promises';
import { emailTakenMail, registerAttemptMail } from '../../core/account-mail.js';
import type { Mail } from '../../core/mail.js';
import { OTP_TTL_SECONDS, emailChangeMail, epochSeconds, generateOtp, generateSalt, hashSecret } from '../../core/otp.js';
import type { UpdateUserInput } from '../../core/contracts/user.js';
import type { UpdatedProfile, UserProfile } from '../../core/user.js';
import { releaseOtpMailSlot, takeOtpMailSlot } from '../../data/repos/password-reset.js';
import { createProfile, findUserIdByEmail, getProfile, saveProfile } from '../../data/repos/users.js';
import { allOrNothing } from '../../platform/all-or-nothing.js';
import { createUser, deleteUser, setName } from '../../platform/cognito.js';
import { NotFound, TooManyRequests } from '../../platform/errors.js';
import { sendMail } from '../../platform/mail.js';
import { countOtpMailRefused, countOtpMailSent } from '../../platform/metrics.js';

/**
 * The account use cases whose change spans the table, Cognito and mail: each either happens whole
 * or leaves everything as it was (allOrNothing), and a one-shot proof (a reset proof, an e-mail
 * code) is spent only with a change that happened. Where the answer could tell whether an e-mail
 * has an account, it does not: register and a change of e-mail answer alike for taken and free
 * addresses, and the owner of a taken one is told by mail.
 */

/** The same for a new e-mail and one that has an account (whose owner gets registerAttemptMail). */
export const REGISTERED = 'Thanks for registering. Please login. If you already had an account with this email, we have sent you a mail.';

/**
 * register answers no sooner than this after the request came in: a new e-mail costs two Cognito
 * calls and a transaction, a taken one a mail, and the timing must not tell which it was.
 */
export const REGISTER_ANSWER_MIN_MS = 700;

/** Thrown inside a step when the e-mail turns out to have an account: the steps before are undone. */
class EmailTaken extends Error {}

export async function register(input: { name: string; email: string; password: string }): Promise<void> {
  const answerAt = Date.now() + REGISTER_ANSWER_MIN_MS;
  try {
    if (await findUserIdByEmail(input.email)) throw new EmailTaken();
    let userId = '';
    await allOrNothing([
      {
        do: async () => {
          const created = await createUser(input);
          if (created === 'exists') throw new EmailTaken();
          userId = created;
        },
        undo: () => deleteUser(input.email),
      },
      {
        do: async () => {
          // Another profile claimed the e-mail since the check above (or has no Cognito user).
          if ((await createProfile({ userId, name: input.name, email: input.email })) !== 'ok') throw new EmailTaken();
        },
      },
    ]);
  } catch (err) {
    if (!(err instanceof EmailTaken)) throw err;
    // The notice counts against the address's mails per hour, so the form cannot flood its inbox.
    if (await takeOtpMailSlot(input.email)) await mailOwner(input.email, registerAttemptMail);
  } finally {
    await sleep(Math.max(0, answerAt - Date.now()));
  }
}

/** A notice to the owner of a taken address, by name when they have a profile. */
async function mailOwner(email: string, mail: (name: string) => Mail, ownerId?: string): Promise<void> {
  const id = ownerId ?? (await findUserIdByEmail(email));
  const owner = id ? await getProfile(id) : undefined;
  await sendMail(email, mail(owner?.name ?? ''));
}

const codeSentMessage = (email: string) => `Updated successfully. We sent a code to ${email}: enter it to use this email.`;

/**
 * Name, mobile and the delivery pincode change at once; the pincode may come alone (the site's
 * location picker), changing nothing else. A new e-mail does not: a code goes to it, and only verifyEmail
 * with that code moves the account there. An e-mail that has an account gets the same answer; its
 * owner gets emailTakenMail instead of a code, and the pending change holds a code nobody was sent
 * (verifyEmail then answers it as any wrong code, and would refuse the taken address anyway).
 * Cognito's name changes first and goes back if a later step fails; the mail goes before the one
 * transaction that saves the profile and the pending change, so a failure leaves no usable code.
 */
export async function updateProfile(userId: string, input: UpdateUserInput): Promise<{ message: string; profile: UpdatedProfile }> {
  const current = await getProfile(userId);
  if (!current) throw new NotFound('User not found');
  if (!('name' in input)) return { message: 'Delivery location saved', profile: await saveProfile(current, { pincode: input.pincode }) };
  const newEmail = input.email !== current.email ? input.email : undefined;
  const otp = generateOtp();
  const salt = generateSalt();
  const now = new Date();
  let saved: UserProfile = current;
  await allOrNothing([
    newEmail !== undefined && {
      // The address gets at most as many codes per hour as a password reset would send it.
      do: async () => {
        if (await takeOtpMailSlot(newEmail, now)) return;
        countOtpMailRefused('hourly-limit');
        throw new TooManyRequests('Too many codes sent to this email. Please try again in an hour.');
      },
      undo: () => releaseOtpMailSlot(newEmail, now),
    },
    input.name !== current.name && { do: () => setName(current.email, input.name), undo: () => setName(current.email, current.name) },
    newEmail !== undefined && {
      do: async () => {
        const holder = await findUserIdByEmail(newEmail);
        if (holder && holder !== userId) return mailOwner(newEmail, emailTakenMail, holder);
        await sendMail(newEmail, emailChangeMail(input.name, otp));
        countOtpMailSent('email-change');
      },
    },
    {
      do: async () => {
        const change = newEmail ? { email: newEmail, hash: hashSecret(otp, salt), salt, expiresAt: epochSeconds(now) + OTP_TTL_SECONDS } : undefined;
        saved = await saveProfile(current, { name: input.name, mobile: input.mobile, pincode: input.pincode }, change);
      },
    },
  ]);
  if (!newEmail) return { message: 'Updated successfully', profile: saved };
  return { message: codeSentMessage(newEmail), profile: { ...saved, pendingEmail: newEmail } };
}
