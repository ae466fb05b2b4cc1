import { describe, expect, it } from 'vitest';
import type { LighthouseRun } from './lighthouse.js';
import { HOME_TARGETS, PAGE_TARGETS, runMisses, worstOf } from './lighthouse-targets.js';

const run = (over: Partial<LighthouseRun> = {}): LighthouseRun => ({
  performance: 99,
  accessibility: 100,
  bestPractices: 100,
  lcpMs: 1200,
  cls: 0,
  tbtMs: 40,
  fcpMs: 900,
  benchmarkIndex: 1000,
  wallMs: 20_000,
  warnings: [],
  ...over,
});

describe('Lighthouse targets, held against every run', () => {
  it('a home run that meets every target misses nothing', () => {
    expect(runMisses(run(), HOME_TARGETS)).toEqual([]);
  });

  it('one slow home run among good ones is a miss, whatever the median says', () => {
    const runs = [run(), run({ performance: 89, tbtMs: 240 }), run()];
    expect(runs.map((r) => runMisses(r, HOME_TARGETS))).toEqual([[], ['perf 89 < 97', 'TBT 240 > 100'], []]);
    expect(worstOf(runs)).toMatchObject({ performance: 89, tbtMs: 240 });
  });

  it('the home page needs LCP within 1.5 s, no layout shift and accessibility 100', () => {
    expect(runMisses(run({ lcpMs: 1600, cls: 0.001, accessibility: 98 }), HOME_TARGETS)).toEqual(['LCP 1.60 > 1.5', 'CLS 0.001 > 0', 'a11y 98 < 100']);
  });

  it('other pages: performance 95 and LCP 2.0 s, TBT unbounded', () => {
    expect(runMisses(run({ performance: 95, lcpMs: 2000, tbtMs: 400 }), PAGE_TARGETS)).toEqual([]);
    expect(runMisses(run({ performance: 94, lcpMs: 2100 }), PAGE_TARGETS)).toEqual(['perf 94 < 95', 'LCP 2.10 > 2']);
  });

  it('a run without a result is a miss', () => {
    expect(runMisses(run({ error: 'NO_FCP' }), PAGE_TARGETS)).toEqual(['no result (NO_FCP)']);
  });
});
