import { describe, expect, it } from 'vitest';
import type { OrderRecord, TimelineEntry } from './order-record.js';
import type { OrderStatus } from './order-states.js';
import { contributionDelta, keyFigures, medianOfBuckets, orderContribution, reportDay, reportDays, summarize, type Contribution, type DayFigures, type DayProducts } from './report.js';

// 10:00 IST on 24 November.
const placed = '2026-11-24T04:30:00.000Z';
const at = (minutes: number) => new Date(Date.parse(placed) + minutes * 60_000).toISOString();

function order(steps: [OrderStatus, number][], options: { total?: number; promised?: number; lines?: [string, number][] } = {}) {
  const timeline: TimelineEntry[] = steps.map(([status, minutes]) => ({ status, at: at(minutes), by: 'admin' }));
  const lines = (options.lines ?? [['p1', 2]]).map(([productId, quantity]) => ({ productId, name: `Name ${productId}`, quantity }));
  return {
    status: timeline.at(-1)?.status ?? 'placed',
    timeline,
    createdAt: placed,
    etaAt: at(options.promised ?? 15),
    lines,
    totals: { grandTotalPaise: options.total ?? 10_000 },
  } as unknown as OrderRecord;
}

describe('an order\'s share of its store\'s day', () => {
  it('a delivered order on time: counted on its placed day and hour, revenue, phases to the minute, products', () => {
    const c = orderContribution(order([['placed', 0], ['packed', 2.5], ['out_for_delivery', 4], ['delivered', 14.9]]), 's1');
    expect(c).toEqual({
      storeId: 's1',
      day: '2026-11-24',
      figures: { orders: 1, h10: 1, delivered: 1, onTime: 1, paid: 1, revenue: 10_000, pack_2: 1, dispatch_1: 1, deliver_10: 1 },
      products: { p1: 2 },
      names: { p1: 'Name p1' },
    });
  });

  it('late past the promise; long phases share the last bucket', () => {
    const c = orderContribution(order([['placed', 0], ['packed', 200], ['out_for_delivery', 201], ['delivered', 215]], { promised: 15 }), 's1');
    expect(c?.figures.onTime).toBeUndefined();
    expect(c?.figures.delivered).toBe(1);
    expect(c?.figures.pack_120).toBe(1);
  });

  it('cancelled after placing: counted as an order and cancelled, no products, no revenue', () => {
    const c = orderContribution(order([['placed', 0], ['cancelled', 3]]), 's1');
    expect(c?.figures).toEqual({ orders: 1, h10: 1, cancelled: 1 });
    expect(c?.products).toEqual({});
  });

  it('never placed: nothing', () => {
    expect(orderContribution(order([['pending_payment', 0], ['payment_failed', 5]]), 's1')).toBeNull();
  });

  it('a refund after delivery takes the revenue out, the delivery stays', () => {
    const c = orderContribution(order([['placed', 0], ['packed', 1], ['out_for_delivery', 2], ['delivered', 3], ['refund_pending', 30]]), 's1');
    expect(c?.figures.revenue).toBeUndefined();
    expect(c?.figures.delivered).toBe(1);
  });

  it('refunds that succeeded come off the revenue, also after delivery; a pending or failed one does not', () => {
    const delivered = order([['placed', 0], ['packed', 1], ['out_for_delivery', 2], ['delivered', 3]], { total: 248_400 });
    const refunds = [
      { id: 're_1', amountPaise: 20_000, status: 'succeeded', at: at(40) },
      { id: 're_2', amountPaise: 10_000, status: 'succeeded', at: at(41) },
      { id: 're_3', amountPaise: 5_000, status: 'failed', at: at(42) },
      { id: 're_4', amountPaise: 5_000, status: 'pending', at: at(43) },
    ] as const;
    const c = orderContribution({ ...delivered, refunds: [...refunds] }, 's1');
    expect(c?.figures).toMatchObject({ delivered: 1, paid: 1, revenue: 218_400 });
    const all = orderContribution({ ...delivered, refunds: [{ id: 're_5', amountPaise: 248_400, status: 'succeeded', at: at(50) }] }, 's1');
    expect(all?.figures.revenue).toBeUndefined();
    expect(all?.figures.paid).toBeUndefined();
    expect(all?.figures.delivered).toBe(1);
  });

  it('the day is the stores\' day: 23:50 UTC is the next morning in India', () => {
    expect(reportDay('2026-11-24T18:29:00.000Z')).toBe('2026-11-24');
    expect(reportDay('2026-11-24T18:30:00.000Z')).toBe('2026-11-25');
  });
});

