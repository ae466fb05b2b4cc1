import { describe, expect, it } from 'vitest';
import { itemCountLabel } from './item-count';

describe('itemCountLabel', () => {
  it('says item or items', () => {
    expect(itemCountLabel(1)).toBe('1 item');
    expect(itemCountLabel(4)).toBe('4 items');
  });
});
