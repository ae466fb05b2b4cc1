import { describe, expect, it } from 'vitest';
import { discountLabel, discountedPrice, formatInr } from './money';

describe('formatInr', () => {
  it('formats whole rupees in en-IN without paise', () => {
    expect(formatInr(1299)).toBe('₹1,299');
    expect(formatInr(0)).toBe('₹0');
  });

  it('groups lakhs the Indian way', () => {
    expect(formatInr(100000)).toBe('₹1,00,000');
    expect(formatInr(12345678)).toBe('₹1,23,45,678');
  });

  it('shows paise only when there are some', () => {
    expect(formatInr(49.5)).toBe('₹49.50');
    expect(formatInr(0.1 + 0.2)).toBe('₹0.30');
  });
});

describe('discountedPrice', () => {
  it('subtracts the rounded-up discount (SPEC section 9)', () => {
    expect(discountedPrice(100, 10)).toBe(90);
    // 15% of 99 is 14.85, rounded up to 15.
    expect(discountedPrice(99, 15)).toBe(84);
    // 5% of 1299 is 64.95, rounded up to 65.
    expect(discountedPrice(1299, 5)).toBe(1234);
  });

  it('leaves the price alone without a discount', () => {
    expect(discountedPrice(250, 0)).toBe(250);
  });

  it('works on prices with paise', () => {
    // 10% of 49.50 is 4.95, rounded up to 5.
    expect(discountedPrice(49.5, 10)).toBe(44.5);
    // 0.1 + 0.2 is 0.30000000000000004 in binary; 100% off must still be exactly 0.
    expect(discountedPrice(0.1 + 0.2, 100)).toBe(0);
    expect(discountedPrice(1000, 7)).toBe(930);
  });

  it('clamps odd discounts to 0..100', () => {
    expect(discountedPrice(80, 150)).toBe(0);
    expect(discountedPrice(80, -5)).toBe(80);
    expect(discountedPrice(80, Number.NaN)).toBe(80);
  });
});

describe('discountLabel', () => {
  it('renders the OFF tag', () => {
    expect(discountLabel(10)).toBe('10% OFF');
    expect(discountLabel(0)).toBeNull();
  });
});
