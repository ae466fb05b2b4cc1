/**
 * Stock received by CSV over HTTP: a batch per row through the receipt rule, each bad row listed
 * with its row and column while the others are received, and the same file again (or twice at
 * once) receiving nothing more.
 */
import { describe, expect, it } from 'vitest';
import type { ReceivedCsv } from '../../functions/core/contracts/store-batches.js';
import type { StoreStockPage } from '../../functions/core/contracts/store-stock.js';
import { addDays, DEFAULT_STORE_TIME_ZONE, localDay } from '../../functions/core/stock-batches.js';
import { api, createProduct, eventually, tokenFor } from './helpers.js';
import { storeStockOf, testStore } from './stores-support.js';

const receiveCsv = async (storeId: string, csv: string) => api<ReceivedCsv>('POST', '/api/store/receive-stock-csv', { token: await tokenFor('admin'), body: { storeId, csv } });

async function skuOf(productId: string): Promise<string> {
  const res = await api<{ sku: string }>('POST', '/api/product/get-product-details', { body: { productId } });
  expect(res.status, res.body.message).toBe(200);
  return res.body.data!.sku;
}

describe('receive stock by CSV', () => {
  it('receives each good row as a batch, lists each bad row with its column; the same file again receives nothing more', async () => {
    const store = await testStore();
    const [milk, rice] = await Promise.all([createProduct({ stock: 0, price: 30 }), createProduct({ stock: 0, price: 80 })]);
    const today = localDay(new Date(), DEFAULT_STORE_TIME_ZONE);
    const tomorrow = addDays(today, 1);
    const csv = [
      'SKU,Quantity,expiresOn',
      `${await skuOf(milk._id)},6,${tomorrow}`,
      `${await skuOf(rice._id)},4,`,
      `${await skuOf(rice._id)},0,`,
      'NO-SUCH-SKU-1,3,',
      `${await skuOf(milk._id)},2,${addDays(today, -1)}`,
      `${await skuOf(milk._id)},2,2026-02-30`,
      '',
    ].join('\n');

    const first = await receiveCsv(store._id, csv);
    expect(first.status, first.body.message).toBe(200);
    expect(first.body.data).toMatchObject({ rows: 6, received: 2, alreadyReceived: 0, failed: 4 });
    expect(first.body.data!.errors).toEqual([
      { row: 3, column: 'quantity', message: expect.stringMatching(/^must be between 1 and /) },
      { row: 4, column: 'sku', message: 'no product has the SKU "NO-SUCH-SKU-1"' },
      { row: 5, column: 'expiresOn', message: expect.stringMatching(/^that day has passed/) },
      { row: 6, column: 'expiresOn', message: 'is not a day on the calendar' },
    ]);
    expect([await storeStockOf(store._id, milk._id), await storeStockOf(store._id, rice._id)]).toEqual([6, 4]);
    // A batch like one received on the Stock page: the milk's expires tomorrow.
    await eventually(async () => {
      const res = await api<StoreStockPage>('POST', '/api/store/stock', { token: await tokenFor('admin'), body: { storeId: store._id, productIds: [milk._id] } });
      expect(res.body.data!.rows[0]).toMatchObject({ stock: 6, expiresSoon: tomorrow });
    });

    // The same file again, twice at once: nothing more is received.
    const again = await Promise.all([receiveCsv(store._id, csv), receiveCsv(store._id, csv)]);
    for (const res of again) {
      expect(res.status, res.body.message).toBe(200);
      expect(res.body.data).toMatchObject({ received: 0, alreadyReceived: 2, failed: 4 });
    }
    expect([await storeStockOf(store._id, milk._id), await storeStockOf(store._id, rice._id)]).toEqual([6, 4]);

    // By product id too; a file of another delivery is received.
    const byId = await receiveCsv(store._id, `productId,quantity\n${rice._id},5\n`);
    expect(byId.body.data).toMatchObject({ rows: 1, received: 1, failed: 0, errors: [] });
    expect(await storeStockOf(store._id, rice._id)).toBe(9);
  }, 90_000);

  it('refuses a file that is no receipt whole, and an unknown store', async () => {
    const store = await testStore();
    const refused = async (csv: string, message: RegExp) => {
      const res = await receiveCsv(store._id, csv);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(message);
    };
    await refused('quantity,expiresOn\n3,\n', /sku or productId/);
    await refused('sku,productId,quantity\nA,p1,3\n', /sku or productId/);
    await refused('sku,colour\nA,red\n', /Unknown column "colour"/);
    await refused('sku,quantity\n', /no rows/);
    expect((await receiveCsv('no-such-store-0000', 'productId,quantity\np1,1\n')).status).toBe(404);
  });
});
