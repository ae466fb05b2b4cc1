import { describe, expect, it } from 'vitest';
import { totals } from '@core/pricing';
import type { ApiProduct } from '@core/product';
import { withLineAt, withQuantity } from './cart-line-edits';
import { lineProduct, summarizeCart, withLine, withoutLine } from './cart-lines';
import type { CartLine } from './types';

const product = (id: string, price: number, discount: number, stock = 10): ApiProduct =>
  lineProduct({ _id: id, name: `Product ${id}`, stock, price, discount });

const line = (id: string, quantity: number, price = 100, discount = 0): CartLine => ({
  _id: id,
  quantity,
  productId: product(id, price, discount),
});

describe('optimistic cart edits', () => {
  const lines = [line('a', 1), line('b', 2)];

  it('adds a product as one new line, and leaves a line that is already there alone', () => {
    const added = withLine(lines, { _id: 'c', name: 'Milk', stock: 5, price: 30, discount: 0 });
    expect(added.map((l) => [l._id, l.quantity])).toEqual([
      ['a', 1],
      ['b', 2],
      ['c', 1],
    ]);
    expect(added[2]?.productId).toMatchObject({ name: 'Milk', price: 30, image: [] });
    expect(withLine(lines, { _id: 'a', name: 'A', stock: 1 })).toEqual(lines);
  });

  it('sets one line’s quantity without touching the others or the input', () => {
    const changed = withQuantity(lines, 'b', 5);
    expect(changed.map((l) => l.quantity)).toEqual([1, 5]);
    expect(lines[1]?.quantity).toBe(2);
  });

  it('removes a line and puts it back where it was', () => {
    const [first] = lines;
    const removed = withoutLine(lines, 'a');
    expect(removed.map((l) => l._id)).toEqual(['b']);
    expect(withLineAt(removed, first as CartLine, 0).map((l) => l._id)).toEqual(['a', 'b']);
    // Already back (a refetch got there first): no duplicate.
    expect(withLineAt(lines, first as CartLine, 0)).toHaveLength(2);
  });
});

describe('summarizeCart', () => {
  it('prices like the server: discount rounded up to whole rupees, per unit', () => {
    // 99 at 15% off → 84 each; 1299 at 5% off → 1234.
    const summary = summarizeCart([line('a', 2, 99, 15), line('b', 1, 1299, 5)]);
    expect(summary).toEqual({
      itemsTotal: 99 * 2 + 1299,
      discountedTotal: 84 * 2 + 1234,
      savings: 99 * 2 + 1299 - (84 * 2 + 1234),
      totalQuantity: 3,
      lineCount: 2,
      unavailableCount: 0,
      grandTotal: 84 * 2 + 1234,
    });
  });

  it('counts only what can be bought: a sold-out line not at all, a short line as far as the stock goes', () => {
    const soldOut: CartLine = { _id: 'x', quantity: 2, productId: product('x', 500, 0, 0) };
    const short: CartLine = { _id: 'y', quantity: 5, productId: product('y', 10, 0, 2) };
    expect(summarizeCart([line('a', 1, 100), soldOut, short])).toMatchObject({
      totalQuantity: 3,
      grandTotal: 120,
      lineCount: 2,
      unavailableCount: 1,
    });
  });

  it('agrees with the shared pricing totals (the function orders are charged with)', () => {
    const lines = [line('a', 3, 49.5, 10), line('b', 1, 20, 0), line('c', 4, 250, 33)];
    const server = totals(lines.map((l) => ({ pricePaise: Math.round(l.productId.price * 100), discount: l.productId.discount, quantity: l.quantity })));
    const summary = summarizeCart(lines);
    expect(summary.grandTotal * 100).toBe(server.grandTotalPaise);
    expect(summary.itemsTotal * 100).toBe(server.itemsTotalPaise);
  });

  it('is all zero for an empty cart', () => {
    expect(summarizeCart([])).toMatchObject({ itemsTotal: 0, grandTotal: 0, savings: 0, totalQuantity: 0, lineCount: 0 });
  });
});
