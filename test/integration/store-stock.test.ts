/**
 * Stock per store over HTTP: the Stock view's call (the catalog's products with one
 * store's stock, filters, search, productIds, cursor pages), a row's save with the stale-edit rule
 * (a sale meanwhile is 409, never overwritten), and no delete of a store with stock.
 */
import { randomUUID } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import type { StoreStockPage, StoreStockRow, UpdatedStock } from '../../functions/core/contracts/store.js';
import { keys } from '../../functions/data/keys.js';
import { api, createProduct, partition, table, tokenFor, type TestProduct } from './helpers.js';
import { createTestStore } from './store-support.js';

const admin = () => tokenFor('admin');
const stockCall = async (body: Record<string, unknown>) => api<StoreStockPage>('POST', '/api/store/stock', { token: await admin(), body });
const save = async (body: { storeId: string; productId: string; stock: number; stockSeen: number }) =>
  api<UpdatedStock>('PUT', '/api/store/update-stock', { token: await admin(), body });
const stockItem = async (storeId: string, productId: string) =>
  (await partition(keys.storeStock(storeId, productId).pk)).find((i) => i.sk === keys.storeStock(storeId, productId).sk);

/** A sale at the store, as an order's transaction moves the stock. */
const sell = (storeId: string, productId: string, qty: number) =>
  table.send(
    new UpdateCommand({
      TableName: process.env.TABLE_NAME,
      Key: keys.storeStock(storeId, productId),
      UpdateExpression: 'ADD #stock :delta',
      ConditionExpression: '#stock >= :qty',
      ExpressionAttributeNames: { '#stock': 'stock' },
      ExpressionAttributeValues: { ':delta': -qty, ':qty': qty },
    }),
  );

describe('saving one product\'s stock at one store', () => {
  it('sets it while it is still what the row showed; a stale row is 409 naming the stock now, and nothing is overwritten', async () => {
    const store = await createTestStore();
    const product = await createProduct({ stock: 4, price: 30, name: `Store Stock Tea ${randomUUID().slice(0, 6)}` });
    const first = await save({ storeId: store._id, productId: product._id, stock: 7, stockSeen: 0 });
    expect(first.status, first.body.message).toBe(200);
    expect(first.body.data).toEqual({ storeId: store._id, productId: product._id, stock: 7 });
    expect(await stockItem(store._id, product._id)).toMatchObject({ stock: 7, stockSet: 7 });

    // Another admin's row still showed 0.
    const stale = await save({ storeId: store._id, productId: product._id, stock: 9, stockSeen: 0 });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(`Stock of ${product.name} at ${store.name} changed while you edited: it is now 7. Check it, then enter the stock again`);

    // A sale while the row was open.
    await sell(store._id, product._id, 2);
    const afterSale = await save({ storeId: store._id, productId: product._id, stock: 20, stockSeen: 7 });
    expect(afterSale.status).toBe(409);
    expect(afterSale.body.message).toContain('it is now 5');
    expect(await stockItem(store._id, product._id)).toMatchObject({ stock: 5, stockSet: 7 });

    const fresh = await save({ storeId: store._id, productId: product._id, stock: 20, stockSeen: 5 });
    expect(fresh.status, fresh.body.message).toBe(200);
    expect(await stockItem(store._id, product._id)).toMatchObject({ stock: 20, stockSet: 20 });
  });

  it('refuses an unknown store or product with 404 and writes nothing', async () => {
    const store = await createTestStore();
    const product = await createProduct({ stock: 1, price: 10 });
    const noStore = await save({ storeId: 'no-such-store', productId: product._id, stock: 3, stockSeen: 0 });
    expect(noStore.status).toBe(404);
    expect(noStore.body.message).toBe('Store not found');
    expect(await stockItem('no-such-store', product._id)).toBeUndefined();
    const noProduct = await save({ storeId: store._id, productId: 'no-such-product', stock: 3, stockSeen: 0 });
    expect(noProduct.status).toBe(404);
    expect(noProduct.body.message).toBe('Product not found');
    expect(await partition(keys.storeStockAll(store._id).pk)).toEqual([]);
  });
});

