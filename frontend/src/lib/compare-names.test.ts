import { describe, expect, it } from 'vitest';
import { compareNames } from './compare-names';

describe('compareNames', () => {
  it('orders names as people read them: case and accents aside, numbers by value', () => {
    expect(['item 10', 'Item 2', 'banana', 'Apple', 'éclair'].sort(compareNames)).toEqual(['Apple', 'banana', 'éclair', 'Item 2', 'item 10']);
    expect(compareNames('Dairy', 'dairy')).toBe(0);
  });
});
