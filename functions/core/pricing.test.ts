import { describe, expect, it } from 'vitest';
import { discountedUnitPaise, totals } from './pricing.js';

describe('discounted unit price', () => {
  it('takes the discount, rounded up to a whole rupee, off the price', () => {
    expect(discountedUnitPaise(9900, 15)).toBe(8400); // ₹99 − ceil(₹14.85) = ₹84
    expect(discountedUnitPaise(10000, 10)).toBe(9000);
    expect(discountedUnitPaise(129900, 5)).toBe(123400); // ₹1,299 − ceil(₹64.95)
    expect(discountedUnitPaise(4950, 10)).toBe(4450); // ₹49.50 − ceil(₹4.95)
    expect(discountedUnitPaise(5250, 0)).toBe(5250);
    expect(discountedUnitPaise(5250, 100)).toBe(0);
    expect(discountedUnitPaise(12345, 100)).toBe(0); // never below zero
  });

  it('clamps percentages outside 0..100', () => {
    expect(discountedUnitPaise(1000, -5)).toBe(1000);
    expect(discountedUnitPaise(1000, 150)).toBe(0);
  });
});

describe('totals', () => {
  it('adds lines, savings, quantity; delivery free; grand total = discounted total', () => {
    const result = totals([
      { pricePaise: 9900, discount: 15, quantity: 2 },
      { pricePaise: 5250, discount: 0, quantity: 1 },
    ]);
    expect(result).toEqual({
      itemsTotalPaise: 25050,
      discountedTotalPaise: 8400 * 2 + 5250,
      savingsPaise: 25050 - (8400 * 2 + 5250),
      totalQuantity: 3,
      deliveryChargePaise: 0,
      grandTotalPaise: 8400 * 2 + 5250,
    });
  });

  it('is zero for an empty cart', () => {
    expect(totals([]).grandTotalPaise).toBe(0);
  });
});
