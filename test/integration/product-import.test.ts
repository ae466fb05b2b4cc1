/**
 * Bulk import and export over HTTP: the upload, the job (S3 event → queue → the
 * import-products handler, locally through s3rver's events), row errors with their row and column,
 * the same file twice, files refused whole, one import at a time, export → import round-trips,
 * the catalog version bumped once per import, admins only.
 */
import { randomUUID } from 'node:crypto';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ExportReply, ExportStatusReply, ImportStatusReply } from '../../functions/core/contracts/import-export.js';
import { csvLine, parseCsv } from '../../functions/core/csv.js';
import { skuKey } from '../../functions/core/product.js';
import { keys } from '../../functions/data/keys.js';
import { api, createProduct, eventually, newShopper, shopperWithCart, table, tokenFor } from './helpers.js';

const admin = () => tokenFor('admin');
const HEADER = 'sku,name,description,unit,price,discount,category,subCategory,images,stock:Mumbai Central,more_details.Brand';

let category = '';
let subCategory = '';

beforeAll(async () => {
  const subs = await api<{ name: string; category: { _id: string; name: string }[] }[]>('POST', '/api/subcategory/get', { body: {} });
  const sub = subs.body.data![0]!;
  subCategory = sub.name;
  category = sub.category[0]!.name;
});

async function uploadCsv(text: string, token?: string): Promise<string> {
  const bytes = Buffer.from(text, 'utf8');
  const presign = await api<{ uploadUrl: string; headers: Record<string, string>; key: string }>('POST', '/api/file/upload', {
    token: token ?? (await admin()),
    body: { contentType: 'text/csv', size: bytes.length, purpose: 'import' },
  });
  expect(presign.status, presign.body.message).toBe(200);
  const { uploadUrl, headers, key } = presign.body.data!;
  expect((await fetch(uploadUrl, { method: 'PUT', headers, body: new Uint8Array(bytes) })).status).toBe(200);
  return key;
}

const startImport = async (key: string, createMissingCategories = false) =>
  api<{ jobId: string }>('POST', '/api/product/import', { token: await admin(), body: { key, createMissingCategories } });

async function finished(jobId: string): Promise<ImportStatusReply> {
  return eventually(async () => {
    const res = await api<ImportStatusReply>('POST', '/api/product/import-status', { token: await admin(), body: { jobId } });
    expect(res.status, res.body.message).toBe(200);
    expect(['done', 'failed']).toContain(res.body.data!.state);
    return res.body.data!;
  }, 120_000);
}

async function importText(text: string, createMissing = false): Promise<ImportStatusReply> {
  const started = await startImport(await uploadCsv(text), createMissing);
  expect(started.status, started.body.message).toBe(200);
  return finished(started.body.data!.jobId);
}

const catalogVersion = async (): Promise<number> => {
  const { Item } = await table.send(new GetCommand({ TableName: process.env.TABLE_NAME, Key: keys.catalogVersion(), ConsistentRead: true }));
  return Number(Item?.version ?? 0);
};

const claimOf = async (sku: string) =>
  (await table.send(new GetCommand({ TableName: process.env.TABLE_NAME, Key: keys.skuClaim(skuKey(sku)), ConsistentRead: true }))).Item;

/** Row i (1-based) of a batch: valid, unless its number is in `bad` (then the column named there is wrong). */
function rows(prefix: string, count: number, bad: Map<number, 'price' | 'category' | 'images' | 'discount' | 'stock:Mumbai Central'> = new Map()): string {
  const lines = [`${HEADER}\r\n`];
  for (let i = 1; i <= count; i++) {
    const wrong = bad.get(i);
    lines.push(
      csvLine([
        `${prefix}-${i}`,
        `Import Test Item ${prefix} ${i}`,
        `Row ${i}, imported`,
        '500 g',
        wrong === 'price' ? 'free' : (10 + i / 100).toFixed(2),
        wrong === 'discount' ? '101' : String(i % 20),
        wrong === 'category' ? 'No Such Category' : category,
        subCategory,
        wrong === 'images' ? 'https://example.com/x.png' : '/media/product/test-rice.webp',
        wrong === 'stock:Mumbai Central' ? '-3' : String(i % 50),
        'QuickBasket',
      ]),
    );
  }
  return lines.join('');
}

