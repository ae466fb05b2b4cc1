import { describe, expect, it } from 'vitest';
import { entryDate, entryView } from './credit-entry';

describe('a credit entry as the shopper reads it', () => {
  it('says why with the admin\'s reason, and the amount signed and exact', () => {
    expect(entryView({ kind: 'goodwill', reason: 'Sorry for the late delivery', amount: 120 })).toEqual({
      title: 'From QuickBasket',
      detail: 'Sorry for the late delivery',
      amount: '+₹120',
      spoken: 'added ₹120',
      added: true,
    });
    expect(entryView({ kind: 'order_spend', reason: 'Paid for order ORD-1', amount: -52.5 })).toMatchObject({ title: 'Spent at checkout', amount: '\u2212₹52.50', spoken: 'spent ₹52.50', added: false });
    expect(entryView({ kind: 'order_return', reason: 'Order ORD-1 was cancelled', amount: 52.5 }).title).toBe('Given back: order cancelled');
    expect(entryView({ kind: 'claim', reason: 'Problem reported (damaged), claim 1', amount: 60 }).title).toBe('Problem with an order refunded');
    expect(entryView({ kind: 'order_refund', reason: 'Two packs torn', amount: 0.01 }).amount).toBe('+₹0.01');
    expect(entryView({ kind: 'goodwill', reason: '  ', amount: 1 }).detail).toBeNull();
  });

  it('dates in the stores\' time zone', () => {
    expect(entryDate('2026-11-29T12:35:00.000Z')).toMatch(/29 Nov 2026.*6:05/);
    expect(entryDate('not a date')).toBe('');
  });
});
