/**
 * The local S3 (s3rver behind local/s3-front.ts) refuses what S3 refuses in a presigned upload, with
 * real URLs from the handlers' own presigner, and passes everything else to s3rver.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { presignUpload as PresignUpload } from '../functions/platform/images.js';
import { LOCAL_BUCKET, LOCAL_REGION, S3RVER_KEY } from './config.js';
import type { Service } from './config.js';
import { startS3 } from './services.js';

const SITE = 'http://localhost:5173';
let s3Url: string;
let s3Service: Service;
let dataDir: string;
let s3: S3Client;
/** The handlers' own presigner, imported once its environment points at this S3. */
let presignUpload: typeof PresignUpload;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qb-s3-front-'));
  // Port 0: the port it is given, which nothing else can take before it listens.
  const started = await startS3(0, dataDir, [SITE]);
  s3Service = started;
  s3Url = `http://localhost:${started.port}`;
  Object.assign(process.env, {
    AWS_REGION: LOCAL_REGION,
    AWS_ACCESS_KEY_ID: S3RVER_KEY,
    AWS_SECRET_ACCESS_KEY: S3RVER_KEY,
    AWS_ENDPOINT_URL_S3: s3Url,
    S3_FORCE_PATH_STYLE: 'true',
    IMAGES_BUCKET: LOCAL_BUCKET,
  });
  ({ presignUpload } = await import('../functions/platform/images.js'));
  s3 = new S3Client({ forcePathStyle: true, requestChecksumCalculation: 'WHEN_REQUIRED' });
});

