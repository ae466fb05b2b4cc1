import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { APIGatewayProxyEventV2WithJWTAuthorizer, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { JwtRsaVerifier } from 'aws-jwt-verify';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';
import { routes, type RouteEntry } from '../functions/api/routes.js';
import { acceptsBrotli, acceptsGzip, type ApiHandler } from '../functions/platform/route.js';
import { imageTypeOfKey } from '../functions/core/uploads.js';
import { contentSecurityPolicy, inlineScriptHashes } from '../infra/constructs/csp.js';
import { MEDIA_CONTENT_SECURITY_POLICY, SECURITY_HEADERS } from '../infra/constructs/security-headers.js';
import { listenHost, ROOT } from './config.js';
import { sendJson } from './send-json.js';

/** API Gateway's own payload limit; route() applies the much smaller per-route limit. */
const MAX_PAYLOAD_BYTES = 10 * 1024 * 1024;

export interface GatewayOptions {
  port: number;
  /** Built frontend to serve (CloudFront + S3 in AWS); omitted in API-only test stacks. */
  staticDir?: string;
  /** Where /media/* is read from (the image bucket behind CloudFront in AWS). */
  mediaOrigin: string;
  issuer: string;
  clientId: string;
  /**
   * What the site's pages talk to besides the gateway (the local S3 for uploads, the Cognito front
   * for Amplify): index.html goes out with the production Content-Security-Policy built for these,
   * so the browser tests fail on anything it would block.
   */
  connectOrigins?: readonly string[];
  /** /config.json, as the web stack writes it into the site bucket (user pool, client, region). */
  siteConfig?: Record<string, string>;
  /** Extra local-only endpoints (local checkout, EventBridge); return true when handled. */
  extraRoutes?: (req: http.IncomingMessage, res: http.ServerResponse, body: Buffer) => Promise<boolean>;
}

export interface Gateway {
  url: string;
  /** API requests served since start, by route key (for benchmarks). */
  requestCounts: Map<string, number>;
  stop(): Promise<void>;
}

type Claims = Record<string, unknown>;

/**
 * Plays API Gateway (HTTP API, payload v2, JWT authorizer) and CloudFront for the local stack:
 * the same manifest, the same handlers, the same event and claims shapes as in AWS.
 */
export async function startGateway(options: GatewayOptions): Promise<Gateway> {
  const handlers = await loadHandlers();
  const verifyAccessToken = createVerifier(options.issuer, options.clientId);
  const requestCounts = new Map<string, number>();

  const server = http.createServer((req, res) => {
    // As CloudFront's response headers policies add them, to every answer: /api, /media, the site,
    // the local-only pages and errors. (Not HSTS: browsers ignore it over http, and pinning https on
    // localhost would outlive the stack.)
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
    handle(req, res).catch((err: unknown) => {
      console.error('gateway error', err);
      if (!res.headersSent) sendJson(res, 500, { message: 'Internal Server Error' });
    });
  });

  async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const body = await readBody(req);
    if (body === 'too-large') return sendJson(res, 413, { message: 'Request Entity Too Large' });

    if (url.pathname.startsWith('/api/')) return handleApi(req, res, url, body);
    if (options.extraRoutes && (await options.extraRoutes(req, res, body))) return;
    if (url.pathname.startsWith('/media/')) return proxyMedia(res, url.pathname.slice('/media/'.length), options.mediaOrigin);
    // Never cached, like index.html: it names the user pool, which a reset stack replaces.
    if (url.pathname === '/config.json' && options.siteConfig) {
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-cache' });
      res.end(JSON.stringify(options.siteConfig));
      return;
    }
    if (options.staticDir) return serveStatic(req, res, options.staticDir, url.pathname, options.connectOrigins ?? []);
    sendJson(res, 404, { message: 'Not Found' });
  }

  async function handleApi(req: http.IncomingMessage, res: http.ServerResponse, url: URL, body: Buffer): Promise<void> {
    const method = req.method ?? 'GET';
    const samePath = routes.filter((r) => r.path === url.pathname);
    const entry: RouteEntry | undefined = samePath.find((r) => r.method === method);
    if (!entry) {
      if (samePath.length > 0) return sendJson(res, 405, { success: false, error: true, message: 'Method Not Allowed' });
      return sendJson(res, 404, { success: false, error: true, message: 'Not Found' });
    }
    const routeKey = `${entry.method} ${entry.path}`;
    requestCounts.set(routeKey, (requestCounts.get(routeKey) ?? 0) + 1);

    let claims: Claims | undefined;
    if (entry.auth !== 'public') {
      claims = await verifyAccessToken(req.headers.authorization);
      // API Gateway's JWT authorizer answers exactly this, before the function runs.
      if (!claims) return sendJson(res, 401, { message: 'Unauthorized' });
    }

    const handler = handlers.get(entry.handler);
    if (!handler) throw new Error(`No handler loaded for ${entry.handler}`);
    const event = toEvent(req, url, body, routeKey, claims);
    const result = (await handler(event, { awsRequestId: event.requestContext.requestId })) as APIGatewayProxyStructuredResultV2;
    sendLambdaResult(res, result);
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, listenHost(), () => resolve());
  });

  return {
    url: `http://localhost:${options.port}`,
    requestCounts,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function loadHandlers(): Promise<Map<string, ApiHandler>> {
  const loaded = new Map<string, ApiHandler>();
  for (const entry of routes) {
    const file = path.join(ROOT, 'functions/api', `${entry.handler}.ts`);
    const mod = (await import(file)) as { handler?: ApiHandler };
    if (typeof mod.handler !== 'function') throw new Error(`${file} does not export a handler`);
    loaded.set(entry.handler, mod.handler);
  }
  return loaded;
}

/**
 * Verifies a Cognito access token the way the JWT authorizer does (signature, issuer, expiry,
 * client_id). The local issuer is plain http, so the JWKS is fetched with a fetcher of our own.
 */
function createVerifier(issuer: string, clientId: string) {
  const jwksUri = `${issuer}/.well-known/jwks.json`;
  const jwksCache = new SimpleJwksCache({
    fetcher: {
      fetch: async (uri: string) => {
        const response = await fetch(uri);
        if (!response.ok) throw new Error(`JWKS fetch failed: ${response.status}`);
        return response.arrayBuffer();
      },
    },
  });
  const verifier = JwtRsaVerifier.create(
    {
      issuer,
      jwksUri,
      audience: null,
      customJwtCheck: ({ payload }) => {
        // API Gateway's JWT authorizer requires exp; aws-jwt-verify only checks it when present.
        if (typeof payload.exp !== 'number') throw new Error('Token has no expiry');
        if (payload.client_id !== clientId && payload.aud !== clientId) throw new Error('Token is for another client');
      },
    },
    { jwksCache },
  );
  return async (authorization: string | undefined): Promise<Claims | undefined> => {
    const token = /^Bearer (.+)$/i.exec(authorization ?? '')?.[1];
    if (!token) return undefined;
    try {
      return (await verifier.verify(token)) as unknown as Claims;
    } catch {
      return undefined;
    }
  };
}

function toEvent(
  req: http.IncomingMessage,
  url: URL,
  body: Buffer,
  routeKey: string,
  claims: Claims | undefined,
): APIGatewayProxyEventV2WithJWTAuthorizer {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(',') : value;
  }
  const contentType = headers['content-type'] ?? '';
  const isText = body.length === 0 || /^(application\/json|text\/|application\/x-www-form-urlencoded)/i.test(contentType);
  const now = new Date();
  const requestId = randomUUID();
  return {
    version: '2.0',
    routeKey,
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    headers,
    queryStringParameters: url.search ? Object.fromEntries(url.searchParams) : undefined,
    body: body.length === 0 ? undefined : isText ? body.toString('utf8') : body.toString('base64'),
    isBase64Encoded: !isText,
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: 'localhost',
      http: {
        method: req.method ?? 'GET',
        path: url.pathname,
        protocol: 'HTTP/1.1',
        sourceIp: req.socket.remoteAddress ?? '127.0.0.1',
        userAgent: headers['user-agent'] ?? '',
      },
      requestId,
      routeKey,
      stage: '$default',
      time: now.toISOString(),
      timeEpoch: now.getTime(),
      authorizer: { principalId: '', integrationLatency: 0, jwt: { claims: (claims ?? {}) as never, scopes: [] } },
    },
    stageVariables: undefined,
    pathParameters: undefined,
    cookies: undefined,
  } as unknown as APIGatewayProxyEventV2WithJWTAuthorizer;
}

