import http from 'node:http';
import path from 'node:path';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { routes, type RouteEntry } from '../functions/api/routes.js';
import type { ApiHandler } from '../functions/platform/route.js';
import { SECURITY_HEADERS } from '../infra/constructs/security-headers.js';
import { listenHost, ROOT } from './config.js';
import { createVerifier, type Claims } from './gateway-auth.js';
import { proxyMedia, serveStatic } from './gateway-cloudfront.js';
import { readBody, sendLambdaResult, toEvent } from './gateway-lambda.js';
import { createLiveGateway, LIVE_MANAGEMENT_PATH, type LiveGatewayOptions } from './gateway-ws.js';
import { sendJson } from './send-json.js';

export interface GatewayOptions {
  port: number;
  /** Built frontend to serve (CloudFront + S3 in AWS); omitted in API-only test stacks. */
  staticDir?: string;
  /** Where /media/* is read from (the image bucket behind CloudFront in AWS). */
  mediaOrigin: string;
  issuer: string;
  clientId: string;
  /** The WebSocket API on /ws and its management API (local/gateway-ws.ts). */
  live: LiveGatewayOptions;
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

/**
 * Plays API Gateway (HTTP API, payload v2, JWT authorizer; the WebSocket API on /ws) and CloudFront
 * for the local stack: the same manifests, the same handlers, the same event and claims shapes as in AWS.
 */
export async function startGateway(options: GatewayOptions): Promise<Gateway> {
  const handlers = await loadHandlers();
  const verifyAccessToken = createVerifier(options.issuer, options.clientId);
  const requestCounts = new Map<string, number>();
  const live = await createLiveGateway(options.live);

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
  // CloudFront passes WebSocket upgrades to the /ws behaviour's origin, the WebSocket API.
  server.on('upgrade', (req, socket, head) => live.upgrade(req, socket, head));

  async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const body = await readBody(req);
    if (body === 'too-large') return sendJson(res, 413, { message: 'Request Entity Too Large' });

    if (url.pathname.startsWith('/api/')) return handleApi(req, res, url, body);
    if (url.pathname.startsWith(LIVE_MANAGEMENT_PATH) && (await live.manage(req, res, url, body))) return;
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
    stop: async () => {
      await live.stop();
      await new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      });
    },
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
