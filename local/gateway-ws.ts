import { randomBytes, randomUUID } from 'node:crypto';
import type http from 'node:http';
import type { Duplex } from 'node:stream';
import path from 'node:path';
import type { APIGatewayAuthorizerResult, APIGatewayRequestAuthorizerEvent, Context } from 'aws-lambda';
import { WebSocketServer, type WebSocket } from 'ws';
import { LIVE_PATH, LIVE_TOKEN_PARAM } from '../functions/core/contracts/live.js';
import { CONNECTION_SECONDS } from '../functions/core/live.js';
import { LIVE_AUTHORIZER, LIVE_ROUTES, LIVE_STAGE, type LiveRoute } from '../functions/ws/routes.js';
import type { LiveEvent, LiveResult } from '../functions/ws/event.js';
import { ROOT } from './config.js';
import { createSigV4Verifier } from './sigv4-auth.js';

/** Where the handlers' management API client posts (AWS_ENDPOINT_URL_APIGATEWAYMANAGEMENTAPI): `<this>/@connections/<id>`. */
export const LIVE_MANAGEMENT_PATH = '/__local/ws-management';

/** API Gateway closes a connection idle this long (no message either way), and any connection after CONNECTION_SECONDS. */
const IDLE_MS = 10 * 60_000;
/** API Gateway's WebSocket frame limit is 32 KB, a message 128 KB. */
const MAX_MESSAGE_BYTES = 128 * 1024;

type Authorizer = (event: APIGatewayRequestAuthorizerEvent, context: Partial<Context>) => Promise<APIGatewayAuthorizerResult>;
type RouteHandler = (event: LiveEvent, context: Partial<Context>) => Promise<LiveResult>;

interface Open {
  socket: WebSocket;
  connectedAt: number;
  lastActiveAt: number;
  sourceIp: string;
  userAgent: string;
  authorizer: Record<string, unknown>;
  idle?: NodeJS.Timeout;
  max: NodeJS.Timeout;
}

export interface LiveGatewayOptions {
  region: string;
  /** The stack's key pair: the management API takes only requests signed with it, as AWS takes only the account's. */
  credentials: { accessKeyId: string; secretAccessKey: string };
}

/**
 * API Gateway's WebSocket API for the local gateway: `/ws` upgrades run the same $connect
 * authorizer and routes (functions/ws/routes.ts) with the same event shapes, and the management
 * API's PostToConnection, DeleteConnection and GetConnection are served on LIVE_MANAGEMENT_PATH
 * (SigV4 checked; 410 GoneException for a connection that is not open), for the live push's SDK client.
 */
