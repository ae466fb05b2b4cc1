import { describe, expect, it } from 'vitest';
import { canCancel, canRefund } from '@core/order-states';
import { arrivalText, etaText, formatOrderTime, isLive, paymentText, pickedUpLabel, timelineSteps } from './order-progress';
import type { Order, TimelineEntry } from './types';

const at = (minute: number) => new Date(Date.UTC(2026, 2, 3, 4, minute)).toISOString();

function order(status: Order['status'], timeline: TimelineEntry[], extra: Partial<Order> = {}): Order {
  return {
    _id: 'o1',
    orderId: 'ORD-1',
    status,
    paymentMethod: 'cod',
    payment_status: 'CASH ON DELIVERY',
    paidAt: null,
    product_details: { name: 'Milk', image: [] },
    items: [],
    delivery_address: { _id: 'a', address_line: '1 Road', city: 'Pune', state: 'MH', country: 'India', pincode: '411001', mobile: '9876543210' },
    subTotalAmt: 100,
    totalAmt: 90,
    savings: 10,
    totalQuantity: 2,
    timeline,
    etaAt: null,
    refunds: [],
    refundedAmt: 0,
    refundableAmt: 0,
    cancelReason: null,
    rider: null,
    deliveryCode: null,
    pickedUpAt: null,
    deliveredAt: null,
    codeLocked: false,
    failReason: null,
    cashCollected: null,
    substitutions: [],
    createdAt: at(0),
    updatedAt: at(0),
    ...extra,
  };
}

describe('arrivalText', () => {
  // 04:10 UTC is 9:40 am in the stores' time zone (Asia/Kolkata).
  it('gives the promised clock time and the store while the order is on its way', () => {
    expect(arrivalText({ status: 'packed', etaAt: at(10), storeName: 'Mumbai Central' })).toEqual({ by: 'Arriving by 9:40 am', from: 'From Mumbai Central' });
  });

  it('promises nothing once it is delivered or cancelled, or without a time; an order from before stores names none', () => {
    expect(arrivalText({ status: 'delivered', etaAt: at(10), storeName: 'Mumbai Central' })).toEqual({ by: null, from: 'From Mumbai Central' });
    expect(arrivalText({ status: 'placed', etaAt: null })).toEqual({ by: null, from: null });
    expect(arrivalText({ status: 'placed', etaAt: 'soon' })).toEqual({ by: null, from: null });
  });
});

describe('etaText', () => {
  const eta = at(10);

  it('counts whole minutes up to the promised time', () => {
    expect(etaText(eta, new Date(at(0)))).toBe('Arriving in 10 min');
    expect(etaText(eta, new Date(Date.parse(at(9)) + 1_000))).toBe('Arriving in 1 min');
    expect(etaText(eta, new Date(at(3)), 'Due in')).toBe('Due in 7 min');
  });

  it('says Running late from the promised minute on, and nothing without a promise', () => {
    expect(etaText(eta, new Date(at(10)))).toBe('Running late');
    expect(etaText(eta, new Date(at(25)))).toBe('Running late');
    expect(etaText(null, new Date(at(0)))).toBeNull();
    expect(etaText('not a date', new Date(at(0)))).toBeNull();
  });
});

