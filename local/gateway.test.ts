import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressedCopies, COMPRESS_MAX_BYTES, COMPRESS_MIN_BYTES, writeCompressedCopies } from '../frontend/vite-plugins.ts';
import { inlineScriptHashes } from '../infra/constructs/csp.js';
import { serveStatic } from './gateway-cloudfront.js';
import { sendLambdaResult } from './gateway-lambda.js';

interface Received {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** One request to a server made of `handler`: the raw bytes it sends, nothing decoded. */
async function request(
  handler: http.RequestListener,
  { path: urlPath = '/', method = 'GET', headers = {} }: { path?: string; method?: string; headers?: http.OutgoingHttpHeaders } = {},
): Promise<Received> {
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    return await new Promise<Received>((resolve, reject) => {
      http
        .request({ host: '127.0.0.1', port, path: urlPath, method, headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        })
        .on('error', reject)
        .end();
    });
  } finally {
    server.close();
  }
}

/** What a client that accepts gzip receives when the gateway sends this function result. */
function receive(result: APIGatewayProxyStructuredResultV2): Promise<Received> {
  return request((_req, res) => sendLambdaResult(res, result), { headers: { 'accept-encoding': 'gzip' } });
}

describe('sendLambdaResult (the HTTP API side of a function result)', () => {
  it('sends an isBase64Encoded body as its decoded bytes, keeping the headers, without compressing again', async () => {
    const json = JSON.stringify({ data: 'x'.repeat(5000) });
    const gzipped = gzipSync(json);
    const res = await receive({
      statusCode: 200,
      headers: { 'content-type': 'application/json; charset=utf-8', 'content-encoding': 'gzip', vary: 'Accept-Encoding' },
      body: gzipped.toString('base64'),
      isBase64Encoded: true,
    });
    expect(res.status).toBe(200);
    expect(res.headers).toMatchObject({ 'content-encoding': 'gzip', vary: 'Accept-Encoding', 'content-length': String(gzipped.length) });
    expect(res.body.equals(gzipped)).toBe(true);
  });

  it('sends a text body as UTF-8 with its byte length, untouched even when the client accepts gzip', async () => {
    const json = JSON.stringify({ message: 'Dahi ₹40 '.repeat(300) });
    const res = await receive({ statusCode: 201, headers: { 'content-type': 'application/json; charset=utf-8' }, body: json });
    expect(res.status).toBe(201);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-length']).toBe(String(Buffer.byteLength(json)));
    expect(res.body.toString('utf8')).toBe(json);
  });

  it('sends an empty body for a result without one', async () => {
    const res = await receive({ statusCode: 204 });
    expect(res.status).toBe(204);
    expect(res.body.length).toBe(0);
  });
});

