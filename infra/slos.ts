/**
 * The service level objectives of the store, in one place: the dashboard stack builds each one's
 * burn-rate alarms and widgets from this list (constructs/slo-alarms.ts, constructs/slo-widgets.ts),
 * docs/operations.md says what to do when one pages, and why CloudWatch alarms rather than
 * Application Signals: docs/decisions/0060-slo-burn-rate-alarms.md.
 *
 * Each objective is met over a rolling SLO_DAYS: at most `latency` of the events slower than its
 * threshold (p99 ≤ 1 s means ≤ 1 % of the orders over 1 s), and at most `errorRate` of them failed.
 */

export const SLO_DAYS = 7;

/**
 * What an objective measures:
 * - `routes`: API routes by route key (functions/api/routes.ts), each its own function: the time is
 *   the function's Duration, the failures its 5xx answers (Route5xx), its crashes and timeouts
 *   (Errors) and the calls Lambda refused (Throttles), out of its invocations and throttles;
 * - `live-push`: the live push's own LivePushDelay (functions/core/live-push-delay.ts), the
 *   failures its function's Errors (a batch that reached no one) out of its invocations.
 */
export type SloSource = { kind: 'routes'; routes: readonly string[] } | { kind: 'live-push' };

export interface Slo {
  /** The construct id and the alarms' names (`quickbasket-<stage>-slo-<id>-<window>`). */
  id: string;
  title: string;
  source: SloSource;
  /** `percentile` of the events within `thresholdMs`: 1 − percentile/100 of them may be slower. */
  latency: { percentile: number; thresholdMs: number };
  /** The share of events that may fail (0.001: 0.1 %). */
  errorRate: number;
}

/**
 * The Google SRE workbook's multiwindow, multi-burn-rate alerts: a window pages when the budget
 * burns at `burnRate` times the sustainable rate over both its long and its short window (the
 * short one ends the page soon after the burn stops). Over a 7-day budget, the fast window pages
 * when ~8.6 % of the week's budget went in an hour (it would all be gone in 12 h), the slow one when
 * ~21 % went in 6 hours (all gone in 28 h).
 */
export interface BurnWindow {
  id: 'fast' | 'slow';
  longMinutes: number;
  shortMinutes: number;
  burnRate: number;
}

export const BURN_WINDOWS: readonly BurnWindow[] = [
  { id: 'fast', longMinutes: 60, shortMinutes: 5, burnRate: 14.4 },
  { id: 'slow', longMinutes: 360, shortMinutes: 30, burnRate: 6 },
];

export const SLOS: readonly Slo[] = [
  {
    id: 'place-order',
    title: 'Placing an order (card checkout, cash on delivery)',
    source: { kind: 'routes', routes: ['POST /api/order/checkout', 'POST /api/order/cash-on-delivery'] },
    latency: { percentile: 99, thresholdMs: 1000 },
    errorRate: 0.001,
  },
  {
    id: 'serviceability',
    title: 'Serviceability (does a store deliver here)',
    source: { kind: 'routes', routes: ['POST /api/store/serviceability'] },
    latency: { percentile: 99, thresholdMs: 200 },
    errorRate: 0.001,
  },
  {
    id: 'live-push',
    title: 'Live push (an order change on the screens)',
    source: { kind: 'live-push' },
    latency: { percentile: 95, thresholdMs: 1000 },
    errorRate: 0.001,
  },
];

/** The share of events the latency objective lets be slower than its threshold: its budget. */
export const latencyBudget = (slo: Slo) => (100 - slo.latency.percentile) / 100;