describe('timelineSteps', () => {
  it('a placed order: placed is current, the three delivery steps are to come', () => {
    const steps = timelineSteps(order('placed', [{ status: 'placed', at: at(0), by: 'shopper' }]));
    expect(steps.map((s) => [s.label, s.state])).toEqual([
      ['Placed', 'current'],
      ['Packed', 'upcoming'],
      ['Out for delivery', 'upcoming'],
      ['Delivered', 'upcoming'],
    ]);
    expect(steps[0]?.at).toBe(at(0));
  });

  it('an order out for delivery keeps each done step’s time', () => {
    const steps = timelineSteps(
      order('out_for_delivery', [
        { status: 'placed', at: at(0), by: 'shopper' },
        { status: 'packed', at: at(2), by: 'admin' },
        { status: 'out_for_delivery', at: at(4), by: 'admin' },
      ]),
    );
    expect(steps.map((s) => [s.status, s.state, s.at])).toEqual([
      ['placed', 'done', at(0)],
      ['packed', 'done', at(2)],
      ['out_for_delivery', 'current', at(4)],
      ['delivered', 'upcoming', undefined],
    ]);
  });

  it('a delivered order is all done', () => {
    const steps = timelineSteps(
      order('delivered', [
        { status: 'placed', at: at(0), by: 'shopper' },
        { status: 'packed', at: at(1), by: 'admin' },
        { status: 'out_for_delivery', at: at(2), by: 'admin' },
        { status: 'delivered', at: at(8), by: 'admin' },
      ]),
    );
    expect(steps.every((s) => s.state === 'done')).toBe(true);
    expect(steps).toHaveLength(4);
  });

  it('a card order awaiting payment: placed and the delivery steps are still to come', () => {
    const steps = timelineSteps(order('pending_payment', [{ status: 'pending_payment', at: at(0), by: 'shopper' }], { paymentMethod: 'card' }));
    expect(steps.map((s) => [s.label, s.state])).toEqual([
      ['Awaiting payment', 'current'],
      ['Placed', 'upcoming'],
      ['Packed', 'upcoming'],
      ['Out for delivery', 'upcoming'],
      ['Delivered', 'upcoming'],
    ]);
  });

  it('a cancelled and refunded order shows only what happened, with the reason', () => {
    const steps = timelineSteps(
      order('refunded', [
        { status: 'pending_payment', at: at(0), by: 'shopper' },
        { status: 'placed', at: at(1), by: 'payment' },
        { status: 'packed', at: at(2), by: 'admin' },
        { status: 'cancelled', at: at(3), by: 'admin', note: 'Rider unavailable' },
        { status: 'refund_pending', at: at(3), by: 'admin' },
        { status: 'refunded', at: at(4), by: 'payment' },
      ]),
    );
    expect(steps.map((s) => s.label)).toEqual(['Awaiting payment', 'Placed', 'Packed', 'Cancelled', 'Refund pending', 'Refunded']);
    expect(steps.filter((s) => s.state === 'upcoming')).toEqual([]);
    expect(steps[3]).toMatchObject({ note: 'Rider unavailable', by: 'admin' });
    expect(steps[5]?.state).toBe('current');
  });
});

describe('isLive: the order page keeps refreshing only while the order can still move', () => {
  const card = { paymentMethod: 'card' as const };
  it.each([
    ['pending_payment', card, true],
    ['placed', {}, true],
    ['packed', {}, true],
    ['out_for_delivery', {}, true],
    ['refund_due', card, true],
    ['refund_pending', card, true],
    ['delivered', {}, false],
    ['payment_failed', card, false],
    ['cancelled', {}, false],
    ['cancelled', { ...card, paidAt: null }, false],
    ['cancelled', { ...card, paidAt: at(1) }, true],
    ['refunded', card, false],
  ] as const)('%s %o → %s', (status, extra, live) => {
    expect(isLive(order(status, [], extra))).toBe(live);
  });
});

describe('the server’s own rules, asked with the API order, decide what the screens offer', () => {
  it('a shopper may cancel a placed or awaiting-payment order, not a packed one', () => {
    expect(canCancel(order('placed', []), 'shopper')).toBe(true);
    expect(canCancel(order('pending_payment', [], { paymentMethod: 'card' }), 'shopper')).toBe(true);
    expect(canCancel(order('packed', []), 'shopper')).toBe(false);
    expect(canCancel(order('packed', []), 'admin')).toBe(true);
    expect(canCancel(order('delivered', []), 'admin')).toBe(false);
  });

  it('refund: a cancelled order paid by card, or refund due; never a cash one', () => {
    expect(canRefund(order('cancelled', [], { paymentMethod: 'card', paidAt: at(1) }))).toBe(true);
    expect(canRefund(order('cancelled', [], { paymentMethod: 'card', paidAt: null }))).toBe(false);
    expect(canRefund(order('cancelled', []))).toBe(false);
    expect(canRefund(order('refund_due', [], { paymentMethod: 'card', paidAt: at(1) }))).toBe(true);
  });
});

