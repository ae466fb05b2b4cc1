import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rankedOrder } from './ranked.js';

/** Search's order in small: a tier, then a score (ties common), then a distinct name. */
const orderOf = (tiers: readonly number[], scores: readonly number[]) => (a: number, b: number) =>
  tiers[a]! - tiers[b]! || scores[b]! - scores[a]! || a - b;

describe('rankedOrder', () => {
  it('gives every slice exactly as a full sort would, whatever was asked before', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 6 }), fc.integer({ min: 0, max: 5 })), { maxLength: 1500, size: 'max' }),
        // Mostly the first pages of a scroll (selected), sometimes a deep one (sorted whole).
        fc.array(fc.oneof({ weight: 4, arbitrary: fc.tuple(fc.nat(60), fc.integer({ min: 1, max: 24 })) }, { weight: 1, arbitrary: fc.tuple(fc.nat(1600), fc.nat(300)) }), {
          minLength: 1,
          maxLength: 6,
        }),
        (items, asks) => {
          const tiers = items.map(([tier]) => tier);
          const scores = items.map(([, score]) => score / 2);
          const before = orderOf(tiers, scores);
          const sorted = items.map((_, i) => i).sort(before);
          const ranked = rankedOrder(items.length, before);
          expect(ranked.length).toBe(items.length);
          for (const [start, size] of asks) expect(ranked.slice(start, start + size)).toEqual(sorted.slice(start, start + size));
        },
      ),
      { numRuns: 400 },
    );
  });

  it('orders only what a first page reaches: one pass over the matches, not a sort of them all', () => {
    const count = 20_000;
    const scores = Array.from({ length: count }, (_, i) => (i * 7919) % 1000);
    let compared = 0;
    const before = orderOf(new Array<number>(count).fill(0), scores);
    const ranked = rankedOrder(count, (a, b) => {
      compared++;
      return before(a, b);
    });
    expect(ranked.slice(0, 12)).toEqual(Array.from({ length: count }, (_, i) => i).sort(before).slice(0, 12));
    // A sort makes about count · log2(count) ≈ 286,000 comparisons; the heap pass about one per match.
    expect(compared).toBeLessThan(2 * count);
  });

  it('answers an empty list and a slice past the end with nothing', () => {
    expect(rankedOrder(0, () => 1).slice(0, 12)).toEqual([]);
    expect(rankedOrder(5, (a, b) => a - b).slice(12, 24)).toEqual([]);
    expect(rankedOrder(5, (a, b) => b - a).slice(3, 24)).toEqual([1, 0]);
  });
});
