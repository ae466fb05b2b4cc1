import { describe, expect, it } from 'vitest';
import { metric, type Row } from './report.js';
import { ratioNote } from './report-ratio.js';

const row = (p50: number, p99: number): Row => ({ id: 'api:cart-bill:299', section: 'api', label: 'cart bill', metrics: { p50: metric(p50, 'ms'), p99: metric(p99, 'ms') } });

describe('ratioNote', () => {
  it("says each time over the last run's, as a ratio", () => {
    expect(ratioNote(row(100, 400), { p50: 110, p99: 300 })).toBe('×1.10 p50, ×0.75 p99 vs last');
  });

  it('says nothing without a last run, and leaves out a time the last run did not have', () => {
    expect(ratioNote(undefined, { p50: 110 })).toBeUndefined();
    expect(ratioNote(row(0, 400), { p50: 110, p99: 400 })).toBe('×1.00 p99 vs last');
  });
});