// An import runs a few seconds to a minute on a busy machine.
const IMPORT_TEST_MS = 180_000;

describe('importing products from CSV', { timeout: IMPORT_TEST_MS }, () => {
  const prefix = `IT${randomUUID().slice(0, 6).toUpperCase()}`;
  const bad = new Map<number, 'price' | 'category' | 'images' | 'discount' | 'stock:Mumbai Central'>([
    [3, 'price'], [47, 'category'], [101, 'images'], [150, 'discount'], [199, 'stock:Mumbai Central'],
    [250, 'price'], [333, 'category'], [400, 'images'], [451, 'discount'], [500, 'stock:Mumbai Central'],
  ]);
  // Built once the seeded category names are known (beforeAll).
  let file = '';
  beforeAll(() => {
    file = rows(prefix, 500, bad);
  });

  it('saves the 490 good rows of 500, reports the 10 bad ones with their row and column, and bumps the catalog version once', async () => {
    const before = await catalogVersion();
    const status = await importText(file);
    expect(status).toMatchObject({ state: 'done', total: 500, done: 500, created: 490, updated: 0, unchanged: 0, failed: 10 });
    expect(status.errors.map((e) => [e.row, e.column])).toEqual([...bad].map(([row, column]) => [row, column === 'images' ? 'images' : column]));
    expect(status.errors.find((e) => e.row === 47)?.message).toBe('Unknown category "No Such Category"');
    expect(await catalogVersion()).toBe(before + 1);

    // The error report: every failed row, as the page offers it for download.
    expect(status.reportUrl).toBeDefined();
    const report = parseCsv(await (await fetch(status.reportUrl!)).text());
    expect(report[0]).toEqual(['row', 'column', 'message']);
    expect(report.slice(1).map((r) => [Number(r[0]), r[1]])).toEqual([...bad].map(([row, column]) => [row, column]));

    expect(await claimOf(`${prefix}-1`)).toBeDefined();
    expect(await claimOf(`${prefix}-3`)).toBeUndefined();
    const owner = String((await claimOf(`${prefix}-2`))?.ownerId);
    const details = await api<{ sku: string; price: number; stock: number; more_details: Record<string, string> }>('POST', '/api/product/get-product-details', { body: { productId: owner } });
    expect(details.body.data).toMatchObject({ sku: `${prefix}-2`, price: 10.02, stock: 2, more_details: { Brand: 'QuickBasket' } });
  });

  it('changes nothing when the same file is imported again', async () => {
    const before = await catalogVersion();
    const status = await importText(file);
    expect(status).toMatchObject({ state: 'done', created: 0, updated: 0, unchanged: 490, failed: 10 });
    expect(await catalogVersion()).toBe(before);
  });

  it('a retry of a run cut off after writing bumps the catalog version, though its rows come out unchanged', async () => {
    const started = await startImport(await uploadCsv(file));
    const { jobId } = started.body.data!;
    expect(await finished(jobId)).toMatchObject({ state: 'done', unchanged: 490 });
    // As a crashed attempt leaves it: running, its rows written, the version not bumped.
    await table.send(new UpdateCommand({ TableName: process.env.TABLE_NAME, Key: keys.importJob(jobId), UpdateExpression: 'SET #s = :running', ExpressionAttributeNames: { '#s': 'state' }, ExpressionAttributeValues: { ':running': 'running' } }));
    const before = await catalogVersion();
    const { runImport } = await import('../../functions/services/files/import-run.js');
    expect(await runImport(jobId)).toMatchObject({ state: 'done', counts: { created: 0, updated: 0, unchanged: 490 } });
    expect(await catalogVersion()).toBe(before + 1);
  });

  it('updates by SKU: a changed price is one update, the rest unchanged', async () => {
    const changed = file.replace(`${prefix}-2,Import Test Item ${prefix} 2,"Row 2, imported",500 g,10.02,`, `${prefix}-2,Import Test Item ${prefix} 2,"Row 2, imported",500 g,11.00,`);
    expect(changed).not.toBe(file);
    const status = await importText(changed);
    expect(status).toMatchObject({ state: 'done', created: 0, updated: 1, unchanged: 489, failed: 10 });
  });
});

