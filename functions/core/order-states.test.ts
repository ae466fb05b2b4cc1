import { describe, expect, it } from 'vitest';
import {
  ACTORS,
  ORDER_STATUSES,
  decide,
  decideStep,
  canCancel,
  cancelCallsBack,
  minutesLeft,
  nextFulfilmentStep,
  stockEffect,
  type OrderFacts,
  type OrderStatus,
} from './order-states.js';

/**
 * The whole table, written out by hand (not derived from TRANSITIONS): "from → to: who". Every
 * (from, to, actor) not listed here must be refused, so each forbidden step is checked too.
 * Orders are a card order that was paid, except where the line says otherwise.
 */
const ALLOWED = `
pending_payment → placed: payment
pending_payment → payment_failed: payment
pending_payment → cancelled: payment shopper admin
payment_failed → placed: payment
payment_failed → refund_due: payment
placed → packed: admin
packed → out_for_delivery: admin rider
out_for_delivery → delivered: admin rider
out_for_delivery → delivery_failed: rider admin
delivery_failed → packed: admin
delivery_failed → cancelled: admin
placed → cancelled: shopper admin
packed → cancelled: admin
cancelled → refund_pending: shopper admin
refund_due → refund_pending: admin
refund_pending → refunded: payment
refund_pending → refund_due: payment
refund_due → refunded: payment
cancelled → refunded: payment
cancelled → partly_refunded: payment
refund_due → partly_refunded: payment
refund_pending → partly_refunded: payment
partly_refunded → refund_pending: admin
partly_refunded → refunded: payment
delivered → refunded: payment
`;

/** For a cancelled order that was never paid, payment arrival rules apply instead of refund ones. */
const ALLOWED_WHEN_CANCELLED_UNPAID = `
cancelled → placed: payment
cancelled → refund_due: payment
`;

function parse(table: string): Set<string> {
  const allowed = new Set<string>();
  for (const line of table.trim().split('\n')) {
    const [, from, to, who] = /^(\w+) → (\w+): (.+)$/.exec(line.trim()) ?? [];
    for (const actor of who!.split(' ')) allowed.add(`${from} → ${to} by ${actor}`);
  }
  return allowed;
}

const paidCard = (status: OrderStatus): OrderFacts => ({ status, paymentMethod: 'card', paidAt: '2026-11-24T10:00:00.000Z' });
const unpaidCard = (status: OrderStatus): OrderFacts => ({ status, paymentMethod: 'card' });

describe('order transitions table', () => {
  it('allows exactly the listed steps for a paid card order, and refuses every other (from, to, actor)', () => {
    const allowed = parse(ALLOWED);
    const seen = new Set<string>();
    for (const from of ORDER_STATUSES) {
      for (const to of ORDER_STATUSES) {
        for (const by of ACTORS) {
          const step = `${from} → ${to} by ${by}`;
          // pending_payment and payment_failed orders are unpaid by definition.
          const order = from === 'pending_payment' || from === 'payment_failed' ? unpaidCard(from) : paidCard(from);
          if (decide(order, to, by).ok) seen.add(step);
        }
      }
    }
    expect([...seen].sort()).toEqual([...allowed].sort());
  });

  it('for a cancelled order that was never paid: a late payment may place it, and there is nothing to refund', () => {
    const allowed = parse(ALLOWED_WHEN_CANCELLED_UNPAID);
    const seen = new Set<string>();
    for (const to of ORDER_STATUSES) {
      for (const by of ACTORS) if (decide(unpaidCard('cancelled'), to, by).ok) seen.add(`cancelled → ${to} by ${by}`);
    }
    expect([...seen].sort()).toEqual([...allowed].sort());
    expect(decide(unpaidCard('cancelled'), 'refund_pending', 'admin')).toEqual({
      ok: false,
      reason: 'This order cannot be refunded: it was not paid by card',
    });
  });

  it('never refunds a cash order', () => {
    const cash: OrderFacts = { status: 'cancelled', paymentMethod: 'cod' };
    for (const by of ACTORS) expect(decide(cash, 'refund_pending', by).ok).toBe(false);
    // A cash order's claims come back as store credit, off the order: delivered it stays.
    for (const by of ACTORS) expect(decide({ status: 'delivered', paymentMethod: 'cod' }, 'refunded', by).ok).toBe(false);
  });

  it('explains a refusal with the current status', () => {
    expect(decide(paidCard('packed'), 'cancelled', 'shopper')).toEqual({ ok: false, reason: 'This order is packed: it cannot be cancelled now' });
    expect(decide(paidCard('delivered'), 'cancelled', 'admin')).toEqual({ ok: false, reason: 'This order is delivered: it cannot be cancelled now' });
    expect(decide(paidCard('placed'), 'packed', 'shopper').ok).toBe(false);
  });
});

