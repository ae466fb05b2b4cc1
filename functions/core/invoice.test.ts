import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  amountInWords,
  creditNoteNumber,
  CREDIT_NOTE_SERIAL_MAX,
  financialYear,
  GST_RATES,
  INVOICE_NUMBER_MAX_LENGTH,
  INVOICE_PREFIX_PATTERN,
  INVOICE_SERIAL_MAX,
  invoiceNumber,
  invoicePrefixCandidates,
  numberInWords,
  taxInside,
} from './invoice.js';

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
    expect(invoiceNumber('MUMC', '2026-27', 42)).toBe('MUMC/2627/00042');
    expect(creditNoteNumber('MUMC', '2026-27', 3)).toBe('MUMC/2627/C00003');
  });
});

describe('invoice numbers fit GST rule 46: at most 16 characters, unique per store and year', () => {
  const prefix = fc.stringMatching(INVOICE_PREFIX_PATTERN);
  const year = fc.integer({ min: 2000, max: 2098 }).map((y) => `${y}-${String((y + 1) % 100).padStart(2, '0')}`);

  it('every number up to the largest serial allowed fits 16 characters, and the serial after it is refused', () => {
    for (const p of ['M', 'MU', 'MUM', 'MUMC']) {
      expect(invoiceNumber(p, '2099-00', INVOICE_SERIAL_MAX).length).toBeLessThanOrEqual(INVOICE_NUMBER_MAX_LENGTH);
      expect(creditNoteNumber(p, '2099-00', CREDIT_NOTE_SERIAL_MAX).length).toBeLessThanOrEqual(INVOICE_NUMBER_MAX_LENGTH);
    }
    expect(invoiceNumber('MUMC', '2026-27', INVOICE_SERIAL_MAX)).toBe('MUMC/2627/999999');
    expect(() => invoiceNumber('MUMC', '2026-27', INVOICE_SERIAL_MAX + 1)).toThrow();
    expect(() => creditNoteNumber('MUMC', '2026-27', CREDIT_NOTE_SERIAL_MAX + 1)).toThrow();
    expect(() => invoiceNumber('MUMBAI', '2026-27', 1)).toThrow();
    expect(() => invoiceNumber('MUMC', '2026-27', 0)).toThrow();
    fc.assert(
      fc.property(prefix, year, fc.integer({ min: 1, max: INVOICE_SERIAL_MAX }), fc.integer({ min: 1, max: CREDIT_NOTE_SERIAL_MAX }), (p, y, n, c) => {
        expect(invoiceNumber(p, y, n).length).toBeLessThanOrEqual(INVOICE_NUMBER_MAX_LENGTH);
        expect(creditNoteNumber(p, y, c).length).toBeLessThanOrEqual(INVOICE_NUMBER_MAX_LENGTH);
      }),
      { numRuns: 300 },
    );
  });

  it('the serial space holds the year of a busy dark store: 2,000 deliveries a day, every day of a leap year', () => {
    expect(INVOICE_SERIAL_MAX).toBeGreaterThanOrEqual(2_000 * 366);
    // Refunds after delivery are a few in a hundred orders; room for one in ten.
    expect(CREDIT_NOTE_SERIAL_MAX).toBeGreaterThanOrEqual((2_000 * 366) / 10);
  });

  it('two different (prefix, year, serial) never give one number, invoices and credit notes alike', () => {
    fc.assert(
      fc.property(prefix, prefix, year, year, fc.integer({ min: 1, max: CREDIT_NOTE_SERIAL_MAX }), fc.integer({ min: 1, max: CREDIT_NOTE_SERIAL_MAX }), (p1, p2, y1, y2, n1, n2) => {
        const same = p1 === p2 && y1 === y2 && n1 === n2;
        expect(invoiceNumber(p1, y1, n1) === invoiceNumber(p2, y2, n2)).toBe(same);
        expect(creditNoteNumber(p1, y1, n1) === creditNoteNumber(p2, y2, n2)).toBe(same);
        expect(invoiceNumber(p1, y1, n1)).not.toBe(creditNoteNumber(p2, y2, n2));
      }),
      { numRuns: 300 },
    );
  });

  it('the prefix candidates of a store: the first choice from its name, then numbered ones, all valid and all different', () => {
    expect(invoicePrefixCandidates('Mumbai Central')[0]).toBe('MUMC');
    expect(invoicePrefixCandidates('Bengaluru Indiranagar')[0]).toBe('BENI');
    expect(invoicePrefixCandidates('Delhi Connaught Place')[0]).toBe('DELC');
    expect(invoicePrefixCandidates('Mumbai Central').slice(1, 3)).toEqual(['MUM2', 'MUM3']);
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (name) => {
        const candidates = invoicePrefixCandidates(name);
        expect(candidates.length).toBeGreaterThanOrEqual(900);
        expect(new Set(candidates).size).toBe(candidates.length);
        expect(candidates.every((c) => INVOICE_PREFIX_PATTERN.test(c))).toBe(true);
      }),
      { numRuns: 50 },
    );
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
