import { Duration } from 'aws-cdk-lib';
import {
  Alarm,
  AlarmRule,
  AlarmState,
  ComparisonOperator,
  CompositeAlarm,
  MathExpression,
  Metric,
  Stats,
  TreatMissingData,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import { METRIC } from '../../functions/platform/metric-names.js';
import { BURN_WINDOWS, type BurnWindow, latencyBudget, type Slo } from '../slos.js';
import { POWERTOOLS_SERVICE_NAME } from './app-function.js';

/**
 * What an objective's measures are made of, as CloudWatch metrics (any period: each alarm and
 * widget sets its own). Built by the dashboard stack from the objective's source (infra/slos.ts).
 */
export interface SloSignals {
  /** Per series of events: their times (whose percentile rank is taken) and how many there were. */
  times: { label: string; durations: Metric; count: Metric }[];
  /** The metrics counting events, by id; `bad` and `total` name the ids added up. */
  counts: Record<string, Metric>;
  bad: string[];
  total: string[];
}

export interface SloSources {
  /** The function of each deployed route, by route key. */
  routeFunctions: ReadonlyMap<string, IFunction>;
  livePush: IFunction;
  /** The functions' own metrics (metricsNamespace). */
  namespace: string;
}

/**
 * An objective's measures (the kinds of source: infra/slos.ts), or undefined when one of its
 * routes is not deployed (an app built from a few routes, as some infra tests build it).
 */
export function sloSignals(slo: Slo, { routeFunctions, livePush, namespace }: SloSources): SloSignals | undefined {
  const own = (metricName: string, dimensions: Record<string, string> = {}) =>
    new Metric({ namespace, metricName, dimensionsMap: { service: POWERTOOLS_SERVICE_NAME, ...dimensions }, statistic: 'Sum' });
  if (slo.source.kind === 'live-push') {
    const delay = own(METRIC.livePushDelay).with({ statistic: 'SampleCount' });
    return {
      times: [{ label: 'live push delay', durations: delay, count: delay }],
      counts: { err0: livePush.metricErrors(), inv0: livePush.metricInvocations() },
      bad: ['err0'],
      total: ['inv0'],
    };
  }
  const signals: SloSignals = { times: [], counts: {}, bad: [], total: [] };
  for (const [i, route] of slo.source.routes.entries()) {
    const fn = routeFunctions.get(route);
    if (!fn) return undefined;
    signals.times.push({ label: route, durations: fn.metricDuration(), count: fn.metricInvocations() });
    // Route5xx: the handler's own 500s, which Lambda sees as successes; Errors: its crashes and
    // timeouts; Throttles: calls Lambda refused. API Gateway answers the last two with a 5xx.
    Object.assign(signals.counts, { [`inv${i}`]: fn.metricInvocations(), [`thr${i}`]: fn.metricThrottles(), [`err${i}`]: fn.metricErrors(), [`ans${i}`]: own(METRIC.route5xx, { route }) });
    signals.bad.push(`err${i}`, `thr${i}`, `ans${i}`);
    signals.total.push(`inv${i}`, `thr${i}`);
  }
  return signals;
}

export type SloObjective = 'latency' | 'errors';

/** The share of events an objective lets be slow, or fail. */
export const budgetOf = (slo: Slo, objective: SloObjective) => (objective === 'latency' ? latencyBudget(slo) : slo.errorRate);

const sum = (ids: string[], fill: number) => ids.map((id) => `FILL(${id},${fill})`).join(' + ');

/**
 * The share of the objective's events that were bad over `period`, divided by `over`, as one metric
 * math expression. Slow: with PR(:threshold), the percentage of a series within the threshold, each
 * series' slow events are count × (100 − PR) / 100, added over the series. Failed: the bad counts
 * over the total counts. No events: 0, so a quiet night burns nothing.
 */
function shareOf(slo: Slo, signals: SloSignals, objective: SloObjective, period: Duration, label: string, over: number): MathExpression {
  if (objective === 'latency') {
    const usingMetrics: Record<string, Metric> = {};
    signals.times.forEach(({ durations, count }, i) => {
      usingMetrics[`n${i}`] = count.with({ period });
      usingMetrics[`pr${i}`] = durations.with({ period, statistic: Stats.percentileRank(slo.latency.thresholdMs) });
    });
    const ids = signals.times.map((_, i) => i);
    const slow = ids.map((i) => `FILL(n${i},0) * (100 - FILL(pr${i},100))`).join(' + ');
    const all = sum(ids.map((i) => `n${i}`), 0);
    return new MathExpression({ expression: `IF((${all}) > 0, (${slow}) / (100 * (${all})) / ${over}, 0)`, usingMetrics, period, label });
  }
  const usingMetrics = Object.fromEntries(Object.entries(signals.counts).map(([id, metric]) => [id, metric.with({ period, statistic: 'Sum' })]));
  const total = sum(signals.total, 0);
  return new MathExpression({ expression: `IF((${total}) > 0, (${sum(signals.bad, 0)}) / (${total}) / ${over}, 0)`, usingMetrics, period, label });
}

/** The share of the objective's events that were bad over `period` (0 to 1). */
export const badShare = (slo: Slo, signals: SloSignals, objective: SloObjective, period: Duration, label: string) =>
  shareOf(slo, signals, objective, period, label, 1);

/** How many times faster than the sustainable rate the budget burns over `period` (1: all of it in SLO_DAYS). */
export const burnRate = (slo: Slo, signals: SloSignals, objective: SloObjective, period: Duration, label: string) =>
  shareOf(slo, signals, objective, period, label, budgetOf(slo, objective));

export interface SloAlarmsProps {
  slo: Slo;
  signals: SloSignals;
  /** `quickbasket-<stage>`: the alarms are named `<prefix>-slo-<id>-<objective>-<window>`. */
  namePrefix: string;
  alarmTopic: ITopic;
}

/**
 * One objective's burn-rate alarms: per objective (latency, errors) and burn window (slow, fast),
 * one alarm on the long window and one on the short, silent, and a composite alarm, ALARM when
 * both are, that pages the operator's topic.
 */
export class SloAlarms extends Construct {
  /** The composite alarms that page, by name. */
  readonly pages: CompositeAlarm[] = [];

  constructor(scope: Construct, id: string, props: SloAlarmsProps) {
    super(scope, id);
    for (const objective of ['latency', 'errors'] as const) {
      for (const window of BURN_WINDOWS) this.pages.push(this.page(props, objective, window));
    }
  }

  private page({ slo, signals, namePrefix, alarmTopic }: SloAlarmsProps, objective: SloObjective, window: BurnWindow): CompositeAlarm {
    const name = `${namePrefix}-slo-${slo.id}-${objective}-${window.id}`;
    const what = objective === 'latency' ? `slower than ${slo.latency.thresholdMs} ms (p${slo.latency.percentile})` : 'failed';
    const burning = (span: 'long' | 'short', minutes: number) =>
      new Alarm(this, `${objective}-${window.id}-${span}`, {
        alarmName: `${name}-${span}`,
        alarmDescription: `${slo.title}: the share ${what} over ${minutes} min is ${window.burnRate}x its budget or more (the ${window.id} window's ${span} part; ${name} pages)`,
        metric: burnRate(slo, signals, objective, Duration.minutes(minutes), `${objective} burn rate, ${minutes} min`),
        threshold: window.burnRate,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        evaluationPeriods: 1,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      });
    const long = burning('long', window.longMinutes);
    const short = burning('short', window.shortMinutes);
    const page = new CompositeAlarm(this, `${objective}-${window.id}`, {
      compositeAlarmName: name,
      alarmDescription:
        `${slo.title}: the ${objective === 'latency' ? 'latency' : 'error'} budget burns at ${window.burnRate}x or more over ` +
        `${window.longMinutes} min and over the last ${window.shortMinutes} min (docs/operations.md, "Service level objectives")`,
      alarmRule: AlarmRule.allOf(AlarmRule.fromAlarm(long, AlarmState.ALARM), AlarmRule.fromAlarm(short, AlarmState.ALARM)),
    });
    page.addAlarmAction(new SnsAction(alarmTopic));
    return page;
  }
}
