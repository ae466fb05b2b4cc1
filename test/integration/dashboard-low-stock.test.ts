/**
 * Low stock over the real stack: a sale to a store's low-stock threshold mails the admins exactly
 * once, and a product's own threshold wins over the store's (low-stock-digest.test.ts: a burst of
 * alerts is one digest now, the rest with the digest job; the dashboard's figures: dashboard.test.ts).
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { keys } from '../../functions/data/keys.js';
import { LOW_STOCK_DIGESTS_PATH } from '../../local/jobs.js';
import { api, createProduct, eventually, mailsTo, partition, tokenFor } from './helpers.js';
import { putStoreStock, shopperAt, storeStockOf, testStore } from './stores-support.js';

async function stockTotals(storeId: string): Promise<{ low: number; out: number }> {
  const token = await tokenFor('admin');
  const total = async (filter: 'low' | 'out') =>
    (await api<{ totalCount: number }>('POST', '/api/store/stock', { token, body: { storeId, filter, limit: 1 } })).body.data!.totalCount;
  return { low: await total('low'), out: await total('out') };
}

describe('low stock', () => {
  const ADMIN = 'admin@example.com';
  const mailsAbout = async (name: string, storeName: string) =>
    (await mailsTo(ADMIN)).filter((m) => m.subject.includes(storeName) && (m.subject.includes(name) || (m.body.text ?? '').includes(name)));

  it('a sale to the threshold mails the admins once; repeated events do not mail again; the badge counts it', async () => {
    const store = await testStore({ name: `Low Stock ${randomUUID().slice(0, 6)}`, lowStockThreshold: 5 });
    // Stocked at the default store too, well above its threshold: only this store's alerts are about them.
    const [product, sentinel] = await Promise.all([createProduct({ stock: 50, price: 12 }), createProduct({ stock: 50, price: 13 })]);
    await putStoreStock(store._id, product._id, 6);
    const sale = await shopperAt(store, [{ product, qty: 1 }]);
    expect(sale.orderId).toBeTruthy();
    expect(await storeStockOf(store._id, product._id)).toBe(5);
    const first = await eventually(async () => {
      const mails = await mailsAbout(product.name, store.name);
      expect(mails).toHaveLength(1);
      return mails[0]!;
    }, 20_000);
    expect(first.subject).toBe(`Low stock: ${product.name} at ${store.name}`);
    expect(first.body.text).toContain(`/dashboard/stores/${store._id}/stock?filter=low`);

    // The same change again through the stream (the item written again), and handed to the rules directly.
    await putStoreStock(store._id, product._id, 5);
    const { checkLowStock } = await import('../../functions/services/stores/low-stock-alerts.js');
    expect(await checkLowStock([{ storeId: store._id, productId: product._id }])).toEqual({ mailed: 0 });
    // A later change on the same stream: once its alert waits for the store's next digest (one went
    // out just now), the repeated record was handled before it; the digest job, run as if due, mails it.
    await putStoreStock(store._id, sentinel._id, 0);
    await eventually(async () => {
      const pending = (await partition(keys.lowStockPending(store._id, sentinel._id, '').pk)).filter((i) => String(i.sk).startsWith('PENDING#'));
      expect(pending.map((i) => i.productId)).toEqual([sentinel._id]);
    }, 20_000);
    expect(await mailsAbout(sentinel.name, store.name)).toHaveLength(0);
    expect((await api('POST', `${LOW_STOCK_DIGESTS_PATH}?everyMs=0`)).status).toBe(200);
    const loud = await eventually(async () => {
      const mails = await mailsAbout(sentinel.name, store.name);
      expect(mails).toHaveLength(1);
      return mails[0]!;
    }, 20_000);
    expect(loud.subject).toBe(`OUT OF STOCK: ${sentinel.name} at ${store.name}`);
    expect(await mailsAbout(product.name, store.name)).toHaveLength(1);

    // The badge reads what the Stock view's Low and Out filters list (a product never stocked there is out).
    const badge = await api<{ storeId: string; low: number; out: number }[]>('GET', '/api/store/low-stock', { token: await tokenFor('admin') });
    expect(badge.status).toBe(200);
    const totals = await stockTotals(store._id);
    expect(totals.low).toBe(1);
    expect(totals.out).toBeGreaterThanOrEqual(1);
    expect(badge.body.data!.find((s) => s.storeId === store._id)).toMatchObject(totals);

    // Restocked above the threshold: off the badge.
    await putStoreStock(store._id, product._id, 40);
    await eventually(async () => {
      const again = await api<{ storeId: string; low: number; out: number }[]>('GET', '/api/store/low-stock', { token: await tokenFor('admin') });
      expect(again.body.data!.find((s) => s.storeId === store._id)).toMatchObject({ low: 0, out: totals.out });
    }, 20_000);
  }, 90_000);

  it('a product\'s own threshold wins over the store\'s: an admin\'s edit to it mails once', async () => {
    const store = await testStore({ name: `Own Threshold ${randomUUID().slice(0, 6)}`, lowStockThreshold: 5 });
    const base = await createProduct({ stock: 50, price: 20 });
    const token = await tokenFor('admin');
    const details = await api<Record<string, unknown>>('POST', '/api/product/get-product-details', { body: { productId: base._id } });
    const product = details.body.data!;
    const saved = await api<{ lowStockThreshold?: number }>('PUT', '/api/product/update-product-details', {
      token,
      body: { ...product, _id: base._id, stock: 50, lowStockThreshold: 10 },
    });
    expect(saved.status, saved.body.message).toBe(200);
    expect(saved.body.data!.lowStockThreshold).toBe(10);
    // 8 is above the store's 5 but at or below the product's 10.
    await putStoreStock(store._id, base._id, 8);
    const mails = await eventually(async () => {
      const found = await mailsAbout(base.name, store.name);
      expect(found).toHaveLength(1);
      return found;
    }, 20_000);
    expect(mails[0]!.body.text).toContain('8 left (alert at 10)');
    // An update that does not name it keeps it; an empty one clears it.
    const kept = await api<{ lowStockThreshold?: number }>('PUT', '/api/product/update-product-details', { token, body: { ...product, _id: base._id, stock: 50 } });
    expect(kept.body.data!.lowStockThreshold).toBe(10);
    const cleared = await api<{ lowStockThreshold?: number }>('PUT', '/api/product/update-product-details', { token, body: { ...product, _id: base._id, stock: 50, lowStockThreshold: '' } });
    expect(cleared.body.data!.lowStockThreshold).toBeUndefined();
  }, 60_000);
});