describe('serveStatic (CloudFront in front of the site bucket) with the build\'s compressed copies', () => {
  const INLINE_SCRIPT = `(()=>{${'preload();'.repeat(20)}})();`;
  /** A stand-in for frontend/dist: large text files, a small one, a picture. */
  const files: Record<string, Buffer> = {
    'index.html': Buffer.from(`<!doctype html><html><head><script>${INLINE_SCRIPT}</script></head><body>${'<p>QuickBasket</p>'.repeat(80)}</body></html>`),
    'assets/app-abc123.js': Buffer.from(`export const rows = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => ({ id: i, name: `Dahi ${i}` })))};`),
    'assets/app-abc123.css': Buffer.from('.card{display:flex;padding:8px}\n'.repeat(100)),
    'assets/at-floor.js': Buffer.from('x'.repeat(COMPRESS_MIN_BYTES)),
    'assets/below-floor.js': Buffer.from('x'.repeat(COMPRESS_MIN_BYTES - 1)),
    'assets/banner-abc123.png': Buffer.alloc(5000, 7),
  };
  let dir = '';
  const serve: http.RequestListener = (req, res) => serveStatic(req, res, dir, new URL(req.url ?? '/', 'http://localhost').pathname, []);
  const get = (urlPath: string, acceptEncoding?: string, method = 'GET') =>
    request(serve, { path: urlPath, method, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });
  const js = files['assets/app-abc123.js']!;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'qb-gateway-site-'));
    for (const [name, contents] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      fs.writeFileSync(path.join(dir, name), contents);
    }
    await writeCompressedCopies(dir);
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('the build writes brotli and gzip copies of text files from 1,000 bytes, and of nothing else', () => {
    const written = fs.readdirSync(dir, { recursive: true }).map(String).filter((name) => /\.(br|gz)$/.test(name)).sort();
    expect(written).toEqual(
      ['index.html', 'assets/app-abc123.js', 'assets/app-abc123.css', 'assets/at-floor.js']
        .flatMap((name) => [`${name}.br`, `${name}.gz`])
        .map((name) => path.normalize(name))
        .sort(),
    );
    for (const name of ['index.html', 'assets/app-abc123.js']) {
      const original = files[name]!;
      const br = fs.readFileSync(path.join(dir, `${name}.br`));
      const gz = fs.readFileSync(path.join(dir, `${name}.gz`));
      expect(brotliDecompressSync(br).equals(original)).toBe(true);
      expect(gunzipSync(gz).equals(original)).toBe(true);
      // gzip -9: the header's XFL byte says "maximum compression" (RFC 1952); brotli beats it.
      expect(gz[8]).toBe(2);
      expect(br.length).toBeLessThan(gz.length);
    }
  });

  it('compresses nothing above CloudFront\'s 10,000,000 bytes', async () => {
    expect(await compressedCopies('big.js', Buffer.alloc(COMPRESS_MAX_BYTES + 1, 'x'))).toBeUndefined();
    expect(await compressedCopies('picture.png', Buffer.alloc(5000, 'x'))).toBeUndefined();
  });

  it('sends brotli to a browser (gzip, deflate, br, zstd), with Vary, its length and the same cache headers', async () => {
    const res = await get('/assets/app-abc123.js', 'gzip, deflate, br, zstd');
    const br = fs.readFileSync(path.join(dir, 'assets/app-abc123.js.br'));
    expect(res.status).toBe(200);
    expect(res.headers).toMatchObject({
      'content-type': 'text/javascript; charset=utf-8',
      'content-encoding': 'br',
      vary: 'Accept-Encoding',
      'content-length': String(br.length),
      'cache-control': 'public, max-age=31536000, immutable',
    });
    // Compressed once: decoding once gives the file back.
    expect(res.body.equals(br)).toBe(true);
    expect(brotliDecompressSync(res.body).equals(js)).toBe(true);
  });

  it.each([['*'], ['br;q=0.5, gzip;q=1'], ['identity, br']])('%j gets brotli (preferred whenever accepted, as CloudFront does)', async (header) => {
    const res = await get('/assets/app-abc123.js', header);
    expect(res.headers['content-encoding']).toBe('br');
  });

  it.each([['gzip'], ['x-gzip'], ['gzip, deflate'], ['br;q=0, gzip'], ['br;q=0, *']])('%j gets gzip', async (header) => {
    const res = await get('/assets/app-abc123.css', header);
    const gz = fs.readFileSync(path.join(dir, 'assets/app-abc123.css.gz'));
    expect(res.headers).toMatchObject({ 'content-encoding': 'gzip', vary: 'Accept-Encoding', 'content-length': String(gz.length) });
    expect(gunzipSync(res.body).equals(files['assets/app-abc123.css']!)).toBe(true);
  });

  it.each([[undefined], ['identity'], ['deflate'], ['br;q=0, gzip;q=0'], ['*;q=0']])('%j gets the file as it is, still with Vary', async (header) => {
    const res = await get('/assets/app-abc123.js', header);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers).toMatchObject({ vary: 'Accept-Encoding', 'content-length': String(js.length), 'cache-control': 'public, max-age=31536000, immutable' });
    expect(res.body.equals(js)).toBe(true);
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    for (const header of ['gzip, deflate, br', 'gzip', undefined]) {
      const [head, got] = await Promise.all([get('/assets/app-abc123.js', header, 'HEAD'), get('/assets/app-abc123.js', header)]);
      expect(head.status).toBe(200);
      expect(head.body.length).toBe(0);
      const { date: _headDate, ...headHeaders } = head.headers;
      const { date: _getDate, ...getHeaders } = got.headers;
      expect(headHeaders).toEqual(getHeaders);
    }
  });

  it('sends files CloudFront leaves alone (under 1,000 bytes, pictures) as they are, without Vary', async () => {
    expect((await get('/assets/at-floor.js', 'br')).headers['content-encoding']).toBe('br');
    for (const name of ['assets/below-floor.js', 'assets/banner-abc123.png']) {
      const res = await get(`/${name}`, 'gzip, deflate, br');
      expect(res.headers['content-encoding'], name).toBeUndefined();
      expect(res.headers.vary, name).toBeUndefined();
      expect(res.headers['content-length'], name).toBe(String(files[name]!.length));
      expect(res.body.equals(files[name]!), name).toBe(true);
    }
  });

  it('sends index.html for client routes compressed, with the CSP of the uncompressed file\'s inline script and no-cache', async () => {
    const res = await get('/search', 'gzip, deflate, br');
    expect(res.headers).toMatchObject({ 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'br', 'cache-control': 'no-cache' });
    expect(brotliDecompressSync(res.body).equals(files['index.html']!)).toBe(true);
    const [hash] = inlineScriptHashes(files['index.html']!.toString('utf8'));
    expect(hash).toBeDefined();
    expect(res.headers['content-security-policy']).toContain(`script-src 'self' ${hash};`);
  });

  it('does not serve the compressed copies themselves (they are not deployed)', async () => {
    for (const name of ['/assets/app-abc123.js.br', '/assets/app-abc123.js.gz', '/index.html.br']) {
      expect((await get(name, 'gzip, deflate, br')).status, name).toBe(404);
    }
  });
});

