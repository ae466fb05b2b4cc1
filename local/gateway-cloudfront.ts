import fs from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import { acceptsBrotli, acceptsGzip } from '../functions/platform/accept-encoding.js';
import { imageTypeOfKey, mediaUrl, uploadPurposeOf } from '../functions/core/uploads.js';
import { contentSecurityPolicy, inlineScriptHashes } from '../infra/constructs/csp.js';
import { MEDIA_CONTENT_SECURITY_POLICY } from '../infra/constructs/security-headers.js';
import { sendJson } from './send-json.js';

/**
 * /media/<purpose>/<file> from the bucket, as CloudFront serves it. Only image keys: under an upload
 * purpose (the bucket policy lets CloudFront read those prefixes alone, never job files such as
 * export/) and named after their type (imageKey), sent as that image type whatever the object
 * says: s3rver stores any Content-Type (an object PUT to it without a presigned URL may say text/html), where S3 keeps the
 * image type the presigned upload pinned. With nosniff and the media CSP, nothing from there runs.
 */
export async function proxyMedia(res: http.ServerResponse, key: string, mediaOrigin: string): Promise<void> {
  const imageType = imageTypeOfKey(key);
  if (!/^[a-z-]+\/[A-Za-z0-9._-]+$/.test(key) || !imageType || !uploadPurposeOf(mediaUrl(key))) return sendJson(res, 404, { message: 'Not Found' });
  const upstream = await fetch(`${mediaOrigin}/${key}`);
  if (!upstream.ok) return sendJson(res, 404, { message: 'Not Found' });
  res.writeHead(200, {
    'content-type': imageType,
    'content-security-policy': MEDIA_CONTENT_SECURITY_POLICY,
    // Keys are never reused (server-generated ids), so images can be cached for good.
    'cache-control': 'public, max-age=31536000, immutable',
  });
  res.end(Buffer.from(await upstream.arrayBuffer()));
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

type FileCache<T> = Map<string, { mtimeMs: number; value: T }>;

/** `derive` of a file's contents, read and computed again only when the file changes (a rebuild). */
function fromFile<T>(cache: FileCache<T>, file: string, derive: (contents: Buffer) => T): T {
  const { mtimeMs } = fs.statSync(file);
  const cached = cache.get(file);
  if (cached && cached.mtimeMs === mtimeMs) return cached.value;
  const value = derive(fs.readFileSync(file));
  cache.set(file, { mtimeMs, value });
  return value;
}

const scriptHashCache: FileCache<string[]> = new Map();

/**
 * The build's compressed copies of a file (frontend/vite-plugins.ts precompress()), in CloudFront's
 * order of preference: brotli when the viewer accepts it, else gzip.
 */
const ENCODINGS = [
  { coding: 'br', suffix: '.br', accepts: acceptsBrotli },
  { coding: 'gzip', suffix: '.gz', accepts: acceptsGzip },
] as const;

/**
 * Files from the build, as CloudFront serves them from S3; every other path is a client route and
 * gets index.html, like the SPA behaviour, except under /assets/ (a missing chunk must fail as one,
 * not load the page). Whether a path is a file is whether the build has it, not whether it has a
 * dot: /product/Amul-Butter-0.5-kg-<id> is a page. A path that is not valid percent-encoding is
 * 400 (decodeURIComponent would throw). A file CloudFront compresses (the build wrote its copies)
 * goes out as brotli or gzip to a viewer that accepts one, with `Vary: Accept-Encoding`; HEAD gets
 * the same headers as GET and no body.
 */
export function serveStatic(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  dir: string,
  pathname: string,
  connectOrigins: readonly string[],
): void {
  const decoded = decodePath(pathname);
  if (decoded === undefined) return sendJson(res, 400, { message: 'Bad Request: the address is not valid percent-encoding' });
  const safe = path.normalize(decoded).replace(/^(\.\.[/\\])+/, '');
  let file = path.join(dir, safe);
  // The compressed copies are not files of the site: the deploy leaves them out of the bucket.
  const isCopy = ENCODINGS.some((e) => safe.endsWith(e.suffix));
  const isFile = !isCopy && file.startsWith(dir) && fs.existsSync(file) && fs.statSync(file).isFile();
  if (!isFile) {
    if (isCopy || safe.startsWith('/assets/')) return sendJson(res, 404, { message: 'Not Found' });
    file = path.join(dir, 'index.html');
    if (!fs.existsSync(file)) return sendJson(res, 404, { message: 'The frontend is not built: run npm run build:web' });
  }
  const hashed = safe.startsWith('/assets/');
  const headers: Record<string, string> = {
    'content-type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
    'cache-control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
  };
  if (path.extname(file) === '.html') {
    // As CloudFront's response headers policy (infra/constructs/site-headers.ts) sends it.
    const scriptHashes = fromFile(scriptHashCache, file, (contents) => inlineScriptHashes(contents.toString('utf8')));
    headers['content-security-policy'] = contentSecurityPolicy(connectOrigins, scriptHashes);
  }
  const copies = ENCODINGS.filter((e) => fs.existsSync(`${file}${e.suffix}`));
  // The bytes depend on Accept-Encoding, whichever encoding this viewer gets.
  if (copies.length > 0) headers.vary = 'Accept-Encoding';
  const encoding = copies.find((e) => e.accepts(req.headers['accept-encoding']));
  if (encoding) headers['content-encoding'] = encoding.coding;
  const body = encoding ? `${file}${encoding.suffix}` : file;
  res.writeHead(200, { ...headers, 'content-length': fs.statSync(body).size });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  fs.createReadStream(body).pipe(res);
}

function decodePath(pathname: string): string | undefined {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
}
