import http from 'node:http';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { COMPRESS_MIN_BYTES } from '../../functions/platform/route.js';
import { api, apiUrl } from './helpers.js';

interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The bytes on the wire, not decoded (fetch would decompress them silently). */
  body: Buffer;
}

/** One request with node:http, which sends no Accept-Encoding of its own and decodes nothing. */
function request(method: string, path: string, options: { json?: unknown; headers?: Record<string, string> } = {}) {
  const payload = options.json === undefined ? undefined : JSON.stringify(options.json);
  return new Promise<RawResponse>((resolve, reject) => {
    const req = http.request(
      `${apiUrl}${path}`,
      {
        method,
        headers: { ...(payload === undefined ? {} : { 'content-type': 'application/json' }), ...options.headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** The home page's list call: one row of newest products per category. */
async function homeRows(headers?: Record<string, string>) {
  const categories = await api<{ _id: string }[]>('GET', '/api/category/get');
  const ids = categories.body.data!.slice(0, 8).map((c) => c._id);
  return request('POST', '/api/product/get-product-by-category', { json: { ids }, headers });
}

describe('/api JSON compression through the gateway', () => {
  it('gzips a large list for a client that accepts gzip; it decodes to the same JSON as the plain response', async () => {
    const plain = await homeRows();
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    expect(plain.body.length).toBeGreaterThan(COMPRESS_MIN_BYTES);
    expect(Number(plain.headers['content-length'])).toBe(plain.body.length);

    const gzipped = await homeRows({ 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(gzipped.status).toBe(200);
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.vary).toBe('Accept-Encoding');
    expect(gzipped.headers['content-type']).toBe('application/json; charset=utf-8');
    // The bytes on the wire are gzip itself: decoded from base64 once, compressed once.
    expect([...gzipped.body.subarray(0, 2)]).toEqual([0x1f, 0x8b]);
    expect(Number(gzipped.headers['content-length'])).toBe(gzipped.body.length);
    expect(gzipped.body.length).toBeLessThan(plain.body.length / 3);

    const decoded = gunzipSync(gzipped.body).toString('utf8');
    expect(JSON.parse(decoded)).toEqual(JSON.parse(plain.body.toString('utf8')));
    expect((JSON.parse(decoded) as { data: { products: unknown[] }[] }).data.some((row) => row.products.length > 0)).toBe(true);
  });

  it('sends plain JSON when gzip is refused (q=0) or not offered', async () => {
    for (const acceptEncoding of ['gzip;q=0, br', 'identity']) {
      const res = await homeRows({ 'accept-encoding': acceptEncoding });
      expect(res.status, acceptEncoding).toBe(200);
      expect(res.headers['content-encoding'], acceptEncoding).toBeUndefined();
      expect(() => JSON.parse(res.body.toString('utf8')) as unknown, acceptEncoding).not.toThrow();
    }
  });

  it('leaves small responses alone, errors included', async () => {
    const notFound = await request('POST', '/api/product/get-product-details', {
      json: { productId: '0'.repeat(24) },
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(notFound.status).toBe(404);
    expect(notFound.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(notFound.body.toString('utf8'))).toMatchObject({ success: false, error: true });
  });
});
