import { describe, expect, it } from 'vitest';
import { bestOffer, offerAmountPaise, offerRefusal, type OfferContext, type OfferRule } from './offers.js';

const save10: OfferRule = {
  code: 'SAVE10', title: '10% off up to ₹60', kind: 'percent', percent: 10, capPaise: 6_000, flatPaise: 0, minCartPaise: 29_900,
  storeIds: [], firstOrderOnly: false, perShopperLimit: 0, totalLimit: 0, active: true,
};
const welcome: OfferRule = { ...save10, code: 'WELCOME50', title: '₹50 off your first order', kind: 'flat', flatPaise: 5_000, capPaise: 0, minCartPaise: 19_900, firstOrderOnly: true, perShopperLimit: 1 };
const at = new Date('2026-11-28T09:00:00Z');
const context = (over: Partial<OfferContext> = {}): OfferContext => ({ cartValuePaise: 40_000, storeId: 's1', at, shopperOrders: 0, shopperUses: 0, totalUses: 0, ...over });

describe('offerRefusal', () => {
  it('says in the shopper words why an offer does not apply', () => {
    expect(offerRefusal(save10, context({ cartValuePaise: 17_900 }))).toBe('Add ₹120 more to use SAVE10');
    expect(offerRefusal(welcome, context({ shopperOrders: 1 }))).toBe('WELCOME50 is for your first order only');
    expect(offerRefusal(welcome, context({ shopperUses: 1 }))).toBe('You have already used WELCOME50');
    expect(offerRefusal({ ...save10, totalLimit: 100 }, context({ totalUses: 100 }))).toBe('SAVE10 has been fully used');
    expect(offerRefusal({ ...save10, storeIds: ['s2'] }, context())).toBe('SAVE10 is not available at this store');
    expect(offerRefusal({ ...save10, validTo: '2026-11-28T08:00:00Z' }, context())).toBe('SAVE10 has ended');
    expect(offerRefusal({ ...save10, active: false }, context())).toBe('SAVE10 has ended');
    expect(offerRefusal({ ...save10, validFrom: '2026-12-01T00:00:00Z' }, context())).toBe('SAVE10 has not started yet');
    expect(offerRefusal(save10, context())).toBeUndefined();
  });
});

describe('offerAmountPaise', () => {
  it('rounds percent down to the paisa and caps it; flat never below ₹0; free delivery is the fee', () => {
    expect(offerAmountPaise(save10, 33_333, 0)).toBe(3_333);
    expect(offerAmountPaise(save10, 90_000, 0)).toBe(6_000);
    expect(offerAmountPaise({ ...save10, capPaise: 0 }, 90_000, 0)).toBe(9_000);
    expect(offerAmountPaise(welcome, 3_000, 0)).toBe(3_000);
    expect(offerAmountPaise({ ...save10, kind: 'free_delivery' }, 10_000, 2_500)).toBe(2_500);
  });
});

describe('bestOffer', () => {
  it('picks the one that saves the most among those that apply', () => {
    const best = bestOffer([{ rule: save10, context: context() }, { rule: welcome, context: context() }], 0);
    expect(best).toEqual({ rule: welcome, amountPaise: 5_000 });
    expect(bestOffer([{ rule: welcome, context: context({ shopperOrders: 2 }) }], 0)).toBeUndefined();
  });
});
