/**
 * Admins adding pickers at the same moment (two admins, or a double submit): every picker asked for
 * is made once, in the group PICKER, with one welcome mail; the same e-mail twice at once makes one
 * picker; nothing answers 500.
 */
import { randomUUID } from 'node:crypto';
import { AdminListGroupsForUserCommand, CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiPicker } from '../../functions/core/contracts/picker.js';
import type { StoreRecord } from '../../functions/core/stores.js';
import { api, mailsTo, tokenFor, type ApiResponse } from './helpers.js';
import { testStore } from './stores-support.js';

/** Enough rounds that parallel creates overlap at each of their steps at least once. */
const ROUNDS = 3;
/** Each round makes five Cognito users: a few rounds take longer than one ordinary test. */
const RACE_TIMEOUT = 120_000;
const WELCOME = 'QuickBasket: set your picker password';

let store: StoreRecord;
let admin: string;
const cognito = new CognitoIdentityProviderClient({});

beforeAll(async () => {
  [store, admin] = await Promise.all([testStore({ name: 'Picker Race Store' }), tokenFor('admin')]);
});

const create = (email: string, name: string) => api<ApiPicker>('POST', '/api/picker/create', { token: admin, body: { name, email, storeId: store._id } });
const newEmail = () => `race-picker-${randomUUID().slice(0, 8)}@example.com`;
const said = (res: ApiResponse) => `${res.status} ${res.body.message ?? ''}`;

/** By the user's id (their `sub`): cognito-local finds groups by the name a user was stored under, which for an e-mail pool is the sub. */
async function groupsOf(userId: string): Promise<string[]> {
  const answer = await cognito.send(new AdminListGroupsForUserCommand({ UserPoolId: process.env.USER_POOL_ID, Username: userId }));
  return (answer.Groups ?? []).map((g) => g.GroupName ?? '');
}

describe('pickers added at the same moment', () => {
  it('four different e-mails and one e-mail twice, at once: five pickers, each once, in PICKER, mailed once; no 500', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const different = Array.from({ length: 4 }, (_, i) => ({ email: newEmail(), name: `Race Picker ${round}-${i}` }));
      const twice = { email: newEmail(), name: `Twice Picker ${round}` };
      const answers = await Promise.all([...different, twice, twice].map((p) => create(p.email, p.name)));
      const [sameA, sameB] = answers.slice(4);

      answers.forEach((res) => expect(res.status, `round ${round}: ${said(res)}`).not.toBe(500));
      different.forEach((p, i) => {
        expect(answers[i]!.status, `round ${round}, ${p.email}: ${said(answers[i]!)}`).toBe(200);
        expect(answers[i]!.body.data).toMatchObject({ email: p.email, storeId: store._id, storeName: store.name, active: true });
      });
      // A double submit: the one that made the picker answers it; the other answers it too, or says it is still being added.
      const made = [sameA!, sameB!].filter((res) => res.status === 200);
      expect(made.length, `round ${round}, the same e-mail twice: ${said(sameA!)} / ${said(sameB!)}`).toBeGreaterThanOrEqual(1);
      for (const res of [sameA!, sameB!]) if (res.status !== 200) expect(res.body.message, said(res)).toBe('This picker is still being added: try again in a moment');
      expect(new Set(made.map((res) => res.body.data!._id)).size).toBe(1);

      // Asked again afterwards, the same e-mail answers the very same picker.
      const again = await create(twice.email, twice.name);
      expect(again.status, said(again)).toBe(200);
      expect(again.body.data!._id).toBe(made[0]!.body.data!._id);

      const everyone = [...different, twice];
      const listed = await api<ApiPicker[]>('GET', '/api/picker/get', { token: admin });
      for (const p of everyone) {
        const mine = listed.body.data!.filter((l) => l.email === p.email);
        expect(mine, p.email).toHaveLength(1);
        expect(await groupsOf(mine[0]!._id), p.email).toEqual(['PICKER']);
        expect((await mailsTo(p.email)).filter((m) => m.subject === WELCOME), p.email).toHaveLength(1);
      }
    }
  }, RACE_TIMEOUT);
});
