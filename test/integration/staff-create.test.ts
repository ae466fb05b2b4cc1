/**
 * Admins adding pickers and riders: at the same moment (two admins, or a double submit) every one
 * asked for is made once, in its group, with one welcome mail; the same e-mail twice at once makes
 * one; nothing answers 500. A step that fails (the mail) takes back every one before it, so the
 * same e-mail can be added again.
 */
import { randomUUID } from 'node:crypto';
import { AdminListGroupsForUserCommand, CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Mail } from '../../functions/core/mail.js';
import type * as mailModule from '../../functions/platform/mail.js';
import type { StoreRecord } from '../../functions/core/stores.js';
import { api, mailsTo, tokenFor, type ApiResponse } from './helpers.js';
import { testStore } from './stores-support.js';

/** The addresses whose mail SES refuses, for the in-process calls of the services below. */
const refused = vi.hoisted(() => new Set<string>());
vi.mock('../../functions/platform/mail.js', async (importOriginal) => {
  const real = await importOriginal<typeof mailModule>();
  return {
    ...real,
    sendMail: async (to: string, mail: Mail) => {
      if (refused.has(to)) throw new Error('SES refused the mail');
      await real.sendMail(to, mail);
    },
  };
});

/** Enough rounds that parallel creates overlap at each of their steps at least once. */
const ROUNDS = 3;
/** Each round makes five Cognito users: a few rounds take longer than one ordinary test. */
const RACE_TIMEOUT = 120_000;

interface Staff {
  _id: string;
  email: string;
  storeId: string;
  storeName: string;
  active: boolean;
}

const roles = [
  { role: 'picker', group: 'PICKER', extra: {}, welcome: 'QuickBasket: set your picker password', inFlight: 'This picker is still being added: try again in a moment' },
  { role: 'rider', group: 'RIDER', extra: { mobile: '9880012345' }, welcome: 'QuickBasket: set your rider password', inFlight: 'This rider is still being added: try again in a moment' },
] as const;

let store: StoreRecord;
let admin: string;
const cognito = new CognitoIdentityProviderClient({});

beforeAll(async () => {
  [store, admin] = await Promise.all([testStore({ name: 'Staff Create Store' }), tokenFor('admin')]);
});

const said = (res: ApiResponse) => `${res.status} ${res.body.message ?? ''}`;

/** By the user's id (their `sub`): cognito-local finds groups by the name a user was stored under, which for an e-mail pool is the sub. */
async function groupsOf(userId: string): Promise<string[]> {
  const answer = await cognito.send(new AdminListGroupsForUserCommand({ UserPoolId: process.env.USER_POOL_ID, Username: userId }));
  return (answer.Groups ?? []).map((g) => g.GroupName ?? '');
}

describe.each(roles)('$role accounts', ({ role, group, extra, welcome, inFlight }) => {
  const newEmail = () => `new-${role}-${randomUUID().slice(0, 8)}@example.com`;
  const create = (email: string, name: string) => api<Staff>('POST', `/api/${role}/create`, { token: admin, body: { name, email, storeId: store._id, ...extra } });
  const service = async () =>
    role === 'picker' ? (await import('../../functions/services/picking/picker-create.js')).createPicker : (await import('../../functions/services/riders/rider-create.js')).createRider;

  it('four different e-mails and one e-mail twice, at once: five, each once, in its group, mailed once; no 500', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const different = Array.from({ length: 4 }, (_, i) => ({ email: newEmail(), name: `Race ${role} ${round}-${i}` }));
      const twice = { email: newEmail(), name: `Twice ${role} ${round}` };
      const answers = await Promise.all([...different, twice, twice].map((p) => create(p.email, p.name)));
      const [sameA, sameB] = answers.slice(4);

      answers.forEach((res) => expect(res.status, `round ${round}: ${said(res)}`).not.toBe(500));
      different.forEach((p, i) => {
        expect(answers[i]!.status, `round ${round}, ${p.email}: ${said(answers[i]!)}`).toBe(200);
        expect(answers[i]!.body.data).toMatchObject({ email: p.email, storeId: store._id, storeName: store.name, active: true });
      });
      // A double submit: the one that made it answers it; the other answers it too, or says it is still being added.
      const made = [sameA!, sameB!].filter((res) => res.status === 200);
      expect(made.length, `round ${round}, the same e-mail twice: ${said(sameA!)} / ${said(sameB!)}`).toBeGreaterThanOrEqual(1);
      for (const res of [sameA!, sameB!]) if (res.status !== 200) expect(res.body.message, said(res)).toBe(inFlight);
      expect(new Set(made.map((res) => res.body.data!._id)).size).toBe(1);

      // Asked again afterwards, the same e-mail answers the very same one.
      const again = await create(twice.email, twice.name);
      expect(again.status, said(again)).toBe(200);
      expect(again.body.data!._id).toBe(made[0]!.body.data!._id);

      const everyone = [...different, twice];
      const listed = await api<Staff[]>('GET', `/api/${role}/get`, { token: admin });
      for (const p of everyone) {
        const mine = listed.body.data!.filter((l) => l.email === p.email);
        expect(mine, p.email).toHaveLength(1);
        expect(await groupsOf(mine[0]!._id), p.email).toEqual([group]);
        expect((await mailsTo(p.email)).filter((m) => m.subject === welcome), p.email).toHaveLength(1);
      }
    }
  }, RACE_TIMEOUT);

  it('a refused welcome mail takes back the account, its profile, its claim on the e-mail and its record; added again, it is made', async () => {
    const createOne = await service();
    const { findUserSub } = await import('../../functions/platform/cognito.js');
    const { findUserIdByEmail } = await import('../../functions/data/repos/users.js');
    const email = newEmail();
    const input = { name: `Unlucky ${role}`, email, storeId: store._id, mobile: '9880012345' };
    refused.add(email);
    await expect(createOne(input)).rejects.toThrow('SES refused the mail');
    expect(await findUserSub(email)).toBeUndefined();
    expect(await findUserIdByEmail(email)).toBeUndefined();
    const listed = await api<Staff[]>('GET', `/api/${role}/get`, { token: admin });
    expect(listed.body.data!.filter((l) => l.email === email)).toEqual([]);

    refused.delete(email);
    const made = await create(email, input.name);
    expect(made.status, said(made)).toBe(200);
    expect(made.body.data).toMatchObject({ email, storeId: store._id, active: true });
    expect(await findUserIdByEmail(email)).toBe(made.body.data!._id);
    expect(await groupsOf(made.body.data!._id)).toEqual([group]);
    expect((await mailsTo(email)).filter((m) => m.subject === welcome)).toHaveLength(1);
  });
});
