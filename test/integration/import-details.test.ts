/**
 * The finer points of a product import and of date ranges over HTTP: "failed" counts rows (every
 * cell's problem still listed), a key no upload could have is a 400, a row naming an image the
 * bucket does not hold (or a file that is no picture) fails with the reason, and days that are
 * not on the calendar are refused by every date-range call.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ImportStatusReply } from '../../functions/core/contracts/import-export.js';
import { csvLine, parseCsv } from '../../functions/core/csv.js';
import { api, eventually, tokenFor, uploadImage } from './helpers.js';

const admin = () => tokenFor('admin');
const HEADER = ['sku', 'name', 'description', 'unit', 'price', 'discount', 'category', 'subCategory', 'images'];
const IMPORT_TEST_MS = 180_000;

let category = '';
let subCategory = '';

beforeAll(async () => {
  const subs = await api<{ name: string; category: { _id: string; name: string }[] }[]>('POST', '/api/subcategory/get', { body: {} });
  const sub = subs.body.data![0]!;
  subCategory = sub.name;
  category = sub.category[0]!.name;
});

async function upload(bytes: Buffer, body: { contentType: string; purpose: string }): Promise<{ key: string; url: string }> {
  const presign = await api<{ uploadUrl: string; headers: Record<string, string>; key: string; url: string }>('POST', '/api/file/upload', {
    token: await admin(),
    body: { ...body, size: bytes.length },
  });
  expect(presign.status, presign.body.message).toBe(200);
  const { uploadUrl, headers, key, url } = presign.body.data!;
  expect((await fetch(uploadUrl, { method: 'PUT', headers, body: new Uint8Array(bytes) })).status).toBe(200);
  return { key, url };
}

async function importRows(rows: string[][]): Promise<ImportStatusReply> {
  const { key } = await upload(Buffer.from([csvLine(HEADER), ...rows.map((r) => csvLine(r))].join(''), 'utf8'), { contentType: 'text/csv', purpose: 'import' });
  const started = await api<{ jobId: string }>('POST', '/api/product/import', { token: await admin(), body: { key } });
  expect(started.status, started.body.message).toBe(200);
  return eventually(async () => {
    const res = await api<ImportStatusReply>('POST', '/api/product/import-status', { token: await admin(), body: { jobId: started.body.data!.jobId } });
    expect(res.status, res.body.message).toBe(200);
    expect(['done', 'failed']).toContain(res.body.data!.state);
    return res.body.data!;
  }, 120_000);
}

const row = (sku: string, fields: { price?: string; discount?: string; images?: string } = {}) => [
  sku,
  `Import Detail ${sku}`,
  'A detail of imports.',
  '1 kg',
  fields.price ?? '25.00',
  fields.discount ?? '0',
  category,
  subCategory,
  fields.images ?? '/media/product/test-rice.webp',
];

describe('import details', { timeout: IMPORT_TEST_MS }, () => {
  it('counts a row with two bad cells as one failed row, and lists both cells in the errors and the report', async () => {
    const prefix = `FR${randomUUID().slice(0, 6).toUpperCase()}`;
    const rows = Array.from({ length: 6 }, (_, i) => (i % 2 === 0 ? row(`${prefix}-${i + 1}`, { price: 'free', discount: '101' }) : row(`${prefix}-${i + 1}`)));
    const status = await importRows(rows);
    expect(status).toMatchObject({ state: 'done', total: 6, created: 3, failed: 3 });
    const cells = [1, 3, 5].flatMap((r) => [
      [r, 'price'],
      [r, 'discount'],
    ]);
    expect(status.errors.map((e) => [e.row, e.column])).toEqual(cells);
    const report = parseCsv(await (await fetch(status.reportUrl!)).text());
    expect(report.slice(1).map((r) => [Number(r[0]), r[1]])).toEqual(cells);
  });

  it('fails a row whose image was never uploaded, or is no picture, with the reason; the good row is created', async () => {
    const prefix = `IM${randomUUID().slice(0, 6).toUpperCase()}`;
    const real = await uploadImage(await admin(), 'product');
    const notAPicture = (await upload(Buffer.from('<html>not a picture</html>'), { contentType: 'image/png', purpose: 'product' })).url;
    const status = await importRows([
      row(`${prefix}-1`, { images: `${real}|/media/product/${randomUUID()}.png` }),
      row(`${prefix}-2`, { images: real }),
      row(`${prefix}-3`, { images: notAPicture }),
    ]);
    expect(status).toMatchObject({ state: 'done', total: 3, created: 1, failed: 2 });
    expect(status.errors).toEqual([
      { row: 1, column: 'images', message: 'Image 2 was not uploaded: upload it again' },
      { row: 3, column: 'images', message: 'The image is not a picture: choose a JPEG, PNG, WebP, GIF or AVIF image' },
    ]);
  });

  it('answers an import key no upload could have (over the bucket key limit) with 400', async () => {
    const res = await api('POST', '/api/product/import', { token: await admin(), body: { key: `import/${'a'.repeat(900)}.csv` } });
    expect(res.status, res.body.message).toBe(400);
    const huge = await api('POST', '/api/product/import', { token: await admin(), body: { key: `import/${'a'.repeat(1100)}.csv` } });
    expect(huge.status, huge.body.message).toBe(400);
  });
});

describe('date ranges are real days', () => {
  it('refuses 2026-02-30 and 2026-13-01 in the report summary and the order export', async () => {
    const token = await admin();
    for (const [from, to] of [
      ['2026-02-30', '2026-03-01'],
      ['2026-02-01', '2026-02-30'],
      ['2026-13-01', '2026-13-02'],
      ['2025-02-29', '2025-03-01'],
    ] as const) {
      const report = await api('POST', '/api/report/summary', { token, body: { from, to } });
      expect(report.status, `report ${from}..${to}: ${report.body.message}`).toBe(400);
      expect(report.body.message).toMatch(/is not a day on the calendar/);
      const exported = await api('POST', '/api/order/export', { token, body: { from, to } });
      expect(exported.status, `export ${from}..${to}: ${exported.body.message}`).toBe(400);
    }
    // A leap day is a day.
    expect((await api('POST', '/api/report/summary', { token, body: { from: '2028-02-29', to: '2028-02-29' } })).status).toBe(200);
  });
});
