/**
 * A product's shelf at a store over HTTP: what the Stock page's rows carry (with and without a
 * filter, which read the store's stock two ways), set and cleared by the admin's shelf call, and
 * by the product CSV's `shelf:<store>` column; a CSV of stock alone keeps the shelf.
 */
import { randomUUID } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ImportStatusReply } from '../../functions/core/contracts/import-export.js';
import type { StoreStockPage } from '../../functions/core/contracts/store-stock.js';
import { csvLine } from '../../functions/core/csv.js';
import { skuKey } from '../../functions/core/product.js';
import { keys } from '../../functions/data/keys.js';
import { api, createProduct, eventually, table, tokenFor } from './helpers.js';
import { putStoreStock, testStore } from './stores-support.js';

let category = '';
let subCategory = '';

beforeAll(async () => {
  const subs = await api<{ name: string; category: { _id: string; name: string }[] }[]>('POST', '/api/subcategory/get', { body: {} });
  subCategory = subs.body.data![0]!.name;
  category = subs.body.data![0]!.category[0]!.name;
});

async function rowAt(storeId: string, productId: string) {
  const res = await api<StoreStockPage>('POST', '/api/store/stock', { token: await tokenFor('admin'), body: { storeId, productIds: [productId] } });
  expect(res.status, res.body.message).toBe(200);
  return res.body.data!.rows.find((r) => r.productId === productId);
}

/** The file imported through the upload and the job, as the Import page does; its finished status. */
async function importCsv(lines: string[][]): Promise<ImportStatusReply> {
  const admin = await tokenFor('admin');
  const bytes = Buffer.from(lines.map((l) => csvLine(l)).join(''), 'utf8');
  const presign = await api<{ uploadUrl: string; headers: Record<string, string>; key: string }>('POST', '/api/file/upload', {
    token: admin,
    body: { contentType: 'text/csv', size: bytes.length, purpose: 'import' },
  });
  expect(presign.status, presign.body.message).toBe(200);
  expect((await fetch(presign.body.data!.uploadUrl, { method: 'PUT', headers: presign.body.data!.headers, body: new Uint8Array(bytes) })).status).toBe(200);
  const started = await api<{ jobId: string }>('POST', '/api/product/import', { token: admin, body: { key: presign.body.data!.key } });
  expect(started.status, started.body.message).toBe(200);
  return eventually(async () => {
    const res = await api<ImportStatusReply>('POST', '/api/product/import-status', { token: admin, body: { jobId: started.body.data!.jobId } });
    expect(['done', 'failed']).toContain(res.body.data?.state);
    return res.body.data!;
  }, 120_000);
}

describe('the shelf on the Stock page', () => {
  it('a row carries its shelf as saved (upper-cased), in a filtered list too; cleared, it is null', async () => {
    const store = await testStore({ lowStockThreshold: 5 });
    const product = await createProduct({ stock: 0, price: 20 });
    await putStoreStock(store._id, product._id, 2);
    const admin = await tokenFor('admin');
    const row = async (filter?: 'low') => {
      const res = await api<StoreStockPage>('POST', '/api/store/stock', { token: admin, body: { storeId: store._id, productIds: [product._id], ...(filter ? { filter } : {}) } });
      expect(res.status, res.body.message).toBe(200);
      return res.body.data!.rows.find((r) => r.productId === product._id);
    };
    await eventually(async () => expect(await row()).toMatchObject({ stock: 2, shelf: null }));

    const saved = await api('PUT', '/api/store/update-shelf', { token: admin, body: { storeId: store._id, productId: product._id, shelf: 'c2-10' } });
    expect(saved.status, saved.body.message).toBe(200);
    expect(await row()).toMatchObject({ stock: 2, shelf: 'C2-10' });
    expect(await row('low')).toMatchObject({ stock: 2, level: 'low', shelf: 'C2-10' });

    expect((await api('PUT', '/api/store/update-shelf', { token: admin, body: { storeId: store._id, productId: product._id, shelf: '' } })).status).toBe(200);
    expect(await row()).toMatchObject({ shelf: null });
    expect(await row('low')).toMatchObject({ shelf: null });
  });
});

describe('the shelf in the product CSV', () => {
  it('a shelf column sets it (blank clears it, a bad one fails the row with its column); a file of stock alone keeps it', async () => {
    const store = await testStore();
    const sku = `SHELF-${randomUUID().slice(0, 8)}`;
    const base = [sku, `Test Shelf Tea ${sku}`, 'Tea for the shelf test.', '250 g', '120.00', '0', category, subCategory, '/media/product/test-rice.webp'];
    const head = ['sku', 'name', 'description', 'unit', 'price', 'discount', 'category', 'subCategory', 'images'];
    const first = await importCsv([[...head, `shelf:${store._id}`, `stock:${store._id}`], [...base, 'd4-1', '7']]);
    expect(first).toMatchObject({ state: 'done', created: 1, failed: 0 });
    const claim = await table.send(new GetCommand({ TableName: process.env.TABLE_NAME, Key: keys.skuClaim(skuKey(sku)), ConsistentRead: true }));
    const productId = String(claim.Item!.ownerId);
    await eventually(async () => expect(await rowAt(store._id, productId)).toMatchObject({ stock: 7, shelf: 'D4-1' }));

    // Set on the Stock page, then a file of stock only: the stock changes, the shelf stays.
    expect((await api('PUT', '/api/store/update-shelf', { token: await tokenFor('admin'), body: { storeId: store._id, productId, shelf: 'E1' } })).status).toBe(200);
    const stockOnly = await importCsv([[...head, `stock:${store._id}`], [...base, '9']]);
    expect(stockOnly).toMatchObject({ state: 'done', updated: 1, failed: 0 });
    expect(await rowAt(store._id, productId)).toMatchObject({ stock: 9, shelf: 'E1' });

    // The same shelf again changes nothing; a bad one fails the row, naming the column; blank clears it.
    expect(await importCsv([[...head, `shelf:${store._id}`], [...base, 'e1']])).toMatchObject({ state: 'done', unchanged: 1 });
    const bad = await importCsv([[...head, `shelf:${store._id}`], [...base, 'A#1']]);
    expect(bad).toMatchObject({ state: 'done', failed: 1 });
    expect(bad.errors).toEqual([{ row: 1, column: `shelf:${store._id}`, message: expect.stringMatching(/letters, digits/) }]);
    expect(await rowAt(store._id, productId)).toMatchObject({ shelf: 'E1' });
    expect(await importCsv([[...head, `shelf:${store._id}`], [...base, '']])).toMatchObject({ state: 'done', updated: 1 });
    expect(await rowAt(store._id, productId)).toMatchObject({ stock: 9, shelf: null });
  }, 180_000);
});
