import { describe, expect, it } from 'vitest';
import { MAX_PRICE_RUPEES, paiseToRupees, rupeesToPaise } from './money.js';

const paise = (value: number | string) => {
  const result = rupeesToPaise(value);
  if (!result.ok) throw new Error(result.reason);
  return result.paise;
};
const reason = (value: number | string) => {
  const result = rupeesToPaise(value);
  return result.ok ? undefined : result.reason;
};

describe('rupees to paise', () => {
  it('is exact for every value with up to 2 decimals', () => {
    expect(paise(52.5)).toBe(5250);
    expect(paise(19.99)).toBe(1999);
    expect(paise(1.15)).toBe(115); // 1.15 * 100 is 114.99999999999999 in floating point
    expect(paise(4.35)).toBe(435); // 4.35 * 100 is 434.99999999999994
    expect(paise(0.01)).toBe(1);
    expect(paise(100)).toBe(10000);
    expect(paise('52.50')).toBe(5250);
    expect(paise(' 7.5 ')).toBe(750);
  });

  it('is exact for every paise amount of a realistic range (round trip)', () => {
    const wrong: number[] = [];
    for (let p = 1; p <= 1_000_000; p++) {
      if (paise(p / 100) !== p || paise(String(paiseToRupees(p))) !== p) wrong.push(p);
    }
    expect(wrong).toEqual([]);
  });

  it('refuses a float artefact instead of rounding it', () => {
    expect(reason(0.1 + 0.2)).toBe('must have at most 2 decimals');
    expect(reason(1.1 * 3)).toBe('must have at most 2 decimals');
  });

  it('refuses 3 decimals, zero, negatives, non-numbers and huge prices', () => {
    expect(reason(19.999)).toBe('must have at most 2 decimals');
    expect(reason('19.999')).toBe('must have at most 2 decimals');
    expect(reason(0.001)).toBe('must have at most 2 decimals');
    expect(reason(1e-7)).toBe('must have at most 2 decimals');
    expect(reason(0)).toBe('must be greater than 0');
    expect(reason('0.00')).toBe('must be greater than 0');
    expect(reason(-5)).toBe('must be greater than 0');
    expect(reason('-5')).toBe('must be greater than 0');
    expect(reason(Number.NaN)).toBe('must be a number');
    expect(reason(Number.POSITIVE_INFINITY)).toBe('must be a number');
    expect(reason('12abc')).toBe('must be a number');
    expect(reason('1e3')).toBe('must be a number');
    expect(reason(MAX_PRICE_RUPEES + 0.01)).toBe(`must be at most ${MAX_PRICE_RUPEES}`);
    expect(reason(1e21)).toBe(`must be at most ${MAX_PRICE_RUPEES}`);
    expect(paise(MAX_PRICE_RUPEES)).toBe(MAX_PRICE_RUPEES * 100);
  });
});

describe('paise to rupees', () => {
  it('gives the same number the literal would', () => {
    expect(paiseToRupees(5250)).toBe(52.5);
    expect(paiseToRupees(1999)).toBe(19.99);
    expect(paiseToRupees(30)).toBe(0.3);
    expect(JSON.stringify(paiseToRupees(115))).toBe('1.15');
  });

  it('refuses anything but integer paise', () => {
    expect(() => paiseToRupees(12.5)).toThrow();
    expect(() => paiseToRupees(Number.NaN)).toThrow();
  });
});
