import { describe, expect, it } from 'vitest';
import { diffLinks, uniqueIds } from './links.js';

describe('link ids', () => {
  it('de-duplicates, keeping the first-seen order', () => {
    expect(uniqueIds([{ _id: 'b' }, { _id: 'a' }, { _id: 'b' }, 'c', 'a'])).toEqual(['b', 'a', 'c']);
    expect(uniqueIds([])).toEqual([]);
  });
});

describe('link diffing for counter updates', () => {
  it('splits into added (+1), removed (−1) and kept (checked only)', () => {
    expect(diffLinks(['a', 'b', 'c'], ['c', 'd', 'a'])).toEqual({ added: ['d'], removed: ['b'], kept: ['c', 'a'] });
  });

  it('treats duplicates as one link on either side', () => {
    expect(diffLinks(['a', 'a'], ['a', 'b', 'b'])).toEqual({ added: ['b'], removed: [], kept: ['a'] });
  });

  it('handles creation, deletion and no change', () => {
    expect(diffLinks([], ['a', 'b'])).toEqual({ added: ['a', 'b'], removed: [], kept: [] });
    expect(diffLinks(['a', 'b'], [])).toEqual({ added: [], removed: ['a', 'b'], kept: [] });
    expect(diffLinks(['a', 'b'], ['b', 'a'])).toEqual({ added: [], removed: [], kept: ['b', 'a'] });
  });

  it('keeps every counter exact: applying the diff to counts equals counting afresh', () => {
    const count = (links: string[][]) => {
      const counts = new Map<string, number>();
      for (const ids of links) for (const id of new Set(ids)) counts.set(id, (counts.get(id) ?? 0) + 1);
      return counts;
    };
    const before = [['a', 'b'], ['b', 'c'], ['a']];
    const after = [['a', 'b'], ['c', 'd', 'd'], ['a']];
    const counts = count(before);
    for (let i = 0; i < before.length; i++) {
      const diff = diffLinks(before[i] ?? [], after[i] ?? []);
      for (const id of diff.added) counts.set(id, (counts.get(id) ?? 0) + 1);
      for (const id of diff.removed) counts.set(id, (counts.get(id) ?? 0) - 1);
    }
    expect(Object.fromEntries([...counts].filter(([, n]) => n !== 0))).toEqual(Object.fromEntries(count(after)));
  });
});
