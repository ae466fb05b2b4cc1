import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { feesArb, offerArb } from '../../test/fixtures/money-arbitraries.js';
import { bill, MAX_TIP_PAISE, spreadDiscount } from './bill.js';
import { NO_FEES, type StoreFees } from './fees.js';
import { totals } from './pricing.js';
import type { OfferTerms } from './offers.js';

// 14:30 and 23:30 in India.
const afternoon = new Date('2026-11-28T09:00:00Z');
const lateNight = new Date('2026-11-28T18:00:00Z');

const zepto: StoreFees = {
  deliveryBands: [{ belowPaise: 9_900, feePaise: 3_500 }, { belowPaise: 19_900, feePaise: 2_500 }],
  smallCart: { belowPaise: 10_000, feePaise: 1_500 },
  handlingPaise: 900,
  lateNight: { feePaise: 2_000, from: '23:00', to: '06:00' },
  cashPaise: 1_000,
  surgePaise: 1_500,
};
const milk = { pricePaise: 3_000, discount: 0, quantity: 2 }; // ₹60
const save10: OfferTerms = { code: 'SAVE10', title: '10% off', kind: 'percent', percent: 10, capPaise: 6_000, flatPaise: 0, minCartPaise: 29_900 };

describe('bill', () => {
  it('is the spec totals, delivery free, for a store with no fee rules and no offer', () => {
    const lines = [milk, { pricePaise: 9_900, discount: 15, quantity: 1 }];
    const b = bill({ lines, fees: NO_FEES, at: afternoon, busy: true, payment: 'cash', tipPaise: 0 });
    expect(b.fees).toEqual([]);
    expect(b.grandTotalPaise).toBe(totals(lines).grandTotalPaise);
    expect(b.freeDeliveryGapPaise).toBeUndefined();
    expect(b.cashFeePaise).toBeUndefined();
  });

  it('charges the band the cart value falls in and says how much more makes delivery free', () => {
    const b = bill({ lines: [milk], fees: zepto, at: afternoon, busy: false, tipPaise: 0 });
    expect(b.fees.map((f) => [f.kind, f.amountPaise])).toEqual([['delivery', 3_500], ['small_cart', 1_500], ['handling', 900]]);
    expect(b.freeDeliveryGapPaise).toBe(13_900); // ₹199 − ₹60
    expect(b.fees[0]?.reason).toBe('For carts under ₹99; free from ₹199');
    expect(b.cashFeePaise).toBe(1_000); // named in the cart, charged only for cash
    expect(b.grandTotalPaise).toBe(6_000 + 3_500 + 1_500 + 900);
  });

  it('adds the late night fee in its hours, across midnight, and the surge fee only while busy', () => {
    const big = [{ pricePaise: 25_000, discount: 0, quantity: 1 }];
    expect(bill({ lines: big, fees: zepto, at: afternoon, busy: false, tipPaise: 0 }).fees.map((f) => f.kind)).toEqual(['handling']);
    expect(bill({ lines: big, fees: zepto, at: lateNight, busy: true, payment: 'cash', tipPaise: 0 }).fees.map((f) => f.kind))
      .toEqual(['handling', 'late_night', 'surge', 'cash']);
  });

  it('takes a percent offer off the items only, capped, and spreads it over the lines exactly', () => {
    const lines = [{ pricePaise: 33_333, discount: 0, quantity: 1 }, { pricePaise: 100, discount: 0, quantity: 3 }];
    const b = bill({ lines, fees: zepto, at: afternoon, busy: false, offer: save10, tipPaise: 2_000 });
    expect(b.offer).toEqual({ code: 'SAVE10', title: '10% off', amountPaise: 3_363 }); // floor(10% of ₹336.33)
    expect(b.linePaidPaise.reduce((s, p) => s + p, 0)).toBe(33_633 - 3_363);
    expect(b.grandTotalPaise).toBe(33_633 - 3_363 + 900 + 2_000);
  });

  it('does not apply an offer below its minimum, and free delivery takes off only the delivery fee', () => {
    expect(bill({ lines: [milk], fees: zepto, at: afternoon, busy: false, offer: save10, tipPaise: 0 }).offer).toBeUndefined();
    const free: OfferTerms = { code: 'FREEDEL', title: 'Free delivery', kind: 'free_delivery', percent: 0, capPaise: 0, flatPaise: 0, minCartPaise: 0 };
    const b = bill({ lines: [milk], fees: zepto, at: afternoon, busy: false, offer: free, tipPaise: 0 });
    expect(b.offer?.amountPaise).toBe(3_500);
    expect(b.linePaidPaise).toEqual([6_000]);
    expect(b.grandTotalPaise).toBe(6_000 + 1_500 + 900);
    expect(b.freeDeliveryGapPaise).toBeUndefined();
  });

  it('refuses a tip outside 0..₹200 or in part paise', () => {
    for (const tipPaise of [-1, MAX_TIP_PAISE + 1, 10.5]) {
      expect(() => bill({ lines: [milk], fees: NO_FEES, at: afternoon, busy: false, tipPaise })).toThrow(/tip/);
    }
  });
});

