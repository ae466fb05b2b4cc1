import { describe, expect, it } from 'vitest';
import { combineGuestLines, mergeMessage, planMerge } from './cart-merge.js';

const products = new Map([
  ['milk', { name: 'Milk', stock: 3 }],
  ['bread', { name: 'Bread', stock: 10 }],
  ['eggs', { name: 'Eggs', stock: 0 }],
]);

describe('guest cart merge', () => {
  it('adds quantities to the account cart, capped by the stock', () => {
    const plan = planMerge(
      [
        { productId: 'milk', quantity: 2 },
        { productId: 'bread', quantity: 1 },
      ],
      products,
      new Map([['milk', 2]]),
    );
    expect(plan.writes).toEqual([
      { productId: 'milk', quantity: 3, seen: 2 },
      { productId: 'bread', quantity: 1, seen: 0 },
    ]);
    expect(plan.added).toEqual([
      { productId: 'milk', name: 'Milk', quantity: 3, added: 1, capped: true },
      { productId: 'bread', name: 'Bread', quantity: 1, added: 1, capped: false },
    ]);
    expect(mergeMessage(plan)).toBe('2 items from before you signed in are in your cart; Milk: only 3 left');
  });

  it('skips sold-out and unknown products and lines the cart already holds in full', () => {
    const plan = planMerge(
      [
        { productId: 'eggs', quantity: 1 },
        { productId: 'gone', quantity: 1 },
        { productId: 'milk', quantity: 1 },
      ],
      products,
      new Map([['milk', 3]]),
    );
    expect(plan.writes).toEqual([]);
    expect(plan.skipped.map((line) => line.reason)).toEqual(['out_of_stock', 'unavailable', 'already_in_cart']);
    expect(mergeMessage(plan)).toBe(
      'Nothing from before you signed in could be added; Eggs: out of stock; A product: no longer sold; Milk: your cart already has all there is',
    );
  });

  it('counts a product named twice once, its quantities added', () => {
    expect(
      combineGuestLines([
        { productId: 'milk', quantity: 1 },
        { productId: 'bread', quantity: 2 },
        { productId: 'milk', quantity: 4 },
      ]),
    ).toEqual([
      { productId: 'milk', quantity: 5 },
      { productId: 'bread', quantity: 2 },
    ]);
    expect(mergeMessage(planMerge([{ productId: 'bread', quantity: 1 }], products, new Map()))).toBe('1 item from before you signed in is in your cart');
  });
});
