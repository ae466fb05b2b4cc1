/**
 * The environment of every deployed function, by variable name: the one list that infra, the
 * bench and the tests share. Infra writes these variables (AppFunction refuses to synthesize a
 * function whose variables differ from its list here); the functions' modules read them at import
 * (functions/platform/env.ts readEnv). `npm run bench` and function-env.test.ts import every bundle
 * with exactly its list (placeholder values), so a module that reads a variable its function is not
 * given fails there, not at a cold start in AWS.
 */
import { routes, type Resource, type RouteEntry } from '../functions/api/routes.js';
import { workers, type WorkerVariable } from '../functions/workers.js';

/** What AppFunction gives every function (constructs/app-function.ts). */
export const BASE_ENVIRONMENT = ['NODE_OPTIONS', 'POWERTOOLS_SERVICE_NAME', 'POWERTOOLS_LOG_LEVEL', 'POWERTOOLS_METRICS_NAMESPACE'] as const;

/** Environment variables a route's function receives, per manifest declaration. */
export const ROUTE_ENVIRONMENT = {
  data: ['TABLE_NAME'],
  images: ['IMAGES_BUCKET'],
  uploads: ['IMAGES_BUCKET'],
  userPool: ['USER_POOL_ID', 'USER_POOL_CLIENT_ID'],
  // The site's address for links in the mails (an order to follow).
  mail: ['MAIL_FROM', 'SITE_URL'],
  // The secret's ARN only: functions read its value at cold start (never in the template).
  payments: ['STRIPE_SECRET_ARN', 'SITE_URL'],
  events: ['EVENT_BUS_NAME'],
  catalog: ['CATALOG_BUCKET'],
  jobFiles: ['IMAGES_BUCKET'],
  live: ['AWS_ENDPOINT_URL_APIGATEWAYMANAGEMENTAPI'],
  livePush: ['AWS_ENDPOINT_URL_APIGATEWAYMANAGEMENTAPI'],
} as const satisfies Record<Resource | 'data', readonly string[]>;

/** Every route checks CloudFront's origin header (functions/platform/route.ts, infra/edge.test.ts). */
const EVERY_ROUTE = ['ORIGIN_VERIFY'] as const;

/**
 * The live channel (infra/stacks/live-stack.ts): the $connect authorizer checks tokens as the JWT
 * authorizer and route() do; $connect closes connections past the user's cap, $default one past
 * its message limit, through the WebSocket API's management API, whose endpoint (the API's stage)
 * is the SDK's own variable for it.
 */
const LIVE_AUTHORIZER = ['TABLE_NAME', 'USER_POOL_ID', 'USER_POOL_CLIENT_ID', 'ORIGIN_VERIFY'] as const;
const LIVE_PUSH = ['TABLE_NAME', 'AWS_ENDPOINT_URL_APIGATEWAYMANAGEMENTAPI'] as const;

/** The functions that are not routes, by entry (relative to functions/): the live channel's, and each worker's own (functions/workers.ts). */
const OTHER_FUNCTIONS: Readonly<Record<string, readonly EnvName[]>> = {
  'ws/authorize.ts': LIVE_AUTHORIZER,
  'ws/connect.ts': LIVE_PUSH,
  'ws/disconnect.ts': ['TABLE_NAME'],
  'ws/default.ts': LIVE_PUSH,
  ...Object.fromEntries(workers.map((w) => [w.entry, w.env])),
};

export type EnvName =
  | (typeof BASE_ENVIRONMENT)[number]
  | (typeof ROUTE_ENVIRONMENT)[keyof typeof ROUTE_ENVIRONMENT][number]
  | (typeof EVERY_ROUTE)[number]
  | (typeof LIVE_AUTHORIZER)[number]
  | WorkerVariable;

/** A route's variables beyond BASE_ENVIRONMENT: what its manifest entry declares. */
export function routeEnvironment(route: RouteEntry): EnvName[] {
  const names = [...EVERY_ROUTE, ...(route.data === 'none' ? [] : ROUTE_ENVIRONMENT.data), ...(route.uses ?? []).flatMap((use) => ROUTE_ENVIRONMENT[use])];
  return [...new Set(names)].sort();
}

/** A deployed function's variables beyond BASE_ENVIRONMENT, by entry (`api/user/login.ts`, `jobs/build-catalog.ts`). */
export function functionEnvironment(entry: string): EnvName[] {
  const route = routes.find((r) => `api/${r.handler}.ts` === entry);
  if (route) return routeEnvironment(route);
  const names = OTHER_FUNCTIONS[entry];
  if (!names) throw new Error(`${entry}: declare its environment in infra/function-env.ts (a worker: in functions/workers.ts)`);
  return [...names].sort();
}

/** Whatever a bundle needs to import outside AWS: shaped like the real values, naming nothing real. */
const PLACEHOLDERS: Record<EnvName, string> = {
  NODE_OPTIONS: '--enable-source-maps',
  POWERTOOLS_SERVICE_NAME: 'quickbasket',
  POWERTOOLS_LOG_LEVEL: 'INFO',
  POWERTOOLS_METRICS_NAMESPACE: 'QuickBasket/placeholder',
  ORIGIN_VERIFY: 'placeholder-origin-secret-of-32-characters-or-more',
  TABLE_NAME: 'quickbasket-placeholder',
  IMAGES_BUCKET: 'quickbasket-placeholder-images',
  CATALOG_BUCKET: 'quickbasket-placeholder-catalog',
  USER_POOL_ID: 'us-east-1_placeholder',
  USER_POOL_CLIENT_ID: 'placeholder-client',
  MAIL_FROM: 'QuickBasket <no-reply@example.com>',
  SITE_URL: 'https://shop.example.com',
  STRIPE_SECRET_ARN: 'arn:aws:secretsmanager:us-east-1:000000000000:secret:placeholder',
  EVENT_BUS_NAME: 'quickbasket-placeholder-bus',
  AWS_ENDPOINT_URL_APIGATEWAYMANAGEMENTAPI: 'https://placeholder.execute-api.us-east-1.amazonaws.com/ws',
};

/** Lambda's own variables that the modules read (the region, for the SDK clients they create at import). */
const RUNTIME = { AWS_REGION: 'us-east-1' };

/**
 * The environment to import a function's bundle with outside AWS: Lambda's region, and each
 * variable infra gives that function (and no other) with a placeholder value. NODE_OPTIONS is left
 * out: it is a flag for the node process, and the bundles imported outside AWS carry no source map.
 */
export function importEnvironment(entry: string): Record<string, string> {
  const names = [...BASE_ENVIRONMENT.filter((name) => name !== 'NODE_OPTIONS'), ...functionEnvironment(entry)];
  return { ...RUNTIME, ...Object.fromEntries(names.map((name) => [name, PLACEHOLDERS[name]])) };
}
