/**
 * A deployed function's first invocation in the cold section: the environment it gets (the names
 * infra gives it, infra/function-env.ts, with the local stack's values: what `npm start` gives the
 * same handler) and the event its trigger sends (a route's HTTP API event signed in at its level, an
 * empty batch for a queue or the table's stream, a schedule's tick, a live channel's connect).
 */
import { routes, type RouteEntry } from '../functions/api/routes.js';
import { workers } from '../functions/workers.js';
import { functionEnvironment } from '../infra/function-env.js';
import { LIVE_TOKEN_PARAM } from '../functions/core/contracts/live.js';
import { toAuthorizerContext } from '../functions/ws/authorizer-context.js';
import { DEMO_ACCOUNTS } from '../local/provision.js';
import type { Stack } from '../local/stack.js';
import { signInByApi } from './page.js';

/** The local stack's variables every handler reads beside its own: region, credentials, endpoints. */
const STACK_WIDE = /^(AWS_|S3_FORCE_PATH_STYLE$|POWERTOOLS_)/;

/**
 * The function's real environment here: each variable infra gives it, with the stack's value. The
 * stack has no ORIGIN_VERIFY (its gateway is the only door) and pays Stripe with a key instead of
 * the secret's ARN (functions/platform/payments.ts reads either), so those two take the stack's form.
 */
