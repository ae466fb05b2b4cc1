import { Duration } from 'aws-cdk-lib';
import {
  AlarmStatusWidget,
  GraphWidget,
  type IAlarm,
  type IWidget,
  MathExpression,
  SingleValueWidget,
  TextWidget,
} from 'aws-cdk-lib/aws-cloudwatch';
import { BURN_WINDOWS, SLO_DAYS, type Slo } from '../slos.js';
import { burnRate, type SloObjective, type SloSignals } from './slo-alarms.js';

const HOUR = Duration.hours(1);
const PERIOD = Duration.minutes(5);

/** The section's head: every objective's paging alarms, in one grid, ALARM first. */
export function sloStatusWidgets(pages: IAlarm[]): IWidget[] {
  return [
    new TextWidget({
      markdown: `## Service level objectives (infra/slos.ts), over ${SLO_DAYS} days\nEach alarm pages when its budget burns fast over a long and a short window (docs/operations.md).`,
      width: 24,
      height: 2,
    }),
    new AlarmStatusWidget({ title: 'Burn-rate alarms', alarms: pages, width: 24, height: 3 }),
  ];
}

/**
 * One objective's row: the time of its events at the objective's percentile against the threshold,
 * both burn rates over an hour against the windows' thresholds, and the share of each budget the
 * last SLO_DAYS used (100 % and more: the objective was missed).
 */
export function sloWidgets(slo: Slo, signals: SloSignals): IWidget[] {
  const percentile = `p${slo.latency.percentile}`;
  const burnOver = (objective: SloObjective, period: Duration, label: string) => burnRate(slo, signals, objective, period, label);
  const budgetUsed = (objective: SloObjective) =>
    new MathExpression({
      expression: `${objective}Burn * 100`,
      usingMetrics: { [`${objective}Burn`]: burnOver(objective, Duration.days(SLO_DAYS), `${objective} burn, ${SLO_DAYS} days`) },
      period: Duration.days(SLO_DAYS),
      label: `${objective === 'latency' ? 'latency' : 'error'} budget used (%)`,
    });
  return [
    new GraphWidget({
      title: `${slo.title}: ${percentile} (ms)`,
      left: signals.times.map(({ label, durations }) => durations.with({ period: PERIOD, statistic: percentile, label })),
      leftAnnotations: [{ value: slo.latency.thresholdMs, label: `objective (${percentile})` }],
      leftYAxis: { min: 0 },
      width: 8,
      height: 6,
    }),
    new GraphWidget({
      title: `${slo.title}: burn rate over 1 h`,
      left: (['latency', 'errors'] as const).map((objective) => burnOver(objective, HOUR, `${objective} burn rate`)),
      leftAnnotations: BURN_WINDOWS.map((w) => ({ value: w.burnRate, label: `${w.id} window (${w.longMinutes / 60} h)` })),
      leftYAxis: { min: 0 },
      period: HOUR,
      width: 8,
      height: 6,
    }),
    new SingleValueWidget({
      title: `${slo.title}: budget used, last ${SLO_DAYS} days`,
      metrics: [budgetUsed('latency'), budgetUsed('errors')],
      start: `-P${SLO_DAYS}D`,
      setPeriodToTimeRange: true,
      width: 8,
      height: 6,
    }),
  ];
}