describe('files refused whole', { timeout: IMPORT_TEST_MS }, () => {
  it('refuses a file missing a required column, or with 50,001 rows, and writes nothing', async () => {
    const before = await catalogVersion();
    const prefix = `MISS${randomUUID().slice(0, 6).toUpperCase()}`;
    const noPrice = [
      'sku,name,description,unit,discount,category,subCategory,images',
      ...[0, 1].map((i) => csvLine([`${prefix}-${i}`, `Price Missing ${i}`, 'No price', '1 kg', '0', category, subCategory, '/media/product/test-rice.webp']).trimEnd()),
    ].join('\r\n');
    const missing = await importText(noPrice);
    expect(missing).toMatchObject({ state: 'failed', created: 0, failed: 0, message: 'Missing required column: price.' });

    const big = `${HEADER}\r\n${Array.from({ length: 50_001 }, (_, i) => csvLine([`${prefix}-${i}`, 'N', 'D', '1', '1', '0', category, subCategory, '/media/product/x.webp', '', ''])).join('')}`;
    const tooMany = await importText(big);
    expect(tooMany).toMatchObject({ state: 'failed', created: 0, message: 'The file has 50,001 rows; at most 50,000 are imported at once.' });

    const notText = await importText('\u0000\u0001binary');
    expect(notText).toMatchObject({ state: 'failed', message: 'The file is not a CSV file (it holds binary data).' });
    expect(await claimOf(`${prefix}-0`)).toBeUndefined();
    expect(await claimOf(`${prefix}-1`)).toBeUndefined();
    expect(await catalogVersion()).toBe(before);
  });

  it('refuses bytes that are not UTF-8 with the reason', async () => {
    const bytes = Buffer.concat([Buffer.from(`${HEADER}\r\nLAT-1,Caf`), Buffer.from([0xe9]), Buffer.from(',d,1 kg,1,0,x,y,/media/product/x.webp,,\r\n')]);
    const presign = await api<{ uploadUrl: string; headers: Record<string, string>; key: string }>('POST', '/api/file/upload', {
      token: await admin(),
      body: { contentType: 'text/csv', size: bytes.length, purpose: 'import' },
    });
    const { uploadUrl, headers, key } = presign.body.data!;
    expect((await fetch(uploadUrl, { method: 'PUT', headers, body: new Uint8Array(bytes) })).status).toBe(200);
    const started = await startImport(key);
    const status = await finished(started.body.data!.jobId);
    expect(status).toMatchObject({ state: 'failed', message: 'The file is not UTF-8 text: save it as "CSV UTF-8" and upload it again.' });
  });
});

describe('one import at a time', { timeout: IMPORT_TEST_MS }, () => {
  it('of two imports started at once one runs and the other is refused with the reason', async () => {
    const prefix = `TWO${randomUUID().slice(0, 6).toUpperCase()}`;
    const [a, b] = await Promise.all([uploadCsv(rows(`${prefix}A`, 50)), uploadCsv(rows(`${prefix}B`, 50))]);
    const answers = await Promise.all([startImport(a), startImport(b)]);
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409]);
    const refused = answers.find((r) => r.status === 409)!;
    expect(refused.body.message).toMatch(/^Another import is running at .+ \(job [0-9a-f]{32}\): wait until it finishes, then import again\.$/);
    const ran = answers.find((r) => r.status === 200)!;
    expect(await finished(ran.body.data!.jobId)).toMatchObject({ state: 'done', created: 50 });
    // Once it is done, the next one may run.
    const next = await startImport(answers[0]!.status === 200 ? b : a);
    expect(next.status, next.body.message).toBe(200);
    expect(await finished(next.body.data!.jobId)).toMatchObject({ state: 'done', created: 50 });
  });
});

/** An export end to end: the call answers at once with the job and its URL; the job writes the file. */
async function exportCsv(path: '/api/product/export' | '/api/order/export', body: object): Promise<{ status: ExportStatusReply; text: string; records: string[][] }> {
  const started = await api<ExportReply>('POST', path, { token: await admin(), body });
  expect(started.status, started.body.message).toBe(200);
  const { jobId, url } = started.body.data!;
  const status = await eventually(async () => {
    const res = await api<ExportStatusReply>('POST', '/api/export/status', { token: await admin(), body: { jobId } });
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.data!.state).toBe('done');
    return res.body.data!;
  }, 120_000);
  // The URL answered at once and the status's fresh one give the same file.
  const text = await (await fetch(url)).text();
  expect(await (await fetch(status.url!)).text()).toBe(text);
  return { status, text, records: parseCsv(text) };
}

