/**
 * Job files (uploaded import CSVs, exports, error reports, job requests) are for their presigned
 * URLs alone: /media serves image keys only, and the bucket refuses an unsigned read of a job file,
 * as the private bucket in AWS does. Images are still served at /media.
 */
import { describe, expect, it } from 'vitest';
import type { ExportReply, ExportStatusReply } from '../../functions/core/contracts/import-export.js';
import { api, apiUrl, eventually, tokenFor, uploadImage } from './helpers.js';

const JOB_TEST_MS = 180_000;
const admin = () => tokenFor('admin');

/** The presigned URL without its signature: what anyone who learnt the key could ask for. */
const unsigned = (presigned: string): string => {
  const url = new URL(presigned);
  return `${url.origin}${url.pathname}`;
};
/** The bucket key of a path-style URL (/<bucket>/<key>). */
const keyOf = (presigned: string): string => decodeURIComponent(new URL(presigned).pathname.split('/').slice(2).join('/'));

describe('job files', { timeout: JOB_TEST_MS }, () => {
  it('serves an export only through its presigned URL: not at /media, not by an unsigned read of the bucket', async () => {
    const started = await api<ExportReply>('POST', '/api/product/export', { token: await admin(), body: {} });
    expect(started.status, started.body.message).toBe(200);
    const { jobId, url } = started.body.data!;
    await eventually(async () => {
      const res = await api<ExportStatusReply>('POST', '/api/export/status', { token: await admin(), body: { jobId } });
      expect(res.body.data!.state).toBe('done');
    }, 120_000);

    const download = await fetch(url);
    expect(download.status).toBe(200);
    expect(await download.text()).toMatch(/^sku,/);

    const key = keyOf(url);
    expect(key).toMatch(/^export\/.+\.csv$/);
    expect((await fetch(`${apiUrl}/media/${key}`)).status).toBe(404);
    const direct = await fetch(unsigned(url));
    expect(direct.status).toBe(403);
    expect(await direct.text()).not.toMatch(/^sku,/);
    // Naming a signature is not having one: a presigned read is checked.
    expect((await fetch(`${unsigned(url)}?${new URL(url).searchParams.toString().replace(/X-Amz-Signature=[0-9a-f]+/, 'X-Amz-Signature=00')}`)).status).toBe(403);
  });

  it('refuses an unsigned read of an uploaded import CSV, and /media does not serve it', async () => {
    const csv = Buffer.from('sku,name\nA-1,Secret row\n', 'utf8');
    const presign = await api<{ uploadUrl: string; headers: Record<string, string>; key: string }>('POST', '/api/file/upload', {
      token: await admin(),
      body: { contentType: 'text/csv', size: csv.length, purpose: 'import' },
    });
    expect(presign.status, presign.body.message).toBe(200);
    const { uploadUrl, headers, key } = presign.body.data!;
    expect((await fetch(uploadUrl, { method: 'PUT', headers, body: new Uint8Array(csv) })).status).toBe(200);

    expect(key).toMatch(/^import\//);
    expect((await fetch(`${apiUrl}/media/${key}`)).status).toBe(404);
    expect((await fetch(unsigned(uploadUrl))).status).toBe(403);
  });

  it('still serves images at /media', async () => {
    const image = await uploadImage(await admin(), 'product');
    const res = await fetch(`${apiUrl}${image}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
  });
});
