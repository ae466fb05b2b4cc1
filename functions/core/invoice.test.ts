import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountInWords, financialYear, GST_RATES, invoiceNumber, numberInWords, taxInside } from './invoice.js';

describe('taxInside', () => {
  it('finds the tax inside a tax-inclusive price, split CGST + SGST within the state, IGST across', () => {
    expect(taxInside(10_500, 5, true)).toEqual({ taxablePaise: 10_000, cgstPaise: 250, sgstPaise: 250, igstPaise: 0 });
    expect(taxInside(11_800, 18, false)).toEqual({ taxablePaise: 10_000, cgstPaise: 0, sgstPaise: 0, igstPaise: 1_800 });
    expect(taxInside(101, 5, true)).toEqual({ taxablePaise: 96, cgstPaise: 2, sgstPaise: 3, igstPaise: 0 }); // 96.19 → 96; odd paisa to SGST
    expect(taxInside(999, 0, true)).toEqual({ taxablePaise: 999, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 });
  });

  it('always adds up to what was paid', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), fc.constantFrom(...GST_RATES), fc.boolean(), (paid, rate, same) => {
      const t = taxInside(paid, rate, same);
      expect(t.taxablePaise + t.cgstPaise + t.sgstPaise + t.igstPaise).toBe(paid);
      expect(Math.abs(t.taxablePaise * (100 + rate) - paid * 100)).toBeLessThanOrEqual((100 + rate) / 2);
    }), { numRuns: 1_000 });
  });
});

describe('financial year and invoice number', () => {
  it('runs April to March in Indian time', () => {
    expect(financialYear(new Date('2026-03-31T18:29:59Z'))).toBe('2025-26'); // 23:59:59 on 31 March in India
    expect(financialYear(new Date('2026-03-31T18:30:00Z'))).toBe('2026-27'); // 00:00 on 1 April in India
    expect(financialYear(new Date('2099-12-01T00:00:00Z'))).toBe('2099-00');
    expect(invoiceNumber('MUM1', '2026-27', 42)).toBe('MUM1/2026-27/00042');
  });
});

describe('amount in words', () => {
  it('writes rupees and paise with Indian grouping', () => {
    expect(numberInWords(0)).toBe('Zero');
    expect(numberInWords(115)).toBe('One Hundred Fifteen');
    expect(numberInWords(1_23_45_678)).toBe('One Crore Twenty-Three Lakh Forty-Five Thousand Six Hundred Seventy-Eight');
    expect(amountInWords(12_050)).toBe('Rupees One Hundred Twenty and Fifty Paise Only');
    expect(amountInWords(100_000)).toBe('Rupees One Thousand Only');
  });
});
