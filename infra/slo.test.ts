// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { CfnElement } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { routes } from '../functions/api/routes.js';
import { METRIC } from '../functions/platform/metric-names.js';
import { REPO_ROOT } from './config.js';
import { BURN_WINDOWS, SLOS, type Slo } from './slos.js';
import { type CfnResource, devApp, resourcesOf } from './test-app.js';

/**
 * The service level objectives of infra/slos.ts in the dev app: per objective, latency and errors,
 * a fast and a slow multiwindow burn-rate alarm that pages the alarm topic, on the dashboard.
 */

interface Query {
  Id: string;
  Expression?: string;
  MetricStat?: { Metric: { Namespace: string; MetricName: string; Dimensions?: { Name: string; Value: unknown }[] }; Period: number; Stat: string };
  ReturnData?: boolean;
}

const { stacks } = devApp();
const dashboard = Template.fromStack(stacks.dashboard);
const alarms = Object.values(resourcesOf(dashboard, 'AWS::CloudWatch::Alarm'));
const composites = Object.entries(resourcesOf(dashboard, 'AWS::CloudWatch::CompositeAlarm'));
const alarmNamed = (name: string): CfnResource => {
  const found = alarms.filter((a) => a.Properties.AlarmName === name);
  expect(found, name).toHaveLength(1);
  return found[0]!;
};
const queriesOf = (alarm: CfnResource) => alarm.Properties.Metrics as Query[];
const expressionOf = (alarm: CfnResource) => queriesOf(alarm).find((q) => q.ReturnData !== false)!.Expression!;
const statsOf = (alarm: CfnResource) => queriesOf(alarm).flatMap((q) => (q.MetricStat ? [q.MetricStat] : []));
/** The function a Lambda metric names, as the logical id of the routes stack's function (through its cross-stack reference). */
const functionOf = (stat: NonNullable<Query['MetricStat']>) => JSON.stringify(stat.Metric.Dimensions?.find((d) => d.Name === 'FunctionName')?.Value);
const objectives = ['latency', 'errors'] as const;
const pageName = (slo: Slo, objective: string, window: string) => `quickbasket-dev-slo-${slo.id}-${objective}-${window}`;

describe('the objectives manifest (infra/slos.ts)', () => {
  it('names only routes the manifest has', () => {
    const keys = routes.map((r) => `${r.method} ${r.path}`);
    for (const slo of SLOS) if (slo.source.kind === 'routes') for (const route of slo.source.routes) expect(keys, slo.id).toContain(route);
  });

  it('holds the targets of the order path, serviceability and the live push', () => {
    const target = (id: string) => SLOS.find((s) => s.id === id);
    expect(target('place-order')).toMatchObject({ latency: { percentile: 99, thresholdMs: 1000 }, errorRate: 0.001 });
    expect(target('place-order')?.source).toEqual({ kind: 'routes', routes: ['POST /api/order/checkout', 'POST /api/order/cash-on-delivery'] });
    expect(target('serviceability')).toMatchObject({ latency: { percentile: 99, thresholdMs: 200 }, errorRate: 0.001 });
    expect(target('live-push')).toMatchObject({ source: { kind: 'live-push' }, latency: { percentile: 95, thresholdMs: 1000 } });
    expect(BURN_WINDOWS).toEqual([
      { id: 'fast', longMinutes: 60, shortMinutes: 5, burnRate: 14.4 },
      { id: 'slow', longMinutes: 360, shortMinutes: 30, burnRate: 6 },
    ]);
  });
});