afterAll(async () => {
  await s3Service?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const png = (bytes: number) => new Uint8Array(bytes).fill(7);
const key = (name: string) => `avatar/${name}-${Math.random().toString(36).slice(2)}.png`;
/** What the store holds under a key (a GET, which the front passes to s3rver). */
const stored = (objectKey: string) => fetch(`${s3Url}/${LOCAL_BUCKET}/${objectKey}`);

describe('presigned uploads to the local S3', () => {
  it('stores the file when the type and size are the signed ones', async () => {
    const objectKey = key('right');
    const { uploadUrl, headers } = await presignUpload(objectKey, 'image/png', 100);
    const res = await fetch(uploadUrl, { method: 'PUT', headers, body: png(100) });
    expect(res.status).toBe(200);
    const read = await stored(objectKey);
    expect(read.status).toBe(200);
    expect(read.headers.get('content-type')).toBe('image/png');
    expect((await read.arrayBuffer()).byteLength).toBe(100);
  });

  it('streams the largest allowed image (5 MB) through to s3rver', async () => {
    const objectKey = key('large');
    const bytes = 5 * 1024 * 1024;
    const { uploadUrl, headers } = await presignUpload(objectKey, 'image/png', bytes);
    expect((await fetch(uploadUrl, { method: 'PUT', headers, body: png(bytes) })).status).toBe(200);
    expect((await (await stored(objectKey)).arrayBuffer()).byteLength).toBe(bytes);
  });

  it.each([
    { label: 'another type', contentType: 'text/html', bytes: 100 },
    { label: 'one byte more', contentType: 'image/png', bytes: 101 },
    { label: 'one byte less', contentType: 'image/png', bytes: 99 },
  ])('refuses $label with 403 SignatureDoesNotMatch and stores nothing', async ({ contentType, bytes }) => {
    const objectKey = key('wrong');
    const { uploadUrl } = await presignUpload(objectKey, 'image/png', 100);
    const res = await fetch(uploadUrl, { method: 'PUT', headers: { 'content-type': contentType, 'if-none-match': '*' }, body: png(bytes) });
    expect(res.status).toBe(403);
    expect(await res.text()).toMatch(/<Code>SignatureDoesNotMatch<\/Code>/);
    expect((await stored(objectKey)).status).toBe(404);
  });

  it('refuses the upload without its signed If-None-Match: * (the condition cannot be dropped)', async () => {
    const objectKey = key('unconditional');
    const { uploadUrl } = await presignUpload(objectKey, 'image/png', 10);
    const res = await fetch(uploadUrl, { method: 'PUT', headers: { 'content-type': 'image/png' }, body: png(10) });
    expect(res.status).toBe(403);
    expect(await res.text()).toMatch(/<Code>SignatureDoesNotMatch<\/Code>/);
    expect((await stored(objectKey)).status).toBe(404);
  });

  it.each([
    { label: 'another key', tamper: (url: URL) => void (url.pathname = url.pathname.replace(/[^/]+$/, 'other.png')) },
    { label: 'a longer life', tamper: (url: URL) => url.searchParams.set('X-Amz-Expires', '3600') },
    { label: 'an added parameter', tamper: (url: URL) => url.searchParams.set('x-amz-acl', 'public-read') },
    { label: 'another signature', tamper: (url: URL) => url.searchParams.set('X-Amz-Signature', '0'.repeat(64)) },
  ])('refuses a URL with $label', async ({ tamper }) => {
    const { uploadUrl, headers } = await presignUpload(key('tampered'), 'image/png', 10);
    const url = new URL(uploadUrl);
    tamper(url);
    const res = await fetch(url, { method: 'PUT', headers, body: png(10) });
    expect(res.status).toBe(403);
    expect(await res.text()).toMatch(/<Code>SignatureDoesNotMatch<\/Code>/);
  });

  it('refuses an expired URL as S3 does (403 AccessDenied, Request has expired)', async () => {
    const command = new PutObjectCommand({ Bucket: LOCAL_BUCKET, Key: key('late'), ContentType: 'image/png', ContentLength: 10 });
    const uploadUrl = await getSignedUrl(s3, command, {
      expiresIn: 60,
      signingDate: new Date(Date.now() - 120_000),
      signableHeaders: new Set(['content-type', 'content-length']),
    });
    const res = await fetch(uploadUrl, { method: 'PUT', headers: { 'content-type': 'image/png' }, body: png(10) });
    expect(res.status).toBe(403);
    expect(await res.text()).toMatch(/<Code>AccessDenied<\/Code><Message>Request has expired<\/Message>/);
  });
});

describe('an upload URL writes once (If-None-Match: *, which s3rver ignores)', () => {
  const filled = (byte: number) => new Uint8Array(10).fill(byte);
  const preconditionFailed = /^<\?xml[^>]*>\n<Error><Code>PreconditionFailed<\/Code><Message>At least one of the pre-conditions you specified did not hold<\/Message><Condition>If-None-Match<\/Condition>/;

  it('refuses a second PUT to the same URL with S3\'s 412 PreconditionFailed and keeps the first file', async () => {
    const objectKey = key('once');
    const { uploadUrl, headers } = await presignUpload(objectKey, 'image/png', 10);
    expect((await fetch(uploadUrl, { method: 'PUT', headers, body: filled(1) })).status).toBe(200);
    const again = await fetch(uploadUrl, { method: 'PUT', headers, body: filled(2) });
    expect(again.status).toBe(412);
    expect(await again.text()).toMatch(preconditionFailed);
    expect(new Uint8Array(await (await stored(objectKey)).arrayBuffer())).toEqual(filled(1));
  });

  it('lets exactly one of concurrent PUTs to the same URL win; what is stored is the winner\'s', async () => {
    const objectKey = key('race');
    const { uploadUrl, headers } = await presignUpload(objectKey, 'image/png', 10);
    const answers = await Promise.all(
      Array.from({ length: 6 }, async (_, i) => {
        const res = await fetch(uploadUrl, { method: 'PUT', headers, body: filled(i + 1) });
        return { byte: i + 1, status: res.status, body: await res.text() };
      }),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 412, 412, 412, 412, 412]);
    for (const lost of answers.filter((a) => a.status === 412)) expect(lost.body).toMatch(preconditionFailed);
    const winner = answers.find((a) => a.status === 200)!;
    expect(new Uint8Array(await (await stored(objectKey)).arrayBuffer())).toEqual(filled(winner.byte));
  });

  it('applies the condition to SDK calls too, and lets an unconditional PUT overwrite (the seed)', async () => {
    const objectKey = key('sdk');
    const put = (byte: number, IfNoneMatch?: string) =>
      s3.send(new PutObjectCommand({ Bucket: LOCAL_BUCKET, Key: objectKey, Body: filled(byte), ContentType: 'image/png', IfNoneMatch }));
    await put(1, '*');
    await expect(put(2, '*')).rejects.toMatchObject({ name: 'PreconditionFailed', $metadata: { httpStatusCode: 412 } });
    await put(3);
    expect(new Uint8Array(await (await stored(objectKey)).arrayBuffer())).toEqual(filled(3));
  });
});

describe('everything else goes to s3rver unchanged', () => {
  it('answers the CORS preflight of an upload from the site: PUT only, as the bucket in AWS', async () => {
    const preflight = (method: string, requestHeaders = 'content-type') =>
      fetch(`${s3Url}/${LOCAL_BUCKET}/avatar/x.png`, {
        method: 'OPTIONS',
        headers: { origin: SITE, 'access-control-request-method': method, 'access-control-request-headers': requestHeaders },
      });
    const put = await preflight('PUT');
    expect(put.status).toBe(200);
    expect(put.headers.get('access-control-allow-methods')).toBe('PUT');
    expect(put.headers.get('access-control-allow-headers')).toBe('content-type');
    expect((await preflight('POST')).status).toBe(403);
    // The headers the site sends with an upload (presignUpload's `headers`).
    const upload = await preflight('PUT', 'content-type,if-none-match');
    expect(upload.status).toBe(200);
    expect(upload.headers.get('access-control-allow-headers')).toMatch(/^content-type, ?if-none-match$/);
  });

  it('takes SDK calls signed in the Authorization header (the seed) and serves GETs', async () => {
    const objectKey = key('seed');
    await s3.send(new PutObjectCommand({ Bucket: LOCAL_BUCKET, Key: objectKey, Body: png(2048), ContentType: 'image/png' }));
    const object = await s3.send(new GetObjectCommand({ Bucket: LOCAL_BUCKET, Key: objectKey }));
    expect((await object.Body!.transformToByteArray()).byteLength).toBe(2048);
    expect((await stored('no/such/key.png')).status).toBe(404);
  });
});
