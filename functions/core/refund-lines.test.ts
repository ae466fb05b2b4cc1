import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chargedOrder } from '../../test/fixtures/charged-order.js';
import { bill } from './bill.js';
import { NO_FEES } from './fees.js';
import { linePaid } from './order-record.js';
import { partRefund, unitsPaidPaise, type RefundRecord } from './refunds.js';

/** Part refunds by line give back what the lines paid: their share of the offer taken off. */

const at = '2026-11-24T10:00:00.000Z';
const paidCard = <T extends object>(order: T) => ({ ...order, status: 'delivered', paymentMethod: 'card', paidAt: at });

describe('part refunds by what was paid', () => {
  it('spreads a line over its units: the first (paid % quantity) units carry the odd paisa', () => {
    expect([0, 1, 2].map((i) => unitsPaidPaise(100, 3, i, 1))).toEqual([34, 33, 33]);
    expect(unitsPaidPaise(100, 3, 0, 3)).toBe(100);
    expect(unitsPaidPaise(100, 3, 1, 2)).toBe(66);
    expect(() => unitsPaidPaise(100, 3, 2, 2)).toThrow();
  });

  it('refunding every line of a discounted order gives back exactly the items paid: not the fees, not the tip', () => {
    const order = paidCard(chargedOrder({ paymentMethod: 'card' }));
    const every = order.lines.map((l) => ({ productId: l.productId, quantity: l.quantity }));
    const part = partRefund(order, { lines: every });
    const itemsPaid = order.lines.reduce((sum, l) => sum + linePaid(l), 0);
    expect(part).toEqual({ ok: true, amountPaise: itemsPaid, lines: every, cardPaise: itemsPaid, creditPaise: 0 });
    // ₹304.50 of items less the ₹50 offer: not their list price.
    expect(itemsPaid).toBe(25_450);
    expect(order.totals.grandTotalPaise - itemsPaid).toBe(2_500 + 900 + 2_000);
  });

  it('one unit of a discounted line gives back its share of what the line paid', () => {
    const order = paidCard(chargedOrder({ paymentMethod: 'card' }));
    // Rice: 3 × ₹84 = ₹252 less its ₹41.38 of the offer = ₹210.62, so ₹70.21 + ₹70.21 + ₹70.20.
    expect(partRefund(order, { lines: [{ productId: 'rice', quantity: 1 }] })).toMatchObject({ ok: true, amountPaise: 7_021 });
  });

  it('a line refunded in any number of parts adds up to exactly what it paid, over many random orders', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ pricePaise: fc.integer({ min: 1, max: 500_000 }), discount: fc.integer({ min: 0, max: 90 }), quantity: fc.integer({ min: 1, max: 12 }) }), { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.array(fc.integer({ min: 1, max: 12 }), { minLength: 1, maxLength: 40 }),
        (priced, flatPaise, picks) => {
          const charged = bill({ lines: priced, fees: NO_FEES, at: new Date(at), busy: false, payment: 'card', offer: { title: 'off', kind: 'flat', percent: 0, capPaise: 0, flatPaise, minCartPaise: 0 }, tipPaise: 500 });
          const lines = priced.map((p, i) => ({ productId: `p${i}`, name: `P${i}`, quantity: p.quantity, lineTotalPaise: 0, paidPaise: charged.linePaidPaise[i] }));
          const order = { ...paidCard({ lines }), totals: { grandTotalPaise: charged.grandTotalPaise }, refunds: [] as RefundRecord[] };
          // Refund some units of some line at a time until every unit went back.
          let step = 0;
          while (order.refunds.reduce((n, r) => n + (r.lines?.[0]?.quantity ?? 0), 0) < lines.reduce((n, l) => n + l.quantity, 0)) {
            const given = (id: string) => order.refunds.filter((r) => r.lines?.[0]?.productId === id).reduce((n, r) => n + (r.lines?.[0]?.quantity ?? 0), 0);
            const line = lines.find((l) => given(l.productId) < l.quantity)!;
            const quantity = Math.min(picks[step++ % picks.length]!, line.quantity - given(line.productId));
            const ask = [{ productId: line.productId, quantity }];
            const part = partRefund(order, { lines: ask });
            // Units the offer took wholly off paid nothing: there is nothing to give back for them.
            if (!part.ok) expect(unitsPaidPaise(line.paidPaise!, line.quantity, given(line.productId), quantity)).toBe(0);
            order.refunds.push({ id: `re_${step}`, amountPaise: part.ok ? part.amountPaise : 0, status: 'succeeded', at, lines: ask });
          }
          for (const line of lines) {
            const back = order.refunds.filter((r) => r.lines?.[0]?.productId === line.productId).reduce((s, r) => s + r.amountPaise, 0);
            expect(back).toBe(line.paidPaise);
          }
          const total = order.refunds.reduce((s, r) => s + r.amountPaise, 0);
          expect(total).toBe(charged.linePaidPaise.reduce((s, p) => s + p, 0));
          expect(total).toBeLessThanOrEqual(charged.grandTotalPaise);
        },
      ),
      { numRuns: 1_000 },
    );
  });
});
