import { describe, expect, it } from 'vitest';
import { bill } from './bill.js';
import { invoiceDocument } from './invoice-document.js';
import { feesAsPaid } from './order-charges.js';
import { buildOrder } from './order-record.js';
import { givenBackPaise, totalsWithoutUnavailable, type PickState } from './picking.js';
import { propose } from './substitution.js';

const at = new Date('2026-11-29T10:00:00.000Z');
const seller = { name: 'QuickBasket Retail Pvt Ltd', gstin: '27AAPFU0939F1ZV', state: 'Maharashtra' };
const milk = { _id: 'milk', name: 'Toned Milk', image: [], unit: '500 ml', pricePaise: 2_700, discount: 0 };
const tea = { _id: 'tea', name: 'Assam Tea', image: [], unit: '250 g', pricePaise: 5_000, discount: 0 };

/** A cash order of 3 milk and a tea, packed with 2 milk missing and replaced by a cheaper milk the shopper accepted. */
function packedWithSubstitute() {
  const cart = [
    { _id: 'milk', productId: 'milk', quantity: 3 },
    { _id: 'tea', productId: 'tea', quantity: 1 },
  ];
  const fees = { deliveryBands: [{ belowPaise: 19_900, feePaise: 2_500 }], smallCart: { belowPaise: 0, feePaise: 0 }, handlingPaise: 0, lateNight: { feePaise: 0, from: '23:00', to: '06:00' }, cashPaise: 0, surgePaise: 0 };
  const b = bill({ lines: [{ ...milk, quantity: 3 }, { ...tea, quantity: 1 }], fees, at, busy: false, payment: 'cash', tipPaise: 0 });
  const placed = buildOrder({ id: '01JSUBSTITUTE000000000000', userId: 'u1', paymentMethod: 'cod', cart, products: new Map([['milk', milk], ['tea', tea]]), address: { _id: 'a1', address_line: '1 Marine Drive', city: 'Mumbai', state: 'Maharashtra', country: 'India', pincode: '400001', mobile: '9876543210' }, bill: { bill: b }, now: at });
  const substitute = { ...propose(placed.lines[0]!, 2, { productId: 'cow', name: 'Cow Milk', unit: '500 ml', image: '', unitPricePaise: 2_600 }, at, 5), status: 'accepted' as const };
  const pick: PickState = { pickerId: 'p1', pickerName: 'Priya', startedAt: at.toISOString(), rev: 4, lines: [{ productId: 'milk', scanned: 1, unavailable: 2 }, { productId: 'tea', scanned: 1, unavailable: 0 }], substitutions: [substitute] };
  return {
    ...placed,
    pick,
    totals: totalsWithoutUnavailable(placed.totals, placed.lines, pick),
    invoice: { number: 'MUM1/2026-27/00009', issuedAt: at.toISOString(), seller, lines: [{ gstRate: 0, hsn: '0401' }, { gstRate: 5, hsn: '0902' }] },
  };
}

describe('a cash order with an accepted substitute', () => {
  it('costs what was packed: the missing units off, the substitute at its price (never above theirs)', () => {
    const order = packedWithSubstitute();
    expect(givenBackPaise(order.lines, order.pick)).toBe(5_400 - 5_200);
    // 3 × 27 + 50 + delivery 25, less ₹2.
    expect(order.totals.grandTotalPaise).toBe(8_100 + 5_000 + 2_500 - 200);
    // Its fees are paid in full: the items paid (substitute in) and the fees make the total.
    expect(feesAsPaid(order)).toEqual([{ label: 'Delivery fee', paidPaise: 2_500 }]);
  });

  it('is invoiced for the final lines: the milk packed, the substitute delivered (taxed as the line it replaces), adding up to its total', () => {
    const order = packedWithSubstitute();
    const doc = invoiceDocument(order);
    expect(doc.rows.slice(0, 3).map((r) => [r.description, r.code, r.quantity, r.paidPaise])).toEqual([
      ['Toned Milk (500 ml)', '0401', 1, 2_700],
      ['Assam Tea (250 g)', '0902', 1, 5_000],
      ['Cow Milk (500 ml)', '0401', 2, 5_200],
    ]);
    expect(doc.totalPaise).toBe(order.totals.grandTotalPaise);
  });
});