describe.each(SLOS.map((slo) => [slo.id, slo] as const))('the %s objective', (_id, slo) => {
  const cases = BURN_WINDOWS.flatMap((window) => objectives.map((objective) => ({ objective, window, label: `${objective}, ${window.id} window` })));
  it.each(cases)('$label: pages when both the long and the short window burn at its rate', ({ objective, window }) => {
    const name = pageName(slo, objective, window.id);
    const found = composites.filter(([, c]) => c.Properties.AlarmName === name);
    expect(found, name).toHaveLength(1);
    const [, page] = found[0]!;
    const long = alarmNamed(`${name}-long`);
    const short = alarmNamed(`${name}-short`);
    // ALARM(<long>) AND ALARM(<short>), by the alarms' ARNs.
    const [longId, shortId] = [long, short].map((a) => Object.entries(resourcesOf(dashboard, 'AWS::CloudWatch::Alarm')).find(([, r]) => r === a)![0]);
    expect(page.Properties.AlarmRule).toEqual({
      'Fn::Join': ['', ['(ALARM("', { 'Fn::GetAtt': [longId, 'Arn'] }, '") AND ALARM("', { 'Fn::GetAtt': [shortId, 'Arn'] }, '"))']],
    });
    // It alone notifies: the operator's alarm topic, as every other alarm of the app.
    const topicId = stacks.data.getLogicalId(stacks.data.alarmTopic.node.defaultChild as CfnElement);
    expect(page.Properties.AlarmActions).toEqual([{ 'Fn::GetStackOutput': expect.objectContaining({ StackName: 'quickbasket-dev-data', OutputName: expect.stringContaining(`Ref${topicId}`) }) }]);

    for (const [alarm, minutes] of [[long, window.longMinutes], [short, window.shortMinutes]] as const) {
      expect(alarm.Properties).toMatchObject({
        Threshold: window.burnRate,
        ComparisonOperator: 'GreaterThanOrEqualToThreshold',
        EvaluationPeriods: 1,
        TreatMissingData: 'notBreaching',
      });
      expect(alarm.Properties.AlarmActions).toBeUndefined();
      const stats = statsOf(alarm);
      // Every metric over the window itself; CloudWatch takes at most 10 metrics in an alarm's math.
      expect(new Set(stats.map((s) => s.Period))).toEqual(new Set([minutes * 60]));
      expect(stats.length).toBeLessThanOrEqual(10);
      const budget = objective === 'latency' ? (100 - slo.latency.percentile) / 100 : slo.errorRate;
      expect(expressionOf(alarm)).toMatch(new RegExp(`^IF\\(.*\\) > 0, .* / ${budget}, 0\\)$`));
    }
  });
});