describe('applying only the difference', () => {
  const placedOnly = orderContribution(order([['placed', 0]]), 's1') as Contribution;
  const packed = orderContribution(order([['placed', 0], ['packed', 3]]), 's1') as Contribution;
  it('first time: the whole share; a move: only what changed; the same state again: nothing', () => {
    expect(contributionDelta(null, placedOnly)[0]?.figures).toEqual({ orders: 1, h10: 1 });
    expect(contributionDelta(placedOnly, packed)).toEqual([{ storeId: 's1', day: '2026-11-24', figures: { pack_3: 1 }, products: {}, names: {} }]);
    expect(contributionDelta(packed, packed)).toEqual([]);
  });
  it('a cancellation takes the products back', () => {
    const cancelled = orderContribution(order([['placed', 0], ['cancelled', 3]]), 's1');
    expect(contributionDelta(placedOnly, cancelled)).toEqual([{ storeId: 's1', day: '2026-11-24', figures: { cancelled: 1 }, products: { p1: -2 }, names: {} }]);
  });
});

describe('medians from minute buckets', () => {
  it('is the lower median, null when empty', () => {
    expect(medianOfBuckets(new Map())).toBeNull();
    expect(medianOfBuckets(new Map([[3, 1], [7, 1], [9, 1]]))).toBe(7);
    expect(medianOfBuckets(new Map([[3, 2], [7, 2]]))).toBe(3);
    expect(medianOfBuckets(new Map([[12, 1], [2, 5]]))).toBe(2);
  });
});

describe('the summary', () => {
  it('sums stores and days, rounds percentages to one decimal, ranks products', () => {
    const days: DayFigures[] = [
      { storeId: 'a', day: '2026-11-24', figures: { orders: 2, h10: 2, delivered: 1, onTime: 1, paid: 1, revenue: 12_345, cancelled: 1, pack_3: 1 } },
      { storeId: 'b', day: '2026-11-24', figures: { orders: 1, h11: 1, delivered: 1, paid: 1, revenue: 5_000, pack_5: 1 } },
    ];
    const products: DayProducts[] = [
      { storeId: 'a', day: '2026-11-24', products: { p1: 2, p2: 5 }, names: { p1: 'Milk', p2: 'Eggs' } },
      { storeId: 'b', day: '2026-11-24', products: { p1: 4 }, names: { p1: 'Milk' } },
    ];
    const s = summarize({ from: '2026-11-24', to: '2026-11-24' }, days, products, [{ _id: 'a', name: 'A' }, { _id: 'b', name: 'B' }]);
    expect(s.orders).toBe(3);
    expect(s.revenue).toBe(173.45);
    expect(s.aov).toBe(86.73);
    expect(s.cancelledPct).toBe(33.3);
    expect(s.onTimePct).toBe(50);
    expect(s.medianMinutes).toEqual({ pack: 3, dispatch: null, deliver: null });
    expect(s.byHour[10]).toEqual({ hour: 10, orders: 2 });
    expect(s.topProducts).toEqual([{ productId: 'p1', name: 'Milk', quantity: 6 }, { productId: 'p2', name: 'Eggs', quantity: 5 }]);
    expect(s.stores[1]).toMatchObject({ storeId: 'b', orders: 1, revenue: 50, onTimePct: 0 });
    expect(keyFigures({})).toMatchObject({ orders: 0, aov: 0, cancelledPct: 0, onTimePct: null });
    // Placed but none delivered yet: no share on time to show, not 0 %.
    expect(keyFigures({ orders: 2 }).onTimePct).toBeNull();
  });
  it('ranges: inclusive days, at most 92', () => {
    expect(reportDays('2026-11-30', '2026-12-02')).toEqual(['2026-11-30', '2026-12-01', '2026-12-02']);
    expect(reportDays('2026-12-02', '2026-11-30')).toBe('to must not be before from');
    expect(typeof reportDays('2026-01-01', '2026-12-31')).toBe('string');
  });
});
