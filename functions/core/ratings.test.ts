import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { productTallyChanges, ratedItemsProblem, ratingRefusal, score, SCORE_WINDOW, type ItemRating } from './ratings.js';

const deliveredAt = '2026-11-01T10:00:00.000Z';
const order = { status: 'delivered' as const, deliveredAt, lines: [{ productId: 'milk' }, { productId: 'bread' }] } as Parameters<typeof ratingRefusal>[0] & Parameters<typeof ratedItemsProblem>[0];
const at = (iso: string) => new Date(iso);

describe('ratingRefusal and ratedItemsProblem', () => {
  it('lets a delivered order be rated until 14 days after delivery, and no other', () => {
    expect(ratingRefusal(order, undefined, at('2026-11-15T09:59:00.000Z'))).toBeUndefined();
    expect(ratingRefusal(order, undefined, at('2026-11-15T10:01:00.000Z'))).toMatch(/14 days/);
    expect(ratingRefusal({ ...order, status: 'out_for_delivery' as never, deliveredAt: undefined }, undefined, at(deliveredAt))).toMatch(/delivered/);
  });

  it('lets a rating be changed within the hour after it was first given', () => {
    const given = { at: '2026-11-02T08:00:00.000Z' };
    expect(ratingRefusal(order, given, at('2026-11-02T08:59:59.000Z'))).toBeUndefined();
    expect(ratingRefusal(order, given, at('2026-11-02T09:00:01.000Z'))).toMatch(/60 minutes/);
  });

  it('rates only the order\'s own items, each once', () => {
    expect(ratedItemsProblem(order, [{ productId: 'milk', thumb: 'up' }])).toBeUndefined();
    expect(ratedItemsProblem(order, [{ productId: 'eggs', thumb: 'up' }])).toMatch(/items of this order/);
    expect(ratedItemsProblem(order, [{ productId: 'milk', thumb: 'up' }, { productId: 'milk', thumb: 'down' }])).toMatch(/once/);
  });
});

describe('productTallyChanges', () => {
  it('adds a first rating, moves a changed thumb and leaves an unchanged one out', () => {
    expect([...productTallyChanges([], [{ productId: 'milk', thumb: 'up' }])]).toEqual([['milk', { up: 1, down: 0 }]]);
    const before: ItemRating[] = [{ productId: 'milk', thumb: 'up' }, { productId: 'bread', thumb: 'down' }];
    const after: ItemRating[] = [{ productId: 'milk', thumb: 'down' }, { productId: 'bread', thumb: 'down' }];
    expect([...productTallyChanges(before, after)]).toEqual([['milk', { up: -1, down: 1 }]]);
    expect([...productTallyChanges(before, [])]).toEqual([['milk', { up: -1, down: 0 }], ['bread', { up: 0, down: -1 }]]);
  });

  it('keeps every product\'s tally equal to its ratings over any sequence of edits', () => {
    const thumbs = fc.array(fc.record({ productId: fc.constantFrom('a', 'b', 'c'), thumb: fc.constantFrom<'up' | 'down'>('up', 'down') }), { maxLength: 3 })
      .map((items) => items.filter((item, i) => items.findIndex((other) => other.productId === item.productId) === i));
    fc.assert(
      fc.property(fc.array(thumbs, { minLength: 1, maxLength: 6 }), (versions) => {
        const tally = new Map<string, { up: number; down: number }>();
        let before: ItemRating[] = [];
        for (const after of versions) {
          for (const [id, change] of productTallyChanges(before, after)) {
            const now = tally.get(id) ?? { up: 0, down: 0 };
            tally.set(id, { up: now.up + change.up, down: now.down + change.down });
          }
          before = after;
        }
        for (const id of ['a', 'b', 'c']) {
          const last = before.find((item) => item.productId === id);
          expect(tally.get(id) ?? { up: 0, down: 0 }).toEqual({ up: last?.thumb === 'up' ? 1 : 0, down: last?.thumb === 'down' ? 1 : 0 });
        }
      }),
    );
  });
});

describe('score', () => {
  it('counts the newest 100 ratings only, with their tags', () => {
    const old = Array.from({ length: 50 }, (_, i) => ({ delivery: 'down' as const, tags: ['late' as const], at: `2026-01-01T00:00:${String(i).padStart(2, '0')}.000Z` }));
    const recent = Array.from({ length: SCORE_WINDOW }, (_, i) => ({ delivery: i % 4 === 0 ? ('down' as const) : ('up' as const), tags: i % 4 === 0 ? ['rude' as const] : ['great' as const], at: `2026-11-01T00:${String(Math.floor(i / 60)).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}.000Z` }));
    const s = score([...old, ...recent]);
    expect(s).toEqual({ count: 100, up: 75, upPercent: 75, tags: { late: 0, rude: 25, packaging: 0, great: 75 } });
    expect(score([]).upPercent).toBeNull();
  });
});
