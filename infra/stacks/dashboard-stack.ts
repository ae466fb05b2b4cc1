import { CfnOutput, Duration, Stack, type StackProps } from 'aws-cdk-lib';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { Dashboard, GraphWidget, type IMetric, MathExpression, Metric, TextWidget } from 'aws-cdk-lib/aws-cloudwatch';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import type { Construct } from 'constructs';
import { METRIC, type MetricName, OTP_MAIL_PURPOSES, OTP_MAIL_REFUSALS, PAYMENT_METHODS } from '../../functions/platform/metric-names.js';
import { PROJECT, type Stage } from '../config.js';
import { metricsNamespace, POWERTOOLS_SERVICE_NAME } from '../constructs/app-function.js';
import { SloAlarms, sloSignals } from '../constructs/slo-alarms.js';
import { sloStatusWidgets, sloWidgets } from '../constructs/slo-widgets.js';
import { SLOS } from '../slos.js';
import { API_LATENCY_ALARM_MS } from './api-stack.js';

export interface DashboardStackProps extends StackProps {
  stage: Stage;
  /** The HTTP API whose requests, errors and latency the dashboard shows beside the app's metrics. */
  api: IHttpApi;
  /** The service level objectives' burn-rate alarms page here (infra/slos.ts). */
  alarmTopic: ITopic;
  /** What the objectives measure: the function of each deployed route, by route key, and the live push. */
  routeFunctions: ReadonlyMap<string, IFunction>;
  livePush: IFunction;
}

const PERIOD = Duration.minutes(5);

/**
 * One CloudWatch dashboard, `quickbasket-<stage>`: the API as API Gateway measures it (requests,
 * 4xx, 5xx, latency) above what the functions count themselves (functions/platform/metrics.ts):
 * orders placed by payment method, failed payments, refunds, code mails sent and refused, live
 * connections refused, and 4xx, 5xx and cold starts per route or function; and the service level
 * objectives of infra/slos.ts, each with its burn-rate alarms (constructs/slo-alarms.ts), which page
 * the alarm topic. A stack of its own: it only reads, so it can be changed or removed without
 * touching what serves shoppers.
 */
export class DashboardStack extends Stack {
  readonly dashboard: Dashboard;
  /** Each objective's alarms, by its id in infra/slos.ts. */
  readonly slos = new Map<string, SloAlarms>();

  constructor(scope: Construct, id: string, props: DashboardStackProps) {
    super(scope, id, props);
    const namespace = metricsNamespace(props.stage);
    const service = POWERTOOLS_SERVICE_NAME;

    /** One of the app's counts, summed per 5 minutes; every one has the service dimension. */
    const count = (metricName: MetricName, label: string, dimensions: Record<string, string> = {}) =>
      new Metric({ namespace, metricName, dimensionsMap: { service, ...dimensions }, statistic: 'Sum', period: PERIOD, label });
    /**
     * Every series of a count by one dimension, whatever its values: routes and functions come and
     * go with the manifest, and a search finds each that had data in the last two weeks.
     */
    const each = (metricName: MetricName, dimension: string) =>
      new MathExpression({
        expression: `SEARCH('{"${namespace}",${dimension},service} MetricName="${metricName}" service="${service}"', 'Sum', ${PERIOD.toSeconds()})`,
        usingMetrics: {},
        period: PERIOD,
        label: '',
      });
    const graph = (title: string, left: IMetric[], width = 8) => new GraphWidget({ title, left, width, height: 6, leftYAxis: { min: 0 } });

    this.dashboard = new Dashboard(this, 'Dashboard', {
      dashboardName: `${PROJECT}-${props.stage}`,
      defaultInterval: Duration.hours(6),
    });
    this.dashboard.addWidgets(
      new TextWidget({
        markdown: `## API (API Gateway)\nEvery request, including those refused before a function runs (throttled, no valid token). Latency alarm: p95 above ${API_LATENCY_ALARM_MS} ms.`,
        width: 24,
        height: 2,
      }),
    );
    this.dashboard.addWidgets(
      graph('Requests', [props.api.metricCount({ period: PERIOD, statistic: 'Sum', label: 'requests' })]),
      graph('Errors', [
        props.api.metricClientError({ period: PERIOD, statistic: 'Sum', label: '4xx' }),
        props.api.metricServerError({ period: PERIOD, statistic: 'Sum', label: '5xx' }),
      ]),
      new GraphWidget({
        title: 'Latency (ms)',
        left: ['p50', 'p95', 'p99'].map((statistic) => props.api.metricLatency({ period: PERIOD, statistic, label: statistic })),
        leftAnnotations: [{ value: API_LATENCY_ALARM_MS, label: 'alarm (p95)' }],
        width: 8,
        height: 6,
      }),
    );
    this.addObjectives(props, namespace);
    this.dashboard.addWidgets(
      new TextWidget({ markdown: `## The shop (namespace ${namespace})`, width: 24, height: 1 }),
    );
    this.dashboard.addWidgets(
      graph('Orders placed', PAYMENT_METHODS.map((paymentMethod) => count(METRIC.ordersPlaced, paymentMethod, { paymentMethod })), 6),
      graph('Payments failed, refunds started', [count(METRIC.paymentsFailed, 'payments failed'), count(METRIC.refundsStarted, 'refunds started')], 6),
      graph('Payment events not matching their order (alarmed)', [count(METRIC.paymentMismatches, 'not applied')], 6),
      graph('Code mails', [
        ...OTP_MAIL_PURPOSES.map((purpose) => count(METRIC.otpMailsSent, `sent: ${purpose}`, { purpose })),
        ...OTP_MAIL_REFUSALS.map((reason) => count(METRIC.otpMailsRefused, `refused: ${reason}`, { reason })),
      ], 6),
    );
    this.dashboard.addWidgets(
      new TextWidget({ markdown: '## Live orders (WebSocket)', width: 24, height: 1 }),
    );
    this.dashboard.addWidgets(graph('Live connections refused (401)', [count(METRIC.liveConnectionsRefused, 'refused tokens')]));
    this.dashboard.addWidgets(
      new TextWidget({ markdown: '## Per route and function', width: 24, height: 1 }),
    );
    this.dashboard.addWidgets(
      graph('4xx by route', [each(METRIC.route4xx, 'route')]),
      graph('5xx by route', [each(METRIC.route5xx, 'route')]),
      graph('Cold starts by function', [each(METRIC.coldStart, 'function_name')]),
    );

    new CfnOutput(this, 'DashboardUrl', {
      value: `https://${this.region}.console.aws.amazon.com/cloudwatch/home?region=${this.region}#dashboards/dashboard/${this.dashboard.dashboardName}`,
    });
  }

  /** The objectives whose sources are deployed: their alarms, then a row of widgets each under one status grid. */
  private addObjectives(props: DashboardStackProps, namespace: string): void {
    const rows = SLOS.flatMap((slo) => {
      const signals = sloSignals(slo, { routeFunctions: props.routeFunctions, livePush: props.livePush, namespace });
      if (!signals) return [];
      const alarms = new SloAlarms(this, `Slo-${slo.id}`, { slo, signals, namePrefix: `${PROJECT}-${props.stage}`, alarmTopic: props.alarmTopic });
      this.slos.set(slo.id, alarms);
      return [sloWidgets(slo, signals)];
    });
    if (rows.length === 0) return;
    this.dashboard.addWidgets(...sloStatusWidgets([...this.slos.values()].flatMap((s) => s.pages)));
    for (const row of rows) this.dashboard.addWidgets(...row);
  }
}
