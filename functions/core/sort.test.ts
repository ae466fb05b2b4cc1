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

  it('ignores invisible characters anywhere in the name', () => {
    for (const invisible of ['\u200B', '\u200C', '\u200D', '\u00AD', '\u200E', '\u200F', '\u2060', '\uFEFF', '\u202E', '\u2066', '\uFE0F']) {
      for (const name of [`Dairy${invisible} Fresh`, `Dai${invisible}ry Fresh`, `${invisible}Dairy Fresh`]) {
        expect(nameKey(name), JSON.stringify(name)).toBe('dairy fresh');
      }
    }
  });

  it('ignores letters of another script that look the same, in either case', () => {
    const pairs: [string, string][] = [
      ['D\u0430iry Fresh', 'Dairy Fresh'], // Cyrillic а
      ['Dairy Fr\u0435sh', 'Dairy Fresh'], // Cyrillic е
      ['\u0412READ', 'Bread'], // Cyrillic В (small в looks like nothing Latin)
      ['\u041C\u0406LK', 'milk'], // Cyrillic М, І
      ['C\u043E\u0441\u043Ea', 'Cocoa'], // Cyrillic о, с
      ['Milk \u03BF\u03B1ts', 'Milk oats'], // Greek ο, α
      ['\u03A1eas', 'Peas'], // Greek Ρ
      ['Haldiram\u2019s', "Haldiram's"],
      ['Tea\u2013Coffee', 'Tea-Coffee'],
    ];
    for (const [spoof, real] of pairs) expect(nameKey(spoof), spoof).toBe(nameKey(real));
  });

  it('still compares names written wholly in another script case-insensitively', () => {
    expect(nameKey('\u041C\u041E\u041B\u041E\u041A\u041E')).toBe(nameKey('\u043C\u043E\u043B\u043E\u043A\u043E'));
    expect(nameKey('\u039D\u0395\u039F')).toBe(nameKey('\u03BD\u03B5\u03BF'));
    expect(nameKey('\u0926\u0942\u0927')).not.toBe(nameKey('\u0926\u0939\u0940'));
  });

  it('keeps names apart that a shopper reads apart', () => {
    expect(nameKey('Dairy')).not.toBe(nameKey('Dairies'));
    expect(nameKey('Item 2')).not.toBe(nameKey('Item 20'));
    expect(nameKey('Tea-Coffee')).not.toBe(nameKey('Tea Coffee'));
    expect(nameKey('Item 10')).not.toBe(nameKey('Item IO'));
    expect(nameKey('Mill')).not.toBe(nameKey('Mil1'));
  });

  it('agrees with the sort order on what is equal', () => {
    const pairs: [string, string][] = [['Café', 'cafe'], ['ÉCLAIRS', 'eclairs'], ['Dairy', 'dairy']];
    for (const [a, b] of pairs) {
      expect(byName({ name: a }, { name: b })).toBe(0);
      expect(nameKey(a)).toBe(nameKey(b));
    }
  });
});