async function readBody(req: http.IncomingMessage): Promise<Buffer | 'too-large'> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_PAYLOAD_BYTES) return 'too-large';
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * A function's result as the HTTP API sends it: an isBase64Encoded body goes out as the decoded
 * bytes, the function's headers as they are (Content-Encoding, Vary), with the Content-Length of
 * what is sent. Never compressed here (route() gzips JSON itself, and in AWS neither API Gateway
 * nor CloudFront compresses /api/*), so a gzipped body is never gzipped twice.
 */
export function sendLambdaResult(res: http.ServerResponse, result: APIGatewayProxyStructuredResultV2): void {
  const body = result.body === undefined ? Buffer.alloc(0) : Buffer.from(result.body, result.isBase64Encoded ? 'base64' : 'utf8');
  res.writeHead(result.statusCode ?? 200, { ...(result.headers as Record<string, string> | undefined), 'content-length': body.length });
  res.end(body);
}

/**
 * /media/<purpose>/<file> from the bucket, as CloudFront serves it. Only image keys (imageKey names
 * them after their type), sent as that image type whatever the object says: s3rver stores any
 * Content-Type (an object PUT to it without a presigned URL may say text/html), where S3 keeps the
 * image type the presigned upload pinned. With nosniff and the media CSP, nothing from there runs.
 */
async function proxyMedia(res: http.ServerResponse, key: string, mediaOrigin: string): Promise<void> {
  const imageType = imageTypeOfKey(key);
  if (!/^[a-z-]+\/[A-Za-z0-9._-]+$/.test(key) || !imageType) return sendJson(res, 404, { message: 'Not Found' });
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