describe('what each objective measures', () => {
  const fast = (slo: string, objective: string) => alarmNamed(`quickbasket-dev-slo-${slo}-${objective}-fast-long`);

  it('placing an order: the share of both routes\' invocations over 1 s, from Lambda\'s Duration, weighted by their counts', () => {
    const alarm = fast('place-order', 'latency');
    expect(expressionOf(alarm)).toBe(
      'IF((FILL(n0,0) + FILL(n1,0)) > 0, (FILL(n0,0) * (100 - FILL(pr0,100)) + FILL(n1,0) * (100 - FILL(pr1,100))) / (100 * (FILL(n0,0) + FILL(n1,0))) / 0.01, 0)',
    );
    const stats = Object.fromEntries(queriesOf(alarm).flatMap((q) => (q.MetricStat ? [[q.Id, q.MetricStat]] : [])));
    for (const i of [0, 1]) {
      expect(stats[`pr${i}`]).toMatchObject({ Metric: { Namespace: 'AWS/Lambda', MetricName: 'Duration' }, Stat: 'PR(:1000)' });
      expect(stats[`n${i}`]).toMatchObject({ Metric: { Namespace: 'AWS/Lambda', MetricName: 'Invocations' }, Stat: 'Sum' });
      expect(functionOf(stats[`pr${i}`]!)).toBe(functionOf(stats[`n${i}`]!));
    }
    expect(functionOf(stats.pr0!)).not.toBe(functionOf(stats.pr1!));
  });

  it('placing an order: 5xx answers, crashes, timeouts and throttles over invocations and throttles, per route', () => {
    const alarm = fast('place-order', 'errors');
    expect(expressionOf(alarm)).toBe(
      'IF((FILL(inv0,0) + FILL(thr0,0) + FILL(inv1,0) + FILL(thr1,0)) > 0, (FILL(err0,0) + FILL(thr0,0) + FILL(ans0,0) + FILL(err1,0) + FILL(thr1,0) + FILL(ans1,0)) / (FILL(inv0,0) + FILL(thr0,0) + FILL(inv1,0) + FILL(thr1,0)) / 0.001, 0)',
    );
    const stats = Object.fromEntries(queriesOf(alarm).flatMap((q) => (q.MetricStat ? [[q.Id, q.MetricStat]] : [])));
    expect(Object.keys(stats).sort()).toEqual(['ans0', 'ans1', 'err0', 'err1', 'inv0', 'inv1', 'thr0', 'thr1']);
    expect(stats.err0).toMatchObject({ Metric: { Namespace: 'AWS/Lambda', MetricName: 'Errors' }, Stat: 'Sum' });
    expect(stats.thr0).toMatchObject({ Metric: { Namespace: 'AWS/Lambda', MetricName: 'Throttles' }, Stat: 'Sum' });
    for (const [id, route] of [['ans0', 'POST /api/order/checkout'], ['ans1', 'POST /api/order/cash-on-delivery']] as const) {
      expect(stats[id]).toEqual({
        Metric: { Namespace: 'QuickBasket/dev', MetricName: METRIC.route5xx, Dimensions: expect.arrayContaining([{ Name: 'service', Value: 'quickbasket' }, { Name: 'route', Value: route }]) },
        Period: 3600,
        Stat: 'Sum',
      });
    }
  });

  it('serviceability: its one route over 200 ms', () => {
    const stats = statsOf(fast('serviceability', 'latency'));
    expect(stats.map((s) => [s.Metric.MetricName, s.Stat])).toEqual([['Invocations', 'Sum'], ['Duration', 'PR(:200)']]);
  });

  it("the live push: the share of its LivePushDelay values over 1 s (5 % allowed), its function's errors over its invocations", () => {
    const latency = fast('live-push', 'latency');
    expect(statsOf(latency)).toEqual([
      { Metric: { Namespace: 'QuickBasket/dev', MetricName: METRIC.livePushDelay, Dimensions: [{ Name: 'service', Value: 'quickbasket' }] }, Period: 3600, Stat: 'SampleCount' },
      { Metric: { Namespace: 'QuickBasket/dev', MetricName: METRIC.livePushDelay, Dimensions: [{ Name: 'service', Value: 'quickbasket' }] }, Period: 3600, Stat: 'PR(:1000)' },
    ]);
    expect(expressionOf(latency)).toMatch(/ \/ 0\.05, 0\)$/);
    const errors = fast('live-push', 'errors');
    expect(statsOf(errors).map((s) => [s.Metric.MetricName, s.Stat])).toEqual([['Errors', 'Sum'], ['Invocations', 'Sum']]);
    expect(JSON.stringify(statsOf(errors))).toMatch(/LivePush/);
  });
});

describe('on the dashboard', () => {
  const [body] = Object.values(resourcesOf(dashboard, 'AWS::CloudWatch::Dashboard')).map((d) => JSON.stringify(d.Properties.DashboardBody));

  it('shows every paging alarm in one status grid', () => {
    expect(composites).toHaveLength(SLOS.length * objectives.length * BURN_WINDOWS.length);
    expect(body).toContain('"type\\":\\"alarm\\"');
    for (const [id] of composites) expect(body).toContain(`{\\"Fn::GetAtt\\":[\\"${id}\\",\\"Arn\\"]}`.replace(/\\"/g, '"'));
  });

  it('has a row per objective: its percentile against the threshold, its burn rates, the budget its last 7 days used', () => {
    for (const slo of SLOS) {
      expect(body, slo.id).toContain(`${slo.title}: p${slo.latency.percentile} (ms)`);
      expect(body, slo.id).toContain(`${slo.title}: burn rate over 1 h`);
      expect(body, slo.id).toContain(`${slo.title}: budget used, last 7 days`);
    }
    expect(body).toContain('-P7D');
  });
});

describe('docs/operations.md', () => {
  it('names every paging alarm, so the operator finds what it means and what to look at first', () => {
    const operations = readFileSync(path.join(REPO_ROOT, 'docs/operations.md'), 'utf8');
    for (const slo of SLOS) for (const objective of objectives) for (const w of BURN_WINDOWS) expect(operations).toContain(`slo-${slo.id}-${objective}-${w.id}`);
  });
});