describe('spreadDiscount', () => {
  it('gives the odd paisa to the largest remainder', () => {
    expect(spreadDiscount([100, 100, 100], 100)).toEqual([66, 67, 67]); // ties: the earlier line takes the odd paisa off
    expect(spreadDiscount([500, 0], 500)).toEqual([0, 0]);
    expect(spreadDiscount([], 0)).toEqual([]);
  });

  it('adds up exactly and never takes a line below 0, over many random carts', () => {
    fc.assert(fc.property(fc.array(fc.integer({ min: 0, max: 5_000_000 }), { minLength: 1, maxLength: 40 }), fc.double({ min: 0, max: 1, noNaN: true }), (totalsList, fraction) => {
      const total = totalsList.reduce((s, t) => s + t, 0);
      const discount = Math.floor(total * fraction);
      const paid = spreadDiscount(totalsList, discount);
      expect(paid.reduce((s, p) => s + p, 0)).toBe(total - discount);
      paid.forEach((p, i) => { expect(p).toBeGreaterThanOrEqual(0); expect(p).toBeLessThanOrEqual(totalsList[i] ?? 0); });
    }), { numRuns: 1_000 });
  });
});


describe('bill over many random carts, stores, times and offers', () => {
  it('adds up: items after offer + fees + tip = grand total, lines = items after offer, nothing below 0', () => {
    fc.assert(fc.property(
      fc.array(fc.record({ pricePaise: fc.integer({ min: 1, max: 1_000_000 }), discount: fc.integer({ min: 0, max: 100 }), quantity: fc.integer({ min: 1, max: 20 }) }), { minLength: 1, maxLength: 30 }),
      feesArb, fc.date({ min: new Date('2026-01-01'), max: new Date('2028-01-01'), noInvalidDate: true }), fc.boolean(),
      fc.constantFrom(undefined, 'card', 'cash'), fc.option(offerArb(['A', 'B']), { nil: undefined }), fc.integer({ min: 0, max: MAX_TIP_PAISE }),
      (lines, fees, at, busy, payment, offer, tipPaise) => {
        const b = bill({ lines, fees, at, busy, payment, offer, tipPaise });
        const feesTotal = b.fees.reduce((s, f) => s + f.amountPaise, 0);
        expect(b.feesTotalPaise).toBe(feesTotal);
        expect(b.fees.every((f) => f.amountPaise > 0)).toBe(true);
        const itemsOff = offer?.kind === 'free_delivery' ? 0 : b.offer?.amountPaise ?? 0;
        expect(b.linePaidPaise.reduce((s, p) => s + p, 0)).toBe(b.discountedTotalPaise - itemsOff);
        expect(b.grandTotalPaise).toBe(b.discountedTotalPaise - (b.offer?.amountPaise ?? 0) + feesTotal + tipPaise);
        expect(b.discountedTotalPaise - itemsOff).toBeGreaterThanOrEqual(0);
        if (offer?.kind === 'free_delivery' && b.offer) expect(b.offer.amountPaise).toBe(b.fees.find((f) => f.kind === 'delivery')?.amountPaise);
        if (payment !== 'cash') expect(b.fees.some((f) => f.kind === 'cash')).toBe(false);
        if (!busy) expect(b.fees.some((f) => f.kind === 'surge')).toBe(false);
        expect(b.itemsTotalPaise).toBe(totals(lines).itemsTotalPaise);
      },
    ), { numRuns: 1_000 });
  });
});