describe('fulfilment steps', () => {
  it('goes one step at a time', () => {
    expect(nextFulfilmentStep('placed')).toBe('packed');
    expect(nextFulfilmentStep('packed')).toBe('out_for_delivery');
    expect(nextFulfilmentStep('out_for_delivery')).toBe('delivered');
    // A failed delivery: the admin's retry packs it again (and dispatch offers it to a rider).
    expect(nextFulfilmentStep('delivery_failed')).toBe('packed');
    for (const status of ['pending_payment', 'delivered', 'cancelled', 'refund_due', 'refunded'] as const) {
      expect(nextFulfilmentStep(status)).toBeUndefined();
    }
  });

  it('refuses a skipped, repeated or backward step with the next one named', () => {
    expect(decideStep(paidCard('placed'), 'packed')).toEqual({ ok: true });
    expect(decideStep(paidCard('placed'), 'delivered')).toEqual({ ok: false, reason: 'This order is placed: the next step is Packed' });
    expect(decideStep(paidCard('packed'), 'packed')).toEqual({ ok: false, reason: 'This order is packed: the next step is Out for delivery' });
    expect(decideStep(paidCard('delivered'), 'packed')).toEqual({ ok: false, reason: 'This order is delivered: it has no further delivery step' });
    expect(decideStep(unpaidCard('pending_payment'), 'packed').ok).toBe(false);
    expect(decideStep(paidCard('cancelled'), 'out_for_delivery').ok).toBe(false);
  });
});

describe('refunded in full before it left the store', () => {
  it('the payment cancels a placed or packed order only when told its refunds cover the payment', () => {
    for (const status of ['placed', 'packed'] as const) {
      expect(decide({ ...paidCard(status), refundedInFull: true }, 'cancelled', 'payment').ok).toBe(true);
      expect(decide(paidCard(status), 'cancelled', 'payment')).toEqual({ ok: false, reason: 'This order cannot be cancelled: it was not refunded in full' });
    }
    expect(decide({ ...paidCard('out_for_delivery'), refundedInFull: true }, 'cancelled', 'payment').ok).toBe(false);
  });

  it("an admin's cancel after pick-up calls the order back; its stock stays out until it is cancelled from there", () => {
    expect(canCancel(paidCard('out_for_delivery'), 'admin')).toBe(true);
    expect(cancelCallsBack(paidCard('out_for_delivery'), 'admin')).toBe(true);
    expect(cancelCallsBack(paidCard('packed'), 'admin')).toBe(false);
    expect(stockEffect('out_for_delivery', 'delivery_failed')).toBe('none');
    expect(stockEffect('delivery_failed', 'cancelled')).toBe('give-back');
  });
});

describe('stock', () => {
  it('gives the stock back when an order that holds it is cancelled or fails, and takes it again on a late payment', () => {
    for (const from of ['pending_payment', 'placed', 'packed', 'out_for_delivery', 'delivery_failed'] as const) expect(stockEffect(from, 'cancelled')).toBe('give-back');
    // A failed delivery's goods are back at the store but still the order's until an admin cancels it.
    expect(stockEffect('out_for_delivery', 'delivery_failed')).toBe('none');
    expect(stockEffect('delivery_failed', 'packed')).toBe('none');
    expect(stockEffect('pending_payment', 'payment_failed')).toBe('give-back');
    expect(stockEffect('cancelled', 'placed')).toBe('take');
    expect(stockEffect('payment_failed', 'placed')).toBe('take');
    for (const [from, to] of [
      ['pending_payment', 'placed'],
      ['placed', 'packed'],
      ['out_for_delivery', 'delivered'],
      ['cancelled', 'refund_pending'],
      ['refund_due', 'refund_pending'],
      ['refund_pending', 'refunded'],
      ['cancelled', 'refund_due'],
    ] as const) {
      expect(stockEffect(from, to), `${from} → ${to}`).toBe('none');
    }
  });
});

describe('delivery promise', () => {
  it('counts the minutes left, rounded up; zero or less is late', () => {
    const eta = '2026-11-24T10:10:00.000Z';
    expect(minutesLeft(eta, new Date('2026-11-24T10:00:00.000Z'))).toBe(10);
    expect(minutesLeft(eta, new Date('2026-11-24T10:09:30.000Z'))).toBe(1);
    expect(minutesLeft(eta, new Date('2026-11-24T10:10:00.000Z'))).toBe(0);
    expect(minutesLeft(eta, new Date('2026-11-24T10:12:00.000Z'))).toBe(-2);
  });
});
