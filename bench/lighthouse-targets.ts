/**
 * What each page must score in Lighthouse's mobile preset, in every run (not the median): a page
 * that is fast in two runs of three still leaves one shopper in three with a slow page.
 */
import type { LighthouseRun } from './lighthouse.js';
import { TARGETS } from './options.js';
import type { Bound } from './report.js';

export interface PageTargets {
  performance: number;
  lcpS: number;
  /** Total blocking time; unbounded when absent. */
  tbtMs?: number;
  cls: number;
  accessibility: number;
}

/** The home page is every first visit: it is held to more than the pages shoppers go on to. */
export const HOME_TARGETS: PageTargets = { performance: 97, lcpS: 1.5, tbtMs: 100, cls: 0, accessibility: 100 };

/** Product, search results, a listing, the cart and checkout (signed in). */
export const PAGE_TARGETS: PageTargets = { performance: TARGETS.performance, lcpS: TARGETS.lcpS, cls: TARGETS.cls, accessibility: TARGETS.accessibility };

/** The table's bounds for a row whose metrics are named perf, LCP (s), TBT (ms), CLS and a11y. */
export function bounds(t: PageTargets): Bound[] {
  return [
    { metric: 'perf', op: '>=', value: t.performance },
    { metric: 'LCP', op: '<=', value: t.lcpS },
    ...(t.tbtMs === undefined ? [] : [{ metric: 'TBT', op: '<=', value: t.tbtMs } as const]),
    { metric: 'CLS', op: '<=', value: t.cls },
    { metric: 'a11y', op: '>=', value: t.accessibility },
  ];
}

/** What one run missed, in words ("perf 93 < 97"); empty when it met every target. A run that failed misses all. */
export function runMisses(run: LighthouseRun, t: PageTargets): string[] {
  if (run.error) return [`no result (${run.error})`];
  const misses: string[] = [];
  const below = (name: string, value: number, min: number) => {
    if (!(value >= min)) misses.push(`${name} ${value} < ${min}`);
  };
  const above = (name: string, value: number, max: number, shown: string) => {
    if (!(value <= max)) misses.push(`${name} ${shown} > ${max}`);
  };
  below('perf', run.performance, t.performance);
  above('LCP', run.lcpMs / 1000, t.lcpS, (run.lcpMs / 1000).toFixed(2));
  if (t.tbtMs !== undefined) above('TBT', run.tbtMs, t.tbtMs, run.tbtMs.toFixed(0));
  above('CLS', run.cls, t.cls, run.cls.toFixed(3));
  below('a11y', run.accessibility, t.accessibility);
  return misses;
}

/** The worst of the runs that have a result, metric by metric: what the targets are held against. */
export function worstOf(runs: readonly LighthouseRun[]): Pick<LighthouseRun, 'performance' | 'accessibility' | 'lcpMs' | 'tbtMs' | 'cls'> {
  const ok = runs.filter((r) => !r.error);
  const pick = (f: (r: LighthouseRun) => number, worst: (...v: number[]) => number) => (ok.length ? worst(...ok.map(f)) : Number.NaN);
  return {
    performance: pick((r) => r.performance, Math.min),
    accessibility: pick((r) => r.accessibility, Math.min),
    lcpMs: pick((r) => r.lcpMs, Math.max),
    tbtMs: pick((r) => r.tbtMs, Math.max),
    cls: pick((r) => r.cls, Math.max),
  };
}