describe('paymentText', () => {
  it('cash says only the method; a card says where the money is', () => {
    expect(paymentText({ paymentMethod: 'cod', payment_status: 'CASH ON DELIVERY' })).toEqual({ method: 'Cash on delivery', status: null });
    expect(paymentText({ paymentMethod: 'card', payment_status: 'REFUND PENDING' })).toEqual({ method: 'Card (online)', status: 'Refund pending' });
    expect(paymentText({ paymentMethod: 'card', payment_status: 'PAID' }).status).toBe('Paid');
  });
});

describe('formatOrderTime', () => {
  it('says Today for today, the date otherwise, and nothing for a bad date', () => {
    // In the stores' zone (UTC+05:30): 10:42 am is 05:12 UTC, 6 pm is 12:30 UTC.
    const now = new Date(Date.UTC(2026, 2, 3, 12, 30));
    expect(formatOrderTime(new Date(Date.UTC(2026, 2, 3, 5, 12)).toISOString(), now)).toMatch(/^Today, 10:42\s?am$/i);
    expect(formatOrderTime(new Date(Date.UTC(2026, 2, 2, 5, 12)).toISOString(), now)).toMatch(/^2 Mar 2026, 10:42\s?am$/i);
    expect(formatOrderTime('nope', now)).toBe('');
  });

  it('reads the store\'s clock whatever the device\'s: 11:50 pm UTC is already the next day in India', () => {
    const now = new Date(Date.UTC(2026, 2, 3, 20, 0)); // 1:30 am on 4 Mar in India
    expect(formatOrderTime(new Date(Date.UTC(2026, 2, 3, 19, 50)).toISOString(), now)).toMatch(/^Today, 1:20\s?am$/i);
    expect(formatOrderTime(new Date(Date.UTC(2026, 2, 3, 18, 0)).toISOString(), now)).toMatch(/^3 Mar 2026, 11:30\s?pm$/i);
  });
});

describe('a rider in the timeline', () => {
  it('a pickup by the rider reads "Picked up by" and their first name', () => {
    expect(pickedUpLabel('Ravi Kumar')).toBe('Picked up by Ravi');
    expect(pickedUpLabel('Picked up by Ravi Kumar')).toBe('Picked up by Ravi');
    expect(pickedUpLabel(undefined, 'Asha Rao')).toBe('Picked up by Asha');
    expect(pickedUpLabel(undefined, null)).toBe('Picked up by the rider');
  });

  it("names the pickup in the steps, an admin's Out for delivery stays as it was, and delivery_failed is a plain label", () => {
    const timeline: TimelineEntry[] = [
      { status: 'placed', at: at(1), by: 'shopper' },
      { status: 'packed', at: at(2), by: 'admin' },
      { status: 'out_for_delivery', at: at(3), by: 'rider', note: 'Ravi Kumar' },
      { status: 'delivery_failed', at: at(4), by: 'rider', note: 'Nobody at the door' },
    ];
    const steps = timelineSteps(order('delivery_failed', timeline));
    expect(steps.map((step) => step.label)).toEqual(['Placed', 'Packed', 'Picked up by Ravi', 'Delivery failed']);
    expect(steps[2]?.note).toBeUndefined();
    expect(steps[3]?.note).toBe('Nobody at the door');
    const byAdmin = timelineSteps(order('out_for_delivery', [{ status: 'out_for_delivery', at: at(3), by: 'admin' }]), 'Ravi');
    expect(byAdmin[0]?.label).toBe('Out for delivery');
  });
});