export function firstCallEnvironment(entry: string, stackEnv: Record<string, string>): Record<string, string> {
  const env: Record<string, string> = Object.fromEntries(Object.entries(stackEnv).filter(([name]) => STACK_WIDE.test(name)));
  for (const name of functionEnvironment(entry)) {
    if (name === 'STRIPE_SECRET_ARN') {
      for (const local of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_API_URL']) if (stackEnv[local]) env[local] = stackEnv[local];
    } else if (stackEnv[name] !== undefined) env[name] = stackEnv[name];
  }
  return env;
}

/** The claims the JWT authorizer hands a route (the decoded access token), per auth level. */
export type ClaimsByLevel = Partial<Record<RouteEntry['auth'], Record<string, unknown>>>;

const routeOf = (entry: string) => routes.find((r) => `api/${r.handler}.ts` === entry);

/** The demo shopper's tokens, for the calls that carry one themselves rather than the authorizer's claims. */
export interface ShopperTokens {
  accessToken: string;
  refreshToken: string;
}

/** Routes that read their caller's refresh token as the Bearer token (the authorizer does not run for them). */
const SENDS_REFRESH_TOKEN: ReadonlySet<string> = new Set(['api/user/refresh-token.ts']);

/** What the live channel's authorizer hands $connect and the later frames for the shopper: their sub and groups. */
function liveAuthorizerContext(shopper: Record<string, unknown> | undefined): Record<string, string | number> | undefined {
  if (typeof shopper?.sub !== 'string') return undefined;
  const groups = Array.isArray(shopper['cognito:groups']) ? shopper['cognito:groups'].map(String) : [];
  return toAuthorizerContext({ userId: shopper.sub, groups, authTime: undefined, sessionId: undefined });
}

/**
 * The event of the function's first call. A route: its method and path, signed in at its level
 * (a rider route as the demo rider), and a body of `{}` for a call with a body: a read answers
 * (a catalog route loads the catalog), a write answers 400 after it has read its caller.
 */
export function firstCallEvent(entry: string, claims: ClaimsByLevel, tokens?: ShopperTokens): unknown {
  const route = routeOf(entry);
  if (route) {
    const now = new Date();
    return {
      version: '2.0',
      routeKey: `${route.method} ${route.path}`,
      rawPath: route.path,
      rawQueryString: '',
      headers: {
        'content-type': 'application/json',
        host: 'localhost',
        ...(tokens && SENDS_REFRESH_TOKEN.has(entry) ? { authorization: `Bearer ${tokens.refreshToken}` } : {}),
      },
      body: route.method === 'GET' ? undefined : '{}',
      isBase64Encoded: false,
      requestContext: {
        accountId: '000000000000',
        apiId: 'bench',
        domainName: 'localhost',
        domainPrefix: 'localhost',
        http: { method: route.method, path: route.path, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'bench' },
        requestId: 'bench-first-call',
        routeKey: `${route.method} ${route.path}`,
        stage: '$default',
        time: now.toISOString(),
        timeEpoch: now.getTime(),
        authorizer: { principalId: '', integrationLatency: 0, jwt: { claims: route.auth === 'public' ? {} : (claims[route.auth] ?? {}), scopes: [] } },
      },
    };
  }
  if (entry.startsWith('ws/')) {
    return {
      type: 'REQUEST',
      methodArn: 'arn:aws:execute-api:us-east-1:000000000000:bench/$default/$connect',
      headers: {},
      // The authorizer reads the token from the query; $connect and the frames after it read what the authorizer let in.
      queryStringParameters: tokens ? { [LIVE_TOKEN_PARAM]: tokens.accessToken } : {},
      requestContext: {
        connectionId: 'bench-connection',
        routeKey: entry === 'ws/default.ts' ? '$default' : '$connect',
        eventType: 'CONNECT',
        requestTimeEpoch: Date.now(),
        authorizer: liveAuthorizerContext(claims.user),
      },
      body: entry === 'ws/default.ts' ? '{}' : undefined,
    };
  }
  const worker = workers.find((w) => w.entry === entry);
  switch (worker?.trigger.kind) {
    case 'schedule':
      return { 'detail-type': 'Scheduled Event', source: 'aws.events', time: new Date().toISOString(), detail: {} };
    case 'cognito':
      return { triggerSource: 'PostAuthentication_Authentication', userName: 'bench', request: { userAttributes: { sub: 'bench', email: 'bench@example.com' } }, response: {} };
    default:
      // A queue's or the stream's batch, empty: the first call pays the handler's own start, no work.
      return { Records: [] };
  }
}

/** A Lambda context of the shape Powertools reads. */
export const LAMBDA_CONTEXT = {
  awsRequestId: 'bench-first-call',
  functionName: 'bench',
  functionVersion: '$LATEST',
  invokedFunctionArn: 'arn:aws:lambda:us-east-1:000000000000:function:bench',
  memoryLimitInMB: '512',
  logGroupName: '/aws/lambda/bench',
  logStreamName: 'bench',
  callbackWaitsForEmptyEventLoop: true,
};

/** The access token's payload: what the JWT authorizer verifies and hands the function as its claims. */
const claimsOf = (accessToken: string): Record<string, unknown> =>
  JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;

/**
 * Routes whose call ends the session of the token it was made with (logout records it on the
 * profile, and route() refuses that session from then on). Sharing the level's session, the first
 * run's logout would make every later signed-in call of the section answer 401: each of their
 * calls gets a session of its own, signed in for it.
 */
export const ENDS_ITS_SESSION: ReadonlySet<string> = new Set(['api/user/logout.ts']);

/** The signed-in levels: the demo account each is signed in as (the shopper for 'user'). */
const ACCOUNT_OF: Record<Exclude<RouteEntry['auth'], 'public'>, (a: (typeof DEMO_ACCOUNTS)[number]) => boolean> = {
  user: (a) => !a.admin && !a.rider && !a.picker,
  admin: (a) => a.admin,
  rider: (a) => Boolean(a.rider),
  picker: (a) => Boolean(a.picker),
};

/** The stack's environment, a demo caller's claims at each auth level, and a new session's claims when a call must have its own. */
export async function firstCallsOn(stack: Stack): Promise<{
  stackEnv: Record<string, string>;
  claims: ClaimsByLevel;
  tokens: ShopperTokens;
  newSession: (level: keyof typeof ACCOUNT_OF) => Promise<Record<string, unknown>>;
}> {
  const signIn = async (level: keyof typeof ACCOUNT_OF) => {
    const account = DEMO_ACCOUNTS.find(ACCOUNT_OF[level]);
    if (!account) throw new Error(`no demo account for ${level}`);
    return signInByApi(stack.gateway.url, account.email, account.password);
  };
  const newSession = async (level: keyof typeof ACCOUNT_OF) => claimsOf((await signIn(level)).accessToken);
  const shopper = await signIn('user');
  return {
    stackEnv: stack.env,
    claims: { user: claimsOf(shopper.accessToken), admin: await newSession('admin'), rider: await newSession('rider'), picker: await newSession('picker') },
    tokens: { accessToken: shopper.accessToken, refreshToken: shopper.refreshToken },
    newSession,
  };
}

/**
 * A first call the authorizer's context should have let through: refused (401, 403, or the live
 * channel's authorizer throwing "Unauthorized", API Gateway's 401), it measured an error, not the function.
 */
export const refusedOutcome = (outcome: string | undefined): boolean => outcome === '401' || outcome === '403' || outcome === 'threw: Unauthorized';

/** Each function with a first call refused in some run, with what it answered: the cold section fails naming them. */
export function refusedFirstCalls(calls: readonly { entry: string; outcomes: readonly (string | undefined)[] }[]): string[] {
  return calls.flatMap(({ entry, outcomes }) => {
    const refused = outcomes.filter(refusedOutcome);
    return refused.length ? [`${entry}: first call answered ${[...new Set(refused)].join(', ')} in ${refused.length} of ${outcomes.length} runs`] : [];
  });
}
