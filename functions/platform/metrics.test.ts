/**
 * The metrics as CloudWatch reads them: the EMF lines Powertools writes to stdout, captured here.
 * The suites run with POWERTOOLS_METRICS_DISABLED=true (vitest.config.ts); this file turns them on
 * before the modules are loaded, as infra's environment does in Lambda.
 */
import type { APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { METRIC } from './metric-names.js';
import type * as Metrics from './metrics.js';
import type { route as Route } from './route.js';
import type { observed as Observed } from './tracer.js';


interface Emf {
  _aws: { Timestamp: number; CloudWatchMetrics: { Namespace: string; Dimensions: string[][]; Metrics: { Name: string; Unit: string }[] }[] };
  [field: string]: unknown;
}

let lines: string[] = [];
const emitted = (): Emf[] => lines.filter((l) => l.includes('"_aws"')).map((l) => JSON.parse(l) as Emf);

/** One metric of one EMF line, reduced to what a CloudWatch query names: namespace, name, dimensions, value. */
const metricOf = (emf: Emf) => {
  const [directive] = emf._aws.CloudWatchMetrics;
  const [dimensions = []] = directive!.Dimensions;
  const [metric] = directive!.Metrics;
  return {
    namespace: directive!.Namespace,
    name: metric!.Name,
    unit: metric!.Unit,
    dimensions: Object.fromEntries(dimensions.map((d) => [d, emf[d]])),
    value: emf[metric!.Name],
  };
};

let metrics: typeof Metrics;
let route: typeof Route;
let observed: typeof Observed;

beforeAll(async () => {
  vi.stubEnv('POWERTOOLS_METRICS_DISABLED', 'false');
  vi.stubEnv('POWERTOOLS_METRICS_NAMESPACE', 'QuickBasket/test');
  vi.stubEnv('POWERTOOLS_SERVICE_NAME', 'quickbasket');
  // Lambda sets it; Powertools reports no cold start without it (provisioned containers are warm).
  vi.stubEnv('AWS_LAMBDA_INITIALIZATION_TYPE', 'on-demand');
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    lines.push(...String(chunk).split('\n').filter(Boolean));
    return true;
  });
  metrics = await import('./metrics.js');
  ({ route } = await import('./route.js'));
  ({ observed } = await import('./tracer.js'));
});
afterAll(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});
beforeEach(() => {
  lines = [];
});

describe('observed(): ColdStart (first in this file: the first invocation of this "container")', () => {
  it('is counted on the first invocation only, with the function name from the context', async () => {
    const handler = observed(async (event: { n: number }, _context?: { functionName: string }) => event.n);
    expect(await handler({ n: 1 }, { functionName: 'quickbasket-dev-finish-order' })).toBe(1);
    expect(emitted().map(metricOf)).toEqual([
      { namespace: 'QuickBasket/test', name: 'ColdStart', unit: 'Count', dimensions: { service: 'quickbasket', function_name: 'quickbasket-dev-finish-order' }, value: 1 },
    ]);
    lines = [];
    expect(await handler({ n: 2 }, { functionName: 'quickbasket-dev-finish-order' })).toBe(2);
    expect(emitted()).toEqual([]);
  });
});

describe('metrics (EMF on stdout)', () => {
  it('an order placed: OrdersPlaced 1 by payment method, in the namespace and service from the environment', () => {
    metrics.countOrderPlaced('cod');
    metrics.countOrderPlaced('card');
    expect(emitted().map(metricOf)).toEqual([
      { namespace: 'QuickBasket/test', name: 'OrdersPlaced', unit: 'Count', dimensions: { service: 'quickbasket', paymentMethod: 'cod' }, value: 1 },
      { namespace: 'QuickBasket/test', name: 'OrdersPlaced', unit: 'Count', dimensions: { service: 'quickbasket', paymentMethod: 'card' }, value: 1 },
    ]);
    expect(lines).toHaveLength(2);
  });

  it('payments failed, refunds started, code mails sent and refused, each with only its own dimensions', () => {
    metrics.countPaymentFailed();
    metrics.countRefundStarted();
    metrics.countOtpMailSent('password-reset');
    metrics.countOtpMailSent('email-change');
    metrics.countOtpMailRefused('hourly-limit');
    metrics.countOtpMailRefused('too-soon');
    expect(emitted().map((e) => [metricOf(e).name, metricOf(e).dimensions])).toEqual([
      [METRIC.paymentsFailed, { service: 'quickbasket' }],
      [METRIC.refundsStarted, { service: 'quickbasket' }],
      [METRIC.otpMailsSent, { service: 'quickbasket', purpose: 'password-reset' }],
      [METRIC.otpMailsSent, { service: 'quickbasket', purpose: 'email-change' }],
      [METRIC.otpMailsRefused, { service: 'quickbasket', reason: 'hourly-limit' }],
      [METRIC.otpMailsRefused, { service: 'quickbasket', reason: 'too-soon' }],
    ]);
  });

  it('the live push delay: milliseconds, one value per change, with the service dimension only', () => {
    metrics.recordLivePushDelay(270);
    expect(emitted().map(metricOf)).toEqual([
      { namespace: 'QuickBasket/test', name: METRIC.livePushDelay, unit: 'Milliseconds', dimensions: { service: 'quickbasket' }, value: 270 },
    ]);
  });

  it('answers: 4xx and 5xx per route, nothing for 2xx and 3xx', () => {
    for (const status of [200, 201, 302, 400, 404, 429, 500, 502]) metrics.countAnswer('GET /api/x', status);
    expect(emitted().map((e) => [metricOf(e).name, metricOf(e).dimensions.route])).toEqual([
      ['Route4xx', 'GET /api/x'],
      ['Route4xx', 'GET /api/x'],
      ['Route4xx', 'GET /api/x'],
      ['Route5xx', 'GET /api/x'],
      ['Route5xx', 'GET /api/x'],
    ]);
  });
});

describe('route() counts its answers per route', () => {
  const event = (routeKey: string, body: string, claims?: Record<string, unknown>) =>
    ({
      routeKey,
      headers: {},
      body,
      isBase64Encoded: false,
      requestContext: { requestId: 'req-1', authorizer: claims ? { jwt: { claims, scopes: [] } } : undefined },
    }) as unknown as APIGatewayProxyEventV2WithJWTAuthorizer;
  const shopper = { sub: 'u1', token_use: 'access', 'cognito:groups': '[]' };

  it('a 2xx is not counted; 400, 401 and a 500 are, each under its route key', async () => {
    const handler = route({ auth: 'user', body: z.object({ n: z.number() }) }, async ({ body }) => {
      if (body.n < 0) throw new Error('a bug');
      return { data: body.n };
    });
    await handler(event('POST /api/a', '{"n":1}', shopper));
    expect(emitted()).toEqual([]);
    await handler(event('POST /api/a', '{"n":"x"}', shopper));
    await handler(event('POST /api/b', '{"n":1}'));
    await handler(event('POST /api/b', '{"n":-1}', shopper));
    expect(emitted().map(metricOf).map((m) => [m.name, m.dimensions])).toEqual([
      ['Route4xx', { service: 'quickbasket', route: 'POST /api/a' }],
      ['Route4xx', { service: 'quickbasket', route: 'POST /api/b' }],
      ['Route5xx', { service: 'quickbasket', route: 'POST /api/b' }],
    ]);
  });
});
