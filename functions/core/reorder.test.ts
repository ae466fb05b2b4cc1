import { describe, expect, it } from 'vitest';
import { planReorder, reorderMessage } from './reorder.js';

const lines = [
  { productId: 'rice', name: 'Rice', quantity: 2 },
  { productId: 'oil', name: 'Oil', quantity: 3 },
  { productId: 'salt', name: 'Salt', quantity: 1 },
  { productId: 'tea', name: 'Old Tea', quantity: 1 },
  { productId: 'milk', name: 'Milk', quantity: 2 },
];
const products = new Map([
  ['rice', { name: 'Rice', stock: 10 }],
  ['oil', { name: 'Oil', stock: 4 }],
  ['salt', { name: 'Salt', stock: 0 }],
  ['milk', { name: 'Milk', stock: 5 }],
]);

describe('buy again', () => {
  it('raises existing lines, caps by stock and skips what is gone or sold out', () => {
    const plan = planReorder(lines, products, new Map([['oil', 2], ['milk', 5]]));
    expect(plan.writes).toEqual([
      { productId: 'rice', quantity: 2, seen: 0 },
      { productId: 'oil', quantity: 4, seen: 2 },
    ]);
    expect(plan.added).toEqual([
      { productId: 'rice', name: 'Rice', quantity: 2, added: 2, capped: false },
      { productId: 'oil', name: 'Oil', quantity: 4, added: 2, capped: true },
    ]);
    expect(plan.skipped).toEqual([
      { productId: 'salt', name: 'Salt', reason: 'out_of_stock' },
      { productId: 'tea', name: 'Old Tea', reason: 'unavailable' },
      { productId: 'milk', name: 'Milk', reason: 'already_in_cart' },
    ]);
    expect(reorderMessage(plan)).toBe('4 items added to your cart; 4 products could not be added in full');
  });

  it('never lowers a cart line that holds more than the stock', () => {
    const plan = planReorder([{ productId: 'oil', name: 'Oil', quantity: 1 }], products, new Map([['oil', 9]]));
    expect(plan.writes).toEqual([]);
    expect(plan.skipped).toEqual([{ productId: 'oil', name: 'Oil', reason: 'already_in_cart' }]);
  });

  it('says why when nothing could be added', () => {
    expect(reorderMessage(planReorder([lines[2]!], products, new Map()))).toBe('Salt could not be added: out of stock');
    expect(reorderMessage(planReorder([lines[2]!, lines[3]!], products, new Map()))).toBe(
      'Nothing could be added: these products are sold out or no longer sold',
    );
    expect(reorderMessage(planReorder([lines[0]!], products, new Map()))).toBe('2 items added to your cart');
  });
});
