import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import type { PaymentMethod } from '../core/order-states.js';
import { METRIC, type MetricName, type OtpMailPurpose, type OtpMailRefusal } from './metric-names.js';

/**
 * The app's CloudWatch metrics (names: metric-names.ts). Powertools writes each as one line of
 * CloudWatch's Embedded Metric Format to stdout, i.e. the function's log, and CloudWatch makes the
 * metric from it: no API call, no grant. Namespace from POWERTOOLS_METRICS_NAMESPACE, the `service`
 * dimension from POWERTOOLS_SERVICE_NAME (infra sets both, the local stack too); nothing is written
 * where POWERTOOLS_METRICS_DISABLED=true (the test suites).
 *
 * Each count is written at once, as its own line with exactly its own dimensions (singleMetric),
 * rather than kept until a flush at the end of the invocation: nothing waits in memory, so an
 * invocation that crashes or times out after placing an order still counts it, and a count can
 * never go out with another invocation's dimensions.
 */
const metrics = new Metrics();

function count(name: MetricName, dimensions: Record<string, string> = {}): void {
  const single = metrics.singleMetric();
  for (const [dimension, value] of Object.entries(dimensions)) single.addDimension(dimension, value);
  single.addMetric(name, MetricUnit.Count, 1);
}

export const countOrderPlaced = (paymentMethod: PaymentMethod) => count(METRIC.ordersPlaced, { paymentMethod });
export const countPaymentFailed = () => count(METRIC.paymentsFailed);
export const countRefundStarted = () => count(METRIC.refundsStarted);
export const countPaymentMismatch = () => count(METRIC.paymentMismatches);
export const countOtpMailSent = (purpose: OtpMailPurpose) => count(METRIC.otpMailsSent, { purpose });
export const countLiveConnectionRefused = () => count(METRIC.liveConnectionsRefused);
export const countOtpMailRefused = (reason: OtpMailRefusal) => count(METRIC.otpMailsRefused, { reason });

/** One value per order change pushed: the percentiles of the live push's objective are taken over these. */
export function recordLivePushDelay(ms: number): void {
  metrics.singleMetric().addMetric(METRIC.livePushDelay, MetricUnit.Milliseconds, ms);
}

/** 4xx and 5xx answers per route; the API's own metrics count all answers, but not per route. */
export function countAnswer(route: string, status: number): void {
  if (status >= 500) count(METRIC.route5xx, { route });
  else if (status >= 400) count(METRIC.route4xx, { route });
}

/** ColdStart on a container's first invocation only (Powertools keeps the flag), by function name. */
export function countColdStart(functionName: string | undefined): void {
  metrics.captureColdStartMetric(functionName);
}
