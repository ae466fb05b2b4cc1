/**
 * Low-stock digests over the real stack: a burst of stock changes in many stream batches
 * mails each admin one digest at once (the store's first alert), keeps the rest pending while the
 * store's digest slot is taken, and the digest job (run on demand as if the 5 minutes had passed)
 * mails one more digest with all of them; no product is in two mails, and nothing is left pending.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { keys } from '../../functions/data/keys.js';
import { LOW_STOCK_DIGESTS_PATH } from '../../local/jobs.js';
import { api, createProduct, eventually, mailsTo, partition } from './helpers.js';
import { putStoreStock, testStore } from './stores-support.js';

const ADMIN = 'admin@example.com';
const runDigests = (everyMs?: number) =>
  api<never>('POST', everyMs === undefined ? LOW_STOCK_DIGESTS_PATH : `${LOW_STOCK_DIGESTS_PATH}?everyMs=${everyMs}`) as Promise<{
    status: number;
    body: { summary?: { stores: number; mailed: number; failed: number } };
  }>;

describe('low-stock digests', () => {
  it('a burst of alerts is one digest now and one more from the job, never a mail per batch', async () => {
    const store = await testStore({ name: `Digest ${randomUUID().slice(0, 6)}`, lowStockThreshold: 5 });
    const storeMails = async () => (await mailsTo(ADMIN)).filter((m) => m.subject.includes(store.name));
    const pendingOf = async () => (await partition(keys.lowStockPendingAll(store._id).pk)).filter((i) => String(i.sk).startsWith('PENDING#'));
    const products = await Promise.all(Array.from({ length: 13 }, (_, i) => createProduct({ stock: 50, price: 10 + i })));
    const [first, ...burst] = products as [(typeof products)[0], ...typeof products];

    // A quiet store: its first alert goes at once.
    await putStoreStock(store._id, first._id, 2);
    const [digest] = await eventually(async () => {
      const mails = await storeMails();
      expect(mails).toHaveLength(1);
      return mails;
    }, 20_000);
    expect(digest!.subject).toBe(`Low stock: ${first.name} at ${store.name}`);

    // A burst, one write after another (many stream batches): all claimed and pending, none mailed yet.
    for (const [i, product] of burst.entries()) await putStoreStock(store._id, product._id, i % 3);
    await eventually(async () => {
      expect((await pendingOf()).map((i) => i.productId).sort()).toEqual(burst.map((p) => p._id).sort());
    }, 30_000);
    expect(await storeMails()).toHaveLength(1);

    // The job at its normal interval: the store's digest went less than 5 minutes ago, so not yet.
    expect((await runDigests()).status).toBe(200);
    expect(await storeMails()).toHaveLength(1);
    expect(await pendingOf()).toHaveLength(burst.length);

    // As if the interval had passed: one digest with the whole burst, out of stock first.
    const run = await runDigests(0);
    expect(run.status).toBe(200);
    expect(run.body.summary!.mailed).toBeGreaterThanOrEqual(burst.length);
    const mails = await storeMails();
    expect(mails).toHaveLength(2);
    const second = mails[1]!;
    const out = burst.filter((_, i) => i % 3 === 0);
    expect(second.subject).toBe(`OUT OF STOCK and low stock at ${store.name}: ${out.length} out of stock, ${burst.length - out.length} running low`);
    for (const product of burst) {
      expect(second.body.text).toContain(product.name);
      expect(digest!.body.text).not.toContain(product.name);
    }
    expect(second.body.text).not.toContain(first.name);
    const lines = second.body.text!.split('\n').filter((l) => l.startsWith('!! OUT OF STOCK') || l.startsWith('Low: '));
    expect(lines.slice(0, out.length).every((l) => l.startsWith('!! OUT OF STOCK'))).toBe(true);
    expect(await pendingOf()).toHaveLength(0);

    // Nothing pending: another due run mails nothing more.
    expect((await runDigests(0)).status).toBe(200);
    expect(await storeMails()).toHaveLength(2);
  }, 120_000);
});
