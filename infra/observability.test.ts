// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { BUNDLING_STACKS } from 'aws-cdk-lib/cx-api';
import { afterAll, describe, expect, it } from 'vitest';
import { liveEntries } from '../functions/ws/routes.js';
import { routes } from '../functions/api/routes.js';
import { workers } from '../functions/workers.js';
import { METRIC, OTP_MAIL_PURPOSES, OTP_MAIL_REFUSALS, PAYMENT_METHODS } from '../functions/platform/metric-names.js';
import { buildApp } from './build-app.js';
import { REPO_ROOT } from './config.js';

/** Traces and metrics: active X-Ray tracing on every function of the app, and the dashboard. */

const ENV = { account: '123456789012', region: 'ap-south-1' };
const cdkJsonContext = (JSON.parse(readFileSync(path.join(REPO_ROOT, 'cdk.json'), 'utf8')) as { context: object }).context;

/** A stand-in for frontend/dist (the web stack deploys it). */
const SITE_DIR = (() => {
  const dir = mkdtempSync(path.join(tmpdir(), 'qb-obs-site-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><script type="module" src="/assets/index-abc123.js"></script>');
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), 'console.log("site")');
  return dir;
})();
afterAll(() => rmSync(SITE_DIR, { recursive: true, force: true }));

function synth(context: Record<string, unknown> = {}) {
  const app = new App({ builtinCloudFormationValidation: false, context: { ...cdkJsonContext, [BUNDLING_STACKS]: [], ...context } });
  const stacks = buildApp(app, { env: ENV, siteDir: SITE_DIR });
  const templates = app.node.children.filter((c): c is Stack => c instanceof Stack).map((s) => Template.fromStack(s));
  return { stacks, templates };
}

interface CfnResource {
  Type: string;
  Properties: Record<string, unknown>;
}
const resourcesOf = (template: Template, type: string) => Object.entries(template.findResources(type) as Record<string, CfnResource>);
const envOf = (fn: CfnResource) => (fn.Properties.Environment as { Variables?: Record<string, unknown> } | undefined)?.Variables ?? {};

/** The app's own functions: AppFunction sets Powertools' service name on each (CDK's helpers have none). */
const appFunctions = (templates: Template[]) =>
  templates.flatMap((t) => resourcesOf(t, 'AWS::Lambda::Function').map(([id, fn]) => ({ id, fn, template: t }))).filter(({ fn }) => 'POWERTOOLS_SERVICE_NAME' in envOf(fn));

