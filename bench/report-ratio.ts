/**
 * A load row's times against the same row of the last run (bench/results.json), as ratios: on a
 * shared, loaded machine a ratio is what can be compared, an absolute time less so.
 */
import type { Row } from './report.js';

/** "×1.08 p50, ×0.93 p99 vs last": each named time over the previous row's; undefined without one. */
export function ratioNote(previous: Row | undefined, now: Record<string, number>): string | undefined {
  if (!previous) return undefined;
  const parts = Object.entries(now).flatMap(([name, value]) => {
    const before = previous.metrics[name]?.value;
    if (before === undefined || !Number.isFinite(before) || before <= 0 || !Number.isFinite(value)) return [];
    return [`×${(value / before).toFixed(2)} ${name}`];
  });
  return parts.length ? `${parts.join(', ')} vs last` : undefined;
}
