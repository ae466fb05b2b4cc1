import type { Mail } from '../../core/mail.js';
import { unknownPassword } from '../../core/rider-mail.js';
import { createProfile, deleteNewProfile, findUserIdByEmail } from '../../data/repos/users.js';
import { allOrNothing } from '../../platform/all-or-nothing.js';
import { addToGroup, createUser, deleteUser } from '../../platform/cognito.js';
import { Conflict } from '../../platform/errors.js';
import { sendMail } from '../../platform/mail.js';

/** What differs between the store's staff roles (pickers, riders): their group, their record and their words. */
export interface StaffRole<R> {
  group: string;
  /** The role's record of a user; undefined when the user is not one. */
  get: (userId: string) => Promise<R | undefined>;
  /** Writes the role's record of a new user; 'exists' when the user has one already. */
  put: (userId: string) => Promise<'ok' | 'exists'>;
  remove: (userId: string) => Promise<void>;
  welcome: Mail;
  /** 409's words when the e-mail is an account of another kind (a shopper's, an admin's). */
  taken: string;
  /** 409's words when the same e-mail is being added at this moment and is not done yet. */
  inFlight: string;
}

/** Cognito has a user of this e-mail that was not there when this run looked: nothing of this run is written. */
class AddedMeanwhile extends Error {}

/**
 * A new member of staff: a Cognito user (a password nobody knows) in the role's group, a profile,
 * the role's record, then the welcome mail on how to set their password. A failed step takes back
 * every one before it, so the same e-mail can be added again. The same e-mail again answers the
 * record made the first time (while that first add is still running: 409, try again); an e-mail
 * that is an account of another kind is refused (409).
 */
export async function createStaffAccount<R>(input: { name: string; email: string }, role: StaffRole<R>): Promise<R> {
  const existing = await staffOfEmail(input.email, role);
  if (existing) return existing;
  let userId = '';
  try {
    await allOrNothing([
      {
        do: async () => {
          const created = await createUser({ email: input.email, name: input.name, password: unknownPassword() });
          if (created === 'exists') throw new AddedMeanwhile();
          userId = created;
        },
        undo: () => deleteUser(input.email),
      },
      { do: () => addToGroup(input.email, role.group) },
      {
        do: async () => {
          if ((await createProfile({ userId, name: input.name, email: input.email })) !== 'ok') throw new Conflict(role.taken);
        },
        // Else the e-mail would stay claimed by a user Cognito no longer has: "taken" ever after.
        undo: () => deleteNewProfile(userId, input.email),
      },
      {
        do: async () => {
          if ((await role.put(userId)) !== 'ok') throw new Conflict(role.inFlight);
        },
        // Else a failed mail would leave a record behind the deleted Cognito user, answered as "added" ever after.
        undo: () => role.remove(userId),
      },
      { do: () => sendMail(input.email, role.welcome) },
    ]);
  } catch (err) {
    if (!(err instanceof AddedMeanwhile)) throw err;
    // The same e-mail added at the same moment (a double submit without a key, two admins) has its
    // account already: its record once that run is done, not "taken" while it is still going.
    const madeId = await findUserIdByEmail(input.email);
    const made = madeId ? await role.get(madeId) : undefined;
    if (made) return made;
    throw new Conflict(role.inFlight);
  }
  const made = await role.get(userId);
  if (!made) throw new Error(`${role.group} ${userId} not saved`);
  return made;
}

/** The role's record of this e-mail's account, or undefined when it has none; 409 when the account is not of this role. */
async function staffOfEmail<R>(email: string, role: StaffRole<R>): Promise<R | undefined> {
  const userId = await findUserIdByEmail(email);
  if (!userId) return undefined;
  const record = await role.get(userId);
  if (!record) throw new Conflict(role.taken);
  return record;
}
