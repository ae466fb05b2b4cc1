import { describe, expect, it } from 'vitest';
import { byName, sameName } from './sort.js';

describe('catalog name order', () => {
  it('sorts case-insensitively and numbers naturally', () => {
    const names = ['bakery', 'Atta Rice & Dal', 'Item 10', 'Item 2'].map((name) => ({ name }));
    expect(names.sort(byName).map((n) => n.name)).toEqual(['Atta Rice & Dal', 'bakery', 'Item 2', 'Item 10']);
  });

  it('treats names differing only in case or outer spaces as the same', () => {
    expect(sameName(' Dairy ', 'dairy')).toBe(true);
    expect(sameName('Dairy', 'Dairies')).toBe(false);
  });
});