describe('the Stock view of a store', () => {
  // Letters only: the search splits digits from letters.
  const word = `Zylofruit${randomUUID().replace(/[^a-f]/g, '').slice(0, 5)}`;
  let storeId: string;
  let low: TestProduct;
  let out: TestProduct;
  let plenty: TestProduct;
  const ids = () => [low._id, out._id, plenty._id];

  beforeAll(async () => {
    storeId = (await createTestStore({ lowStockThreshold: 5 }))._id;
    // Names sort as low, out, plenty (A, B, C).
    const make = (letter: string) => createProduct({ stock: 50, price: 20, name: `${word} ${letter}` });
    [low, out, plenty] = await Promise.all([make('A'), make('B'), make('C')]);
    for (const [product, stock] of [[low, 3], [plenty, 10]] as const) {
      expect((await save({ storeId, productId: product._id, stock, stockSeen: 0 })).status).toBe(200);
    }
  });

  const rowsOf = (page: StoreStockPage | undefined) => page!.rows.map((r) => [r.productId, r.stock, r.level]);

  it("lists the products asked for with this store's stock: a product never stocked here is out", async () => {
    const res = await stockCall({ storeId, productIds: ids() });
    expect(res.status, res.body.message).toBe(200);
    expect(rowsOf(res.body.data)).toEqual([[low._id, 3, 'low'], [out._id, 0, 'out'], [plenty._id, 10, 'ok']]);
    expect(res.body.data).toMatchObject({ totalCount: 3, nextCursor: null });
    const row: StoreStockRow = res.body.data!.rows[0]!;
    expect(row).toMatchObject({ name: low.name, unit: '1 kg', image: '/media/product/test-rice.webp' });
  });

  it('filters low (above 0, at or below the threshold) and out, over the whole catalog', async () => {
    const lowPage = (await stockCall({ storeId, filter: 'low', limit: 200 })).body.data!;
    expect(lowPage.rows.map((r) => r.productId)).toEqual([low._id]);
    expect(lowPage.totalCount).toBe(1);
    const outPage = (await stockCall({ storeId, filter: 'out', search: word })).body.data!;
    expect(outPage.rows.map((r) => r.productId)).toEqual([out._id]);
    const outAll = (await stockCall({ storeId, filter: 'out', limit: 200 })).body.data!;
    expect(outAll.rows.every((r) => r.level === 'out' && r.stock === 0)).toBe(true);
    expect(outAll.rows.some((r) => r.productId === plenty._id || r.productId === low._id)).toBe(false);
  });

  it('finds products by the words of their names', async () => {
    const page = (await stockCall({ storeId, search: word })).body.data!;
    expect(page.rows.map((r) => r.productId)).toEqual(ids());
  });

  it('pages by cursor in name order, with the total of the whole list', async () => {
    const seen: string[] = [];
    let cursor: string | undefined;
    for (let i = 0; i < 3; i++) {
      const page = (await stockCall({ storeId, productIds: ids(), limit: 1, ...(cursor ? { cursor } : {}) })).body.data!;
      expect(page.totalCount).toBe(3);
      seen.push(...page.rows.map((r) => r.productId));
      cursor = page.nextCursor ?? undefined;
    }
    expect(seen).toEqual(ids());
    expect(cursor).toBeUndefined();
    const all = (await stockCall({ storeId })).body.data!;
    expect(all.rows).toHaveLength(50);
    expect(all.totalCount).toBeGreaterThan(50);
  });

  it('answers 404 for a store that does not exist, 400 for a cursor naming no product', async () => {
    expect((await stockCall({ storeId: 'no-such-store' })).status).toBe(404);
    expect((await stockCall({ storeId, cursor: 'no-such-product' })).status).toBe(400);
  });

  it('keeps a store with stock from being deleted, until its stock is 0', async () => {
    const store = await createTestStore();
    expect((await save({ storeId: store._id, productId: low._id, stock: 2, stockSeen: 0 })).status).toBe(200);
    const refused = await api('DELETE', '/api/store/delete', { token: await admin(), body: { _id: store._id } });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(`${store.name} still has stock of 1 product; set it to 0 before deleting the store`);
    expect((await save({ storeId: store._id, productId: low._id, stock: 0, stockSeen: 2 })).status).toBe(200);
    const removed = await api('DELETE', '/api/store/delete', { token: await admin(), body: { _id: store._id } });
    expect(removed.status, removed.body.message).toBe(200);
  });
});
