import { describe, expect, it } from 'vitest';
import { bill } from './bill.js';
import { NO_FEES } from './fees.js';
import { buildOrder } from './order-record.js';
import { paymentLines, TIP_LINE_NAME } from './payment-lines.js';

const products = new Map([
  ['milk', { _id: 'milk', name: 'Amul Taaza', image: [], unit: '500 ml', pricePaise: 2700, discount: 0 }],
  ['rice', { _id: 'rice', name: 'Basmati Rice', image: [], unit: '1 kg', pricePaise: 9900, discount: 15 }],
]);
const cart = [
  { _id: 'milk', productId: 'milk', quantity: 3 },
  { _id: 'rice', productId: 'rice', quantity: 2 },
];
const address = { _id: 'a1', address_line: 'x', city: 'Mumbai', state: 'Maharashtra', country: 'India', pincode: '400001', mobile: '9876501234' };
const lines = cart.map((l) => ({ pricePaise: products.get(l.productId)!.pricePaise, discount: products.get(l.productId)!.discount, quantity: l.quantity }));
const orderOf = (billed?: ReturnType<typeof bill>, offerId?: string) =>
  buildOrder({ id: '0193a5b2c3d4e5f60718293a4b5c6d7e', userId: 'u', paymentMethod: 'card', cart, products, address, now: new Date(), ...(billed ? { bill: { bill: billed, offerId } } : {}) });
const total = (items: { quantity: number; unitPaise: number }[]) => items.reduce((sum, l) => sum + l.quantity * l.unitPaise, 0);

describe('paymentLines: what the card payment lists adds up to the order total', () => {
  it('lists lines as quantity × unit price when there are no charges (as before fees)', () => {
    expect(paymentLines(orderOf())).toEqual([
      { name: 'Amul Taaza (500 ml)', quantity: 3, unitPaise: 2700 },
      { name: 'Basmati Rice (1 kg)', quantity: 2, unitPaise: 8400 },
    ]);
  });

  it('adds each fee and the tip, and folds the quantity into the name when an offer leaves an odd paisa', () => {
    const fees = { ...NO_FEES, deliveryBands: [{ belowPaise: 100_000, feePaise: 2500 }], handlingPaise: 400 };
    const billed = bill({
      lines,
      fees,
      at: new Date('2026-11-24T10:00:00Z'),
      busy: false,
      payment: 'card',
      offer: { code: 'SAVE7', title: '₹7 off', kind: 'flat', percent: 0, capPaise: 0, flatPaise: 701, minCartPaise: 0 },
      tipPaise: 2000,
    });
    const order = orderOf(billed, 'offer-1');
    const items = paymentLines(order);
    expect(items.map((l) => l.name)).toEqual(['Amul Taaza (500 ml)', 'Basmati Rice (1 kg) × 2', 'Delivery fee', 'Handling fee', TIP_LINE_NAME]);
    // ₹7.01 off: milk's share (₹2.28) splits over 3, rice's (₹4.73) leaves an odd paisa over 2.
    expect(items.slice(0, 2).map((l) => l.quantity)).toEqual([3, 1]);
    expect(items.every((l) => Number.isSafeInteger(l.unitPaise) && l.unitPaise > 0)).toBe(true);
    expect(total(items)).toBe(billed.grandTotalPaise);
    expect(total(items)).toBe(order.totals.grandTotalPaise);
  });
});
