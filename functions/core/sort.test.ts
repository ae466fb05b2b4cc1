import { describe, expect, it } from 'vitest';
import { byName, nameKey } from './sort.js';

describe('catalog name order', () => {
  it('sorts case-insensitively and numbers naturally', () => {
    const names = ['bakery', 'Atta Rice & Dal', 'Item 10', 'Item 2'].map((name) => ({ name }));
    expect(names.sort(byName).map((n) => n.name)).toEqual(['Atta Rice & Dal', 'bakery', 'Item 2', 'Item 10']);
  });
});

describe('nameKey: when two catalog names are the same name', () => {
  it('ignores case, outer spaces, runs of spaces and accents', () => {
    for (const same of [' Dairy ', 'DAIRY', 'dairy', 'Dáiry', 'Dairy\u00a0', 'Dai\u0301ry']) expect(nameKey(same)).toBe('dairy');
    expect(nameKey('Fruits   &  Vegetables')).toBe(nameKey('fruits & vegetables'));
  });

  it('keeps names apart that a shopper reads apart', () => {
    expect(nameKey('Dairy')).not.toBe(nameKey('Dairies'));
    expect(nameKey('Item 2')).not.toBe(nameKey('Item 20'));
    expect(nameKey('Tea-Coffee')).not.toBe(nameKey('Tea Coffee'));
  });

  it('agrees with the sort order on what is equal', () => {
    const pairs: [string, string][] = [['Café', 'cafe'], ['ÉCLAIRS', 'eclairs'], ['Dairy', 'dairy']];
    for (const [a, b] of pairs) {
      expect(byName({ name: a }, { name: b })).toBe(0);
      expect(nameKey(a)).toBe(nameKey(b));
    }
  });
});
