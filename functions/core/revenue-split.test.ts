import { describe, expect, it } from 'vitest';
import { chargedOrder } from '../../test/fixtures/charged-order.js';
import { sampleOrder } from '../../test/fixtures/sample-order.js';
import type { OrderRecord } from './order-record.js';
import type { RefundRecord } from './refunds.js';
import { keyFigures, orderContribution, summarize } from './report.js';
import { revenueSplit, revenueSplitFigures } from './revenue-split.js';

const at = '2026-11-24T10:00:00.000Z';
const later = (minutes: number) => new Date(Date.parse(at) + minutes * 60_000).toISOString();
const delivered = (order: OrderRecord, refunds: RefundRecord[] = [], status: OrderRecord['status'] = 'delivered'): OrderRecord => ({
  ...order,
  status,
  refunds,
  timeline: [
    { status: 'placed', at, by: 'shopper' },
    { status: 'delivered', at: later(12), by: 'rider' },
  ],
});
const refund = (amountPaise: number): RefundRecord => ({ id: `re_${amountPaise}`, amountPaise, status: 'succeeded', at });

describe('the revenue split', () => {
  it('a delivered order with fees, an offer and a tip: items after the offer + fees + tip = its revenue', () => {
    // ₹304.50 items − ₹50 offer = ₹254.50; ₹25 + ₹9 fees; ₹20 tip: ₹308.50.
    const c = orderContribution(delivered(chargedOrder()), 's1')!;
    expect(c.figures).toMatchObject({ revenue: 30_850, revenueFees: 3_400, revenueTips: 2_000, discounts: 5_000 });
    expect(keyFigures(c.figures).split).toEqual({ items: 254.5, fees: 34, discounts: 50, tips: 20 });
  });

  it('an order without charges: all items, no fees, tips or discounts, and no new figures stored', () => {
    const c = orderContribution(delivered(sampleOrder()), 's1')!;
    expect(Object.keys(c.figures).filter((k) => /revenueFees|revenueTips|discounts/.test(k))).toEqual([]);
    expect(keyFigures(c.figures).split).toEqual({ items: c.figures.revenue! / 100, fees: 0, discounts: 0, tips: 0 });
  });

  it('refunds come off the items first, then the fees, then the tip; a whole refund keeps nothing', () => {
    const order = chargedOrder({ paymentMethod: 'card' });
    const parts = (refunded: number) => revenueSplit({ revenue: order.totals.grandTotalPaise - refunded, ...revenueSplitFigures(order, order.totals.grandTotalPaise - refunded) });
    expect(parts(10_000)).toEqual({ items: 154.5, fees: 34, discounts: 50, tips: 20 });
    expect(parts(25_450 + 1_000)).toEqual({ items: 0, fees: 24, discounts: 50, tips: 20 });
    expect(parts(25_450 + 3_400 + 500)).toEqual({ items: 0, fees: 0, discounts: 50, tips: 15 });
    expect(revenueSplitFigures(order, 0)).toEqual({});
    expect(orderContribution(delivered(order, [refund(30_850)], 'refunded'), 's1')!.figures.revenueTips).toBeUndefined();
  });

  it('a free-delivery offer is a discount off the fees, not the items', () => {
    const order = chargedOrder({ offer: { title: 'Free delivery', kind: 'free_delivery', percent: 0, capPaise: 0, flatPaise: 0, minCartPaise: 0 } });
    expect(keyFigures(orderContribution(delivered(order), 's1')!.figures).split).toEqual({ items: 304.5, fees: 9, discounts: 25, tips: 20 });
  });

  it('the summary splits every store and the whole, over orders with and without charges', () => {
    const a = orderContribution(delivered(chargedOrder()), 's1')!;
    const b = orderContribution(delivered(sampleOrder()), 's1')!;
    const figures: Record<string, number> = {};
    for (const c of [a, b]) for (const [k, v] of Object.entries(c.figures)) figures[k] = (figures[k] ?? 0) + v;
    const s = summarize({ from: '2026-11-24', to: '2026-11-24' }, [{ storeId: 's1', day: '2026-11-24', figures }], [], [{ _id: 's1', name: 'One' }]);
    const plain = b.figures.revenue! / 100;
    expect(s.split).toEqual({ items: 254.5 + plain, fees: 34, discounts: 50, tips: 20 });
    expect(s.stores[0]!.split).toEqual(s.split);
    expect(s.split.items + s.split.fees + s.split.tips).toBeCloseTo(s.revenue, 10);
  });
});
