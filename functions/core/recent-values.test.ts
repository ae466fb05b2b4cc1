import { describe, expect, it } from 'vitest';
import { createRecentValues } from './recent-values.js';

describe('recent values (a value served while it was read less than maxAgeMs ago)', () => {
  it('serves a value read within the window and asks again for it from maxAgeMs on', () => {
    let now = 1_000;
    const recent = createRecentValues<number>({ maxAgeMs: 1000, maxEntries: 100, now: () => now });
    expect(recent.pick(['a', 'b'])).toEqual({ known: new Map(), missing: ['a', 'b'] });
    recent.remember(['a', 'b'], new Map([['a', 3]]), 0);
    now = 1_999;
    expect(recent.pick(['a', 'b', 'c'])).toEqual({ known: new Map([['a', 3], ['b', 0]]), missing: ['c'] });
    now = 2_000;
    expect(recent.pick(['a', 'b'])).toEqual({ known: new Map(), missing: ['a', 'b'] });
  });

  it('drops what is past the window once it holds more than maxEntries, and keeps what is not', () => {
    let now = 0;
    const recent = createRecentValues<number>({ maxAgeMs: 1000, maxEntries: 2, now: () => now });
    recent.remember(['a', 'b'], new Map([['a', 1], ['b', 2]]), 0);
    now = 1_500;
    recent.remember(['c'], new Map([['c', 3]]), 0);
    expect(recent.size).toBe(1);
    expect(recent.pick(['c']).known).toEqual(new Map([['c', 3]]));
  });
});
