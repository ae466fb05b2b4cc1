import { describe, expect, it } from 'vitest';
import { buildOrder, etaAt, sameCheckout } from './order-record.js';
import type { Actor } from './order-states.js';
import { sampleOrder } from '../../test/fixtures/sample-order.js';

describe('delivery promise', () => {
  const placed = '2026-11-24T10:00:00.000Z';
  it('is 10 minutes after the order was placed, for open orders only', () => {
    const timeline = [
      { status: 'pending_payment' as const, at: '2026-11-24T09:58:00.000Z', by: 'shopper' as Actor },
      { status: 'placed' as const, at: placed, by: 'payment' as Actor },
    ];
    expect(etaAt({ status: 'placed', timeline, createdAt: '2026-11-24T09:58:00.000Z' })).toBe('2026-11-24T10:10:00.000Z');
    expect(etaAt({ status: 'out_for_delivery', timeline, createdAt: placed })).toBe('2026-11-24T10:10:00.000Z');
    expect(etaAt({ status: 'delivered', timeline, createdAt: placed })).toBeNull();
    expect(etaAt({ status: 'pending_payment', timeline: timeline.slice(0, 1), createdAt: placed })).toBeNull();
    // Orders from before timelines existed: their creation time.
    expect(etaAt({ status: 'placed', createdAt: placed })).toBe('2026-11-24T10:10:00.000Z');
  });

  it('is the store\'s promise at checkout, counted from when the order was placed (a card order: when paid)', () => {
    const created = '2026-11-24T09:58:00.000Z';
    const timeline = [
      { status: 'pending_payment' as const, at: created, by: 'shopper' as Actor },
      { status: 'placed' as const, at: placed, by: 'payment' as Actor },
    ];
    // 14 minutes promised at checkout, paid 2 minutes later: due 14 minutes after the payment.
    expect(etaAt({ status: 'placed', timeline, createdAt: created, etaAt: '2026-11-24T10:12:00.000Z' })).toBe('2026-11-24T10:14:00.000Z');
    expect(etaAt({ status: 'placed', timeline: timeline.slice(1), createdAt: placed, etaAt: '2026-11-24T10:07:00.000Z' })).toBe('2026-11-24T10:07:00.000Z');
  });

  it('an order placed at a store keeps the store, its name and the promise', () => {
    const order = buildOrder({
      id: 'o1',
      userId: 'u1',
      paymentMethod: 'cod',
      cart: [{ _id: 'p', productId: 'p', quantity: 1 }],
      products: new Map([['p', { _id: 'p', name: 'Milk', image: [], unit: '1 L', pricePaise: 6600, discount: 0 }]]),
      address: sampleOrder().address,
      store: { _id: 'st1', name: 'Mumbai Central', etaMinutes: 12 },
      now: new Date(placed),
    });
    expect(order).toMatchObject({ storeId: 'st1', storeName: 'Mumbai Central', etaAt: '2026-11-24T10:12:00.000Z' });
    expect(etaAt(order)).toBe('2026-11-24T10:12:00.000Z');
  });
});

describe('sameCheckout: a new card checkout resumes the pending one only when nothing changed', () => {
  const pending = sampleOrder({ paymentMethod: 'card', status: 'pending_payment' });
  const withLine = (index: number, change: Partial<(typeof pending.lines)[number]>) => ({
    ...pending,
    lines: pending.lines.map((line, i) => (i === index ? { ...line, ...change } : line)),
  });
  it.each([
    ['the same cart, lines in another order', { ...pending, lines: [...pending.lines].reverse(), cartLines: [...pending.cartLines].reverse() }, true],
    ['another address', { ...pending, address: { ...pending.address, _id: 'a2' } }, false],
    ['another store (its zones moved)', { ...pending, storeId: 'st2' }, false],
    ['one more of a product', withLine(0, { quantity: 3 }), false],
    ['a new price', withLine(1, { unitPricePaise: 5000 }), false],
    ['a line removed', { ...pending, lines: pending.lines.slice(1), cartLines: pending.cartLines.slice(1) }, false],
    ['the same products from new cart lines', { ...pending, cartLines: pending.cartLines.map((l) => ({ ...l, lineId: `${l.lineId}-2` })) }, false],
    ['no fees, no offer, no tip (as an order from before fees)', { ...pending, charges: { fees: [], tipPaise: 0 } }, true],
    ['a tip added', { ...pending, charges: { fees: [], tipPaise: 2000 }, totals: { ...pending.totals, grandTotalPaise: pending.totals.grandTotalPaise + 2000 } }, false],
    [
      'a fee charged now (the store became busy)',
      { ...pending, charges: { fees: [{ kind: 'surge' as const, label: 'Surge fee', amountPaise: 1500, reason: 'busy' }], tipPaise: 0 } },
      false,
    ],
  ])('%s', (_name, next, same) => {
    expect(sameCheckout(pending, next)).toBe(same);
  });
});
