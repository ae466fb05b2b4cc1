import { describe, expect, it } from 'vitest';
import { lineProduct } from './cart-lines';
import { linesToFix, stockProblem, stockProblemText } from './stock-problems';
import type { CartLine } from './types';

describe('lines that cannot be ordered as they are', () => {
  const withStock = (id: string, quantity: number, stock: number): CartLine => ({
    _id: id,
    quantity,
    productId: lineProduct({ _id: id, name: `Product ${id}`, stock, price: 100, discount: 0 }),
  });

  it('marks a sold-out product and a line asking for more than is left, and nothing else', () => {
    expect(stockProblem(withStock('a', 2, 0))).toEqual({ kind: 'sold-out' });
    expect(stockProblem(withStock('b', 5, 3))).toEqual({ kind: 'short', left: 3 });
    expect(stockProblem(withStock('c', 3, 3))).toBeNull();
    expect(stockProblem(withStock('d', 1, 9))).toBeNull();
  });

  it('says what to do', () => {
    expect(stockProblemText({ kind: 'sold-out' })).toBe('Out of stock — remove it to order the rest');
    expect(stockProblemText({ kind: 'short', left: 3 })).toBe('Only 3 left — reduce to 3');
  });

  it('lists the lines to fix, in cart order', () => {
    const lines = [withStock('a', 1, 5), withStock('b', 2, 0), withStock('c', 4, 2)];
    expect(linesToFix(lines).map((l) => l._id)).toEqual(['b', 'c']);
    expect(linesToFix([withStock('a', 1, 5)])).toEqual([]);
  });
});