describe('serveStatic: which paths are files, and addresses that are not valid', () => {
  let dir = '';
  const serve: http.RequestListener = (req, res) => serveStatic(req, res, dir, new URL(req.url ?? '/', 'http://localhost').pathname, []);
  const get = (urlPath: string) => request(serve, { path: urlPath });
  const INDEX = '<!doctype html><title>QuickBasket</title>';

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'qb-gateway-paths-'));
    fs.mkdirSync(path.join(dir, 'assets'));
    fs.writeFileSync(path.join(dir, 'index.html'), INDEX);
    fs.writeFileSync(path.join(dir, 'favicon.svg'), '<svg/>');
    fs.writeFileSync(path.join(dir, 'assets/app-abc123.js'), 'export {};');
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it.each([
    ['a product whose name has a dot', '/product/Amul-Butter-0.5-kg-6f1c2b3a4d5e6f708192a3b4c5d6e7f8'],
    ['the same, as typed with spaces', '/product/Amul%20Butter%200.5%20kg-6f1c2b3a4d5e6f708192a3b4c5d6e7f8'],
    ['a sub category list with dots', '/Dairy-1.0-abc/Butter-0.5-kg-def'],
    ['a path that only looks like a file', '/search.php'],
  ])('sends the site for %s (the build has no such file)', async (_label, urlPath) => {
    const res = await get(urlPath);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body.toString('utf8')).toBe(INDEX);
  });

  it('sends the files the build has, and 404 for a missing asset (a chunk must fail as one, not load the page)', async () => {
    expect((await get('/favicon.svg')).body.toString('utf8')).toBe('<svg/>');
    expect((await get('/assets/app-abc123.js')).body.toString('utf8')).toBe('export {};');
    const missing = await get('/assets/app-gone99.js');
    expect(missing.status).toBe(404);
    expect(missing.headers['content-type']).toMatch(/^application\/json/);
  });

  it.each([['/%'], ['/product/%E0%A4%A-1'], ['/%E0%A4%A'], ['/assets/%zz.js']])('answers 400 for %s, which is not valid percent-encoding', async (urlPath) => {
    const res = await get(urlPath);
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body.toString('utf8'))).toEqual({ message: 'Bad Request: the address is not valid percent-encoding' });
  });

  it('never leaves the site directory', async () => {
    const res = await get('/..%2f..%2fetc%2fpasswd');
    expect(res.body.toString('utf8')).toBe(INDEX);
  });
});
