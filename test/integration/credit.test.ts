/**
 * Store credit's ledger over HTTP (docs/store-credit.md): admins grant goodwill once per key, the
 * shopper reads their own balance and entries, newest first; bad input and other callers write nothing.
 */
// First: it gives this process the stack's environment, which the table client reads when imported.
import { api, newShopper, partition, tokenFor } from './helpers.js';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { ApiCredit } from '../../functions/core/contracts/credit.js';
import { keys } from '../../functions/data/keys.js';

const grant = async (body: Record<string, unknown>, key = randomUUID(), token?: string) =>
  api<{ balance: number; granted: boolean }>('POST', '/api/credit/grant', { token: token ?? (await tokenFor('admin')), body, headers: { 'idempotency-key': key } });
const creditOf = (token: string, body: Record<string, unknown> = {}) => api<ApiCredit>('POST', '/api/credit/get', { token, body });
const creditItems = async (userId: string) => (await partition(keys.creditBalance(userId).pk)).filter((i) => String(i.sk).startsWith('CREDIT'));

describe('store credit: grants and the ledger', () => {
  it('an admin grants goodwill once per key; the shopper sees the balance and entries newest first, a page at a time', async () => {
    const shopper = await newShopper();
    const empty = await creditOf(shopper.accessToken);
    expect(empty.status).toBe(200);
    expect(empty.body.data).toEqual({ balance: 0, entries: [], nextCursor: null });

    const key = randomUUID();
    const first = await grant({ userId: shopper.userId, amount: 120, reason: 'Late delivery' }, key);
    expect(first.status, first.body.message).toBe(200);
    expect(first.body.data).toMatchObject({ balance: 120, granted: true });
    const again = await grant({ userId: shopper.userId, amount: 120, reason: 'Late delivery' }, key);
    expect(again.status).toBe(200);
    expect(again.body.data?.balance, 'the same key grants once').toBe(120);
    expect((await grant({ userId: shopper.userId, amount: 30.5, reason: 'Bruised mangoes' })).status).toBe(200);

    const read = await creditOf(shopper.accessToken);
    expect(read.body.data?.balance).toBe(150.5);
    expect(read.body.data?.entries.map((e) => [e.amount, e.kind, e.reason])).toEqual([
      [30.5, 'goodwill', 'Bruised mangoes'],
      [120, 'goodwill', 'Late delivery'],
    ]);
    const page1 = await creditOf(shopper.accessToken, { limit: 1 });
    expect(page1.body.data?.entries.map((e) => e.amount)).toEqual([30.5]);
    const page2 = await creditOf(shopper.accessToken, { limit: 1, cursor: page1.body.data!.nextCursor });
    expect(page2.body.data?.entries.map((e) => e.amount)).toEqual([120]);
    expect((await creditOf(shopper.accessToken, { cursor: 'ORDER#x' })).status).toBe(400);
  });

  it('a shopper cannot grant (403), a made-up user is 404, bad input is 400: none of them writes anything', async () => {
    const shopper = await newShopper();
    expect((await grant({ userId: shopper.userId, amount: 100, reason: 'Mine' }, randomUUID(), shopper.accessToken)).status).toBe(403);
    expect((await grant({ userId: `no-such-${randomUUID()}`, amount: 100, reason: 'Nobody' })).status).toBe(404);
    for (const body of [
      { userId: shopper.userId, amount: 0, reason: 'Zero' },
      { userId: shopper.userId, amount: -50, reason: 'Negative' },
      { userId: shopper.userId, amount: 10.555, reason: 'Fraction' },
      { userId: shopper.userId, amount: 10_001, reason: 'Too much' },
      { userId: shopper.userId, amount: 50, reason: '   ' },
      { userId: shopper.userId, amount: 50 },
    ]) {
      const res = await grant(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const noKey = await api('POST', '/api/credit/grant', { token: await tokenFor('admin'), body: { userId: shopper.userId, amount: 50, reason: 'No key' } });
    expect(noKey.status).toBe(400);
    expect(await creditItems(shopper.userId)).toEqual([]);
    expect((await creditOf(shopper.accessToken)).body.data?.balance).toBe(0);
  });
});