describe('export', { timeout: IMPORT_TEST_MS }, () => {
  it('exports the catalog in the import format through the job: importing it back changes nothing', async () => {
    const exported = await exportCsv('/api/product/export', {});
    expect(exported.status.kind).toBe('products');
    expect(exported.records[0]!.slice(0, 9)).toEqual(['sku', 'name', 'description', 'unit', 'price', 'discount', 'category', 'subCategory', 'images']);
    expect(exported.records.length - 1).toBe(exported.status.rows);
    const before = await catalogVersion();
    const status = await importText(exported.text);
    expect(status, status.message).toMatchObject({ state: 'done', created: 0, updated: 0, failed: 0, unchanged: exported.status.rows });
    expect(await catalogVersion()).toBe(before);
    expect((await exportCsv('/api/product/export', {})).text).toBe(exported.text);
  });

  it('exports the orders of a date range, one row per line', async () => {
    const today = new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 10);
    const product = await createProduct({ stock: 10, price: 120 });
    const shopper = await shopperWithCart([{ productId: product._id, qty: 3 }]);
    const placed = await api<{ orderNo: string }>('POST', '/api/order/cash-on-delivery', { token: shopper.token, body: { addressId: shopper.addressId } });
    expect(placed.status, placed.body.message).toBe(200);

    const all = await exportCsv('/api/order/export', { from: '2020-01-01', to: today });
    expect(all.records[0]).toEqual(['orderNo', 'date', 'status', 'store', 'paymentMethod', 'shopper', 'shopperEmail', 'pincode', 'sku', 'product', 'quantity', 'unitPrice', 'lineTotal']);
    expect(all.records.length - 1).toBe(all.status.rows);
    const ours = all.records.filter((r) => r[9] === product.name);
    expect(ours).toHaveLength(1);
    expect(ours[0]!.slice(7, 8).concat(ours[0]!.slice(10))).toEqual(['400002', '3', '120.00', '360.00']);

    // A range before the order: not in it.
    const before = await exportCsv('/api/order/export', { from: '2020-01-01', to: '2020-01-31' });
    expect(before.status.rows).toBe(0);
    expect(before.records).toHaveLength(1);

    const bad = await api('POST', '/api/order/export', { token: await admin(), body: { from: today, to: '2020-01-01' } });
    expect(bad.status).toBe(400);
    const unknown = await api('POST', '/api/export/status', { token: await admin(), body: { jobId: 'no-such-export' } });
    expect(unknown.status).toBe(404);
  });
});

describe('who may import and export', () => {
  it('refuses shoppers and the signed-out', async () => {
    const shopper = (await newShopper()).accessToken;
    const upload = await api('POST', '/api/file/upload', { token: shopper, body: { contentType: 'text/csv', size: 10, purpose: 'import' } });
    expect(upload.status).toBe(403);
    const calls: [string, unknown][] = [
      ['/api/product/import', { key: 'import/x.csv' }],
      ['/api/product/import-status', { jobId: 'x' }],
      ['/api/product/export', {}],
      ['/api/order/export', { from: '2026-01-01', to: '2026-01-02' }],
      ['/api/export/status', { jobId: 'x' }],
    ];
    for (const [path, body] of calls) {
      expect((await api('POST', path, { token: shopper, body })).status, path).toBe(403);
      expect((await api('POST', path, { body })).status, path).toBe(401);
    }
    const tooBig = await api('POST', '/api/file/upload', { token: await admin(), body: { contentType: 'text/csv', size: 20 * 1024 * 1024 + 1, purpose: 'import' } });
    expect(tooBig.status).toBe(400);
    const notCsv = await api('POST', '/api/file/upload', { token: await admin(), body: { contentType: 'application/pdf', size: 10, purpose: 'import' } });
    expect(notCsv.status).toBe(400);
  });
});
