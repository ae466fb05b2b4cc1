/**
 * The WebSocket API of live orders (API Gateway; the local gateway's `/ws`): its authorizer and its
 * routes, each with its handler file here in functions/ws/. Read by infra (infra/stacks/live-stack.ts:
 * one function, route and grant each) and by the local gateway (local/gateway-ws.ts), like the HTTP
 * routes manifest.
 */

/** What a handler may do to the table. */
export type LiveTableAccess = 'none' | 'sessions' | 'connections';

export interface LiveRoute {
  routeKey: '$connect' | '$disconnect' | '$default';
  /** functions/ws/<handler>.ts */
  handler: string;
  /** Its return value's body goes back down the connection (API Gateway: a route response). */
  replies: boolean;
  table: LiveTableAccess;
}

/**
 * $connect's Lambda REQUEST authorizer: the Cognito access token in the `token` query parameter
 * (core/contracts/live.ts), checked as the HTTP API's JWT authorizer and route() check theirs.
 * It reads the caller's profile (the session check), nothing else.
 */
export const LIVE_AUTHORIZER = { handler: 'authorize', table: 'sessions' } as const satisfies { handler: string; table: LiveTableAccess };

export const LIVE_ROUTES: readonly LiveRoute[] = [
  { routeKey: '$connect', handler: 'connect', replies: false, table: 'connections' },
  { routeKey: '$disconnect', handler: 'disconnect', replies: false, table: 'connections' },
  // `{ action: 'ping' }` → `{ type: 'pong' }`, counted on the connection's record (rate limit); the route selection expression is $request.body.action.
  { routeKey: '$default', handler: 'default', replies: true, table: 'connections' },
];

/** The route selection expression: messages name their route in `action`. */
export const LIVE_ROUTE_SELECTION = '$request.body.action';

/** API Gateway's stage of the API, also the path CloudFront forwards `/ws` to unchanged (core/contracts/live.ts LIVE_PATH). */
export const LIVE_STAGE = 'ws';

/** Entries (relative to functions/) of every function of the API. */
export const liveEntries = (): string[] => [LIVE_AUTHORIZER.handler, ...LIVE_ROUTES.map((r) => r.handler)].map((h) => `ws/${h}.ts`);

/**
 * How often the stream retries a batch of order changes the live push could deliver to nobody
 * (consumers/live-orders.ts), and how old a change may be when it is retried: a message that late is
 * worth less than the screens' own refetch on reconnecting, so it is dropped (with an alarm) after.
 */
export const LIVE_PUSH_RETRIES = 2;
export const LIVE_PUSH_MAX_AGE_SECONDS = 60;