export async function createLiveGateway(options: LiveGatewayOptions) {
  const load = async <T>(handler: string) => ((await import(path.join(ROOT, 'functions/ws', `${handler}.ts`))) as { handler: T }).handler;
  const authorize = await load<Authorizer>(LIVE_AUTHORIZER.handler);
  const routes = new Map<string, { route: LiveRoute; handler: RouteHandler }>();
  for (const route of LIVE_ROUTES) routes.set(route.routeKey, { route, handler: await load<RouteHandler>(route.handler) });
  const verifySignature = createSigV4Verifier({ service: 'execute-api', region: options.region, credentials: options.credentials });
  const server = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });
  const open = new Map<string, Open>();
  let stopping = false;
  const pending = new Set<Promise<unknown>>();
  const track = <T>(work: Promise<T>) => {
    pending.add(work);
    void work.finally(() => pending.delete(work)).catch(() => undefined);
    return work;
  };

  const context = (): Partial<Context> => ({ awsRequestId: randomUUID() });
  const run = async (routeKey: string, event: LiveEvent) => {
    const entry = routes.get(routeKey);
    if (!entry) throw new Error(`no ${routeKey} route`);
    return { ...(await entry.handler(event, context())), replies: entry.route.replies };
  };

  function routeEvent(routeKey: string, eventType: 'CONNECT' | 'MESSAGE' | 'DISCONNECT', connectionId: string, extra: { authorizer?: Record<string, unknown>; body?: string; connectedAt: number; req?: http.IncomingMessage }): LiveEvent {
    const now = Date.now();
    const url = extra.req ? new URL(extra.req.url ?? '/', 'http://localhost') : undefined;
    return {
      requestContext: {
        routeKey,
        eventType,
        messageId: randomUUID(),
        extendedRequestId: randomUUID(),
        requestTime: new Date(now).toUTCString(),
        messageDirection: 'IN',
        stage: LIVE_STAGE,
        connectedAt: extra.connectedAt,
        requestTimeEpoch: now,
        requestId: randomUUID(),
        domainName: 'localhost',
        connectionId,
        apiId: 'local',
        ...(extra.authorizer ? { authorizer: extra.authorizer } : {}),
      },
      isBase64Encoded: false,
      ...(extra.body === undefined ? {} : { body: extra.body }),
      ...(url ? { queryStringParameters: Object.fromEntries(url.searchParams) } : {}),
    };
  }

  /** Answers the handshake with an HTTP status, as API Gateway refuses a connection. */
  function refuse(socket: Duplex, status: number): void {
    const reason = { 401: 'Unauthorized', 403: 'Forbidden', 404: 'Not Found', 500: 'Internal Server Error' }[status] ?? 'Error';
    const body = JSON.stringify({ message: reason });
    socket.end(`HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`);
  }

  async function connect(req: http.IncomingMessage, socket: Duplex, head: Buffer): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname !== LIVE_PATH) return refuse(socket, 404);
    // API Gateway checks the identity source before calling the authorizer: no token, 401.
    if (!url.searchParams.get(LIVE_TOKEN_PARAM)) return refuse(socket, 401);
    const connectionId = randomBytes(12).toString('base64');
    const connectedAt = Date.now();
    const authorizerEvent = {
      type: 'REQUEST',
      methodArn: `arn:aws:execute-api:${options.region}:000000000000:local/${LIVE_STAGE}/$connect`,
      headers: Object.fromEntries(Object.entries(req.headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(',') : (value ?? '')])),
      queryStringParameters: Object.fromEntries(url.searchParams),
      requestContext: routeEvent('$connect', 'CONNECT', connectionId, { connectedAt }).requestContext,
    } as unknown as APIGatewayRequestAuthorizerEvent;
    let allowed: APIGatewayAuthorizerResult;
    try {
      allowed = await authorize(authorizerEvent, context());
    } catch (err) {
      // The authorizer's "Unauthorized" error is API Gateway's 401; any other failure its 500.
      return refuse(socket, (err as Error).message === 'Unauthorized' ? 401 : 500);
    }
    const allows = allowed.policyDocument.Statement.some((s) => s.Effect === 'Allow' && 'Resource' in s && [s.Resource].flat().includes(authorizerEvent.methodArn));
    if (!allows) return refuse(socket, 403);
    const authorizer = { principalId: allowed.principalId, ...allowed.context };
    const answer = await run('$connect', routeEvent('$connect', 'CONNECT', connectionId, { authorizer, connectedAt, req }));
    if (answer.statusCode < 200 || answer.statusCode > 299) return refuse(socket, answer.statusCode);
    if (socket.destroyed) {
      // The browser left while $connect ran: API Gateway would run $disconnect.
      await run('$disconnect', routeEvent('$disconnect', 'DISCONNECT', connectionId, { authorizer, connectedAt }));
      return;
    }
    server.handleUpgrade(req, socket, head, (ws) => accept(connectionId, ws, req, authorizer, connectedAt));
  }

  function accept(connectionId: string, socket: WebSocket, req: http.IncomingMessage, authorizer: Record<string, unknown>, connectedAt: number): void {
    const entry: Open = {
      socket,
      connectedAt,
      lastActiveAt: Date.now(),
      sourceIp: req.socket.remoteAddress ?? '127.0.0.1',
      userAgent: String(req.headers['user-agent'] ?? ''),
      authorizer,
      max: setTimeout(() => socket.close(1001, 'Going away'), CONNECTION_SECONDS * 1000),
    };
    const active = () => {
      entry.lastActiveAt = Date.now();
      clearTimeout(entry.idle);
      entry.idle = setTimeout(() => socket.close(1001, 'Going away'), IDLE_MS);
    };
    active();
    open.set(connectionId, entry);
    socket.on('message', (data, isBinary) => {
      active();
      const body = isBinary ? Buffer.from(data as Buffer).toString('base64') : String(data);
      let action: unknown;
      try {
        action = (JSON.parse(body) as { action?: unknown } | null)?.action;
      } catch {
        action = undefined;
      }
      // The route selection expression: $request.body.action, else $default.
      const routeKey = typeof action === 'string' && routes.has(action) && !action.startsWith('$') ? action : '$default';
      void track(
        run(routeKey, routeEvent(routeKey, 'MESSAGE', connectionId, { authorizer, body, connectedAt }))
          .then((answer) => {
            if (answer.replies && answer.body !== undefined && socket.readyState === socket.OPEN) socket.send(answer.body);
          })
          .catch((err: unknown) => console.error(`${routeKey} failed`, err)),
      );
    });
    // A frame over MAX_MESSAGE_BYTES (or one that breaks the protocol): ws has already closed the
    // connection with its code (1009, 1002), as API Gateway closes it; only that connection ends.
    socket.on('error', (err) => console.warn(`live connection ${connectionId} closed: ${err.message}`));
    socket.on('close', () => {
      clearTimeout(entry.idle);
      clearTimeout(entry.max);
      open.delete(connectionId);
      // The stack is going down with its table: the items stay, and the next push after a restart finds them gone (410).
      if (stopping) return;
      void track(
        run('$disconnect', routeEvent('$disconnect', 'DISCONNECT', connectionId, { authorizer, connectedAt })).catch((err: unknown) => {
          // One that was under way when the stack went down (its parts stop together) is not news.
          if (!stopping) console.error('$disconnect failed', err);
        }),
      );
    });
  }

  function upgrade(req: http.IncomingMessage, socket: Duplex, head: Buffer): void {
    socket.on('error', () => socket.destroy());
    void track(
      connect(req, socket, head).catch((err: unknown) => {
        console.error('live connection failed', err);
        if (!socket.destroyed) refuse(socket, 500);
      }),
    );
  }

  /** The management API: true when the request was one of its calls. */
  async function manage(req: http.IncomingMessage, res: http.ServerResponse, url: URL, body: Buffer): Promise<boolean> {
    if (!url.pathname.startsWith(`${LIVE_MANAGEMENT_PATH}/@connections/`)) return false;
    const answer = (status: number, payload?: unknown, errorType?: string) => {
      res.writeHead(status, { 'content-type': 'application/json', ...(errorType ? { 'x-amzn-errortype': errorType } : {}) });
      res.end(payload === undefined ? '' : JSON.stringify(payload));
      return true;
    };
    const refusal = await verifySignature(req, body);
    if (refusal) return answer(403, { message: refusal.message }, 'ForbiddenException');
    const connectionId = decodeURIComponent(url.pathname.slice(`${LIVE_MANAGEMENT_PATH}/@connections/`.length));
    const entry = open.get(connectionId);
    if (!entry || entry.socket.readyState !== entry.socket.OPEN) return answer(410, { message: null }, 'GoneException');
    switch (req.method) {
      case 'POST':
        if (body.length > MAX_MESSAGE_BYTES) return answer(413, { message: 'Message too long' }, 'PayloadTooLargeException');
        entry.lastActiveAt = Date.now();
        entry.socket.send(body.toString('utf8'));
        return answer(200);
      case 'DELETE':
        entry.socket.close(1000);
        return answer(204);
      case 'GET':
        return answer(200, {
          ConnectedAt: new Date(entry.connectedAt).toISOString(),
          LastActiveAt: new Date(entry.lastActiveAt).toISOString(),
          Identity: { SourceIp: entry.sourceIp, UserAgent: entry.userAgent },
        });
      default:
        return answer(405, { message: 'Method Not Allowed' });
    }
  }

  return {
    upgrade,
    manage,
    /** Connections open now. */
    openConnections: () => open.size,
    /** Drops every connection (as the stack goes down, without their $disconnect) and waits for the handlers under way. */
    stop: async () => {
      stopping = true;
      for (const { socket } of open.values()) socket.terminate();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}

export type LiveGateway = Awaited<ReturnType<typeof createLiveGateway>>;