describe('tracing and metrics on every function', () => {
  const { templates } = synth();
  const functions = appFunctions(templates);

  it('finds every function of the app: one per route, consumer, job and trigger, and the live channel\'s', () => {
    // The routes manifest, the live channel's authorizer and routes (functions/ws/routes.ts), and the
    // workers manifest (functions/workers.ts): each consumer, job and trigger.
    expect(functions).toHaveLength(routes.length + liveEntries().length + workers.length);
  });

  it('has active X-Ray tracing and may send its segments', () => {
    for (const { id, fn, template } of functions) {
      expect(fn.Properties.TracingConfig, id).toEqual({ Mode: 'Active' });
      const roleId = (fn.Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
      const actions = resourcesOf(template, 'AWS::IAM::Policy')
        .filter(([, p]) => (p.Properties.Roles as { Ref: string }[]).some((r) => r.Ref === roleId))
        .flatMap(([, p]) => (p.Properties.PolicyDocument as { Statement: { Action: string | string[] }[] }).Statement)
        .flatMap((s) => [s.Action].flat());
      expect(actions, id).toEqual(expect.arrayContaining(['xray:PutTraceSegments', 'xray:PutTelemetryRecords']));
    }
  });

  it("writes metrics to its stage's namespace, as the service the logs name", () => {
    for (const { id, fn } of functions) expect(envOf(fn), id).toMatchObject({ POWERTOOLS_METRICS_NAMESPACE: 'QuickBasket/dev', POWERTOOLS_SERVICE_NAME: 'quickbasket' });
    const prod = appFunctions(synth({ stage: 'prod', mailFrom: 'QuickBasket <no-reply@shop.example.com>' }).templates);
    expect(new Set(prod.map(({ fn }) => envOf(fn).POWERTOOLS_METRICS_NAMESPACE))).toEqual(new Set(['QuickBasket/prod']));
  });
});

describe('the dashboard', () => {
  const { stacks } = synth();
  const template = Template.fromStack(stacks.dashboard);
  const [[, dashboard] = []] = resourcesOf(template, 'AWS::CloudWatch::Dashboard');

  /** The body is a JSON string joined around tokens (the API's id, imported from the api stack). */
  const body = (() => {
    const raw = dashboard!.Properties.DashboardBody as string | { 'Fn::Join': [string, unknown[]] };
    const text = typeof raw === 'string' ? raw : raw['Fn::Join'][1].map((part) => (typeof part === 'string' ? part : '<API_ID>')).join('');
    return JSON.parse(text) as { widgets: { type: string; properties: { title?: string; metrics?: unknown[][] } }[] };
  })();
  const graphs = body.widgets.filter((w) => w.type === 'metric');
  const series = (title: string) => graphs.find((g) => g.properties.title === title)?.properties.metrics ?? [];
  /** [namespace, metric name, dimension name, value, ...] of one widget's metrics, dimensions by name, options dropped. */
  const metricsOf = (title: string) =>
    series(title).map((m) => {
      const [namespace, name, ...dimensions] = m.filter((part): part is string => typeof part === 'string');
      const pairs = dimensions.flatMap((d, i) => (i % 2 === 0 ? [[d, dimensions[i + 1]!]] : [])).sort(([a], [b]) => a!.localeCompare(b!));
      return [namespace, name, ...pairs.flat()];
    });
  const expressionsOf = (title: string) => series(title).map((m) => (m[0] as { expression?: string }).expression).filter(Boolean);

  it('is named after the stage and linked from the outputs', () => {
    expect(dashboard!.Properties.DashboardName).toBe('quickbasket-dev');
    template.hasOutput('DashboardUrl', {});
  });

  it("shows the API's requests, 4xx, 5xx and latency (p50, p95, p99) from API Gateway, for this API", () => {
    expect(metricsOf('Requests')).toEqual([['AWS/ApiGateway', 'Count', 'ApiId', '<API_ID>']]);
    expect(metricsOf('Errors')).toEqual([
      ['AWS/ApiGateway', '4xx', 'ApiId', '<API_ID>'],
      ['AWS/ApiGateway', '5xx', 'ApiId', '<API_ID>'],
    ]);
    expect(metricsOf('Latency (ms)')).toEqual([0, 1, 2].map(() => ['AWS/ApiGateway', 'Latency', 'ApiId', '<API_ID>']));
    expect(series('Latency (ms)').map((m) => (m.at(-1) as { stat: string }).stat)).toEqual(['p50', 'p95', 'p99']);
  });

  it('shows orders placed by payment method, failed payments, refunds, and code mails sent and refused', () => {
    const app = (name: string, ...dimension: string[]) => ['QuickBasket/dev', name, ...dimension, 'service', 'quickbasket'];
    expect(metricsOf('Orders placed')).toEqual(PAYMENT_METHODS.map((m) => app(METRIC.ordersPlaced, 'paymentMethod', m)));
    expect(metricsOf('Payments failed, refunds started')).toEqual([app(METRIC.paymentsFailed), app(METRIC.refundsStarted)]);
    expect(metricsOf('Code mails')).toEqual([
      ...OTP_MAIL_PURPOSES.map((p) => app(METRIC.otpMailsSent, 'purpose', p)),
      ...OTP_MAIL_REFUSALS.map((r) => app(METRIC.otpMailsRefused, 'reason', r)),
    ]);
  });

  it('shows 4xx and 5xx per route and cold starts per function, whatever routes there are', () => {
    expect(expressionsOf('4xx by route')).toEqual([`SEARCH('{"QuickBasket/dev",route,service} MetricName="${METRIC.route4xx}" service="quickbasket"', 'Sum', 300)`]);
    expect(expressionsOf('5xx by route')).toEqual([`SEARCH('{"QuickBasket/dev",route,service} MetricName="${METRIC.route5xx}" service="quickbasket"', 'Sum', 300)`]);
    expect(expressionsOf('Cold starts by function')).toEqual([
      `SEARCH('{"QuickBasket/dev",function_name,service} MetricName="${METRIC.coldStart}" service="quickbasket"', 'Sum', 300)`,
    ]);
  });

  it('shows every metric the functions write', () => {
    const text = JSON.stringify(body);
    for (const name of Object.values(METRIC)) expect(text, name).toContain(name);
  });
});

describe('the payment mismatch alarm', () => {
  const { stacks } = synth();
  const events = Template.fromStack(stacks.events);

  it('alarms on the first Stripe Checkout event that did not match its order, to the alarm topic', () => {
    const [, alarm] = resourcesOf(events, 'AWS::CloudWatch::Alarm').find(([id]) => id.startsWith('PaymentMismatches'))!;
    expect(alarm.Properties).toMatchObject({
      MetricName: METRIC.paymentMismatches,
      Namespace: 'QuickBasket/dev',
      Dimensions: [{ Name: 'service', Value: 'quickbasket' }],
      Statistic: 'Sum',
      Threshold: 1,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      TreatMissingData: 'notBreaching',
    });
    expect(alarm.Properties.AlarmActions).toHaveLength(1);
  });
});
