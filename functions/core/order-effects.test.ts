import { describe, expect, it } from 'vitest';
import { ORDER_EFFECTS, changeOf, effectsOf, type OrderChange } from './order-effects.js';

const change = (over: Partial<OrderChange>): OrderChange => ({ to: 'placed', by: 'shopper', paymentMethod: 'cod', status: 'placed', seq: 2, ...over });

describe('what follows an order change', () => {
  it('a cash order placed: a mail', () => {
    expect(effectsOf(change({ to: 'placed' }), 'after')).toEqual(['mail']);
  });

  it('packed: dispatch, no mail; packed again after a failed delivery: the retry mail too', () => {
    expect(effectsOf(change({ from: 'placed', to: 'packed', by: 'admin' }), 'after')).toEqual(['dispatch']);
    expect(effectsOf(change({ from: 'delivery_failed', to: 'packed', by: 'admin' }), 'after')).toEqual(['mail', 'dispatch']);
    expect(effectsOf(change({ from: 'placed', to: 'packed', by: 'admin' }), 'write')).toEqual(['delivery']);
  });

  it('a rider delivers or fails: a mail, and dispatch for the rider freed; a delivery issues the tax invoice first', () => {
    for (const to of ['delivered', 'delivery_failed'] as const) {
      const invoice = to === 'delivered' ? ['invoice'] : [];
      expect(effectsOf(change({ from: 'out_for_delivery', to, by: 'rider', riderId: 'r1' }), 'after')).toEqual([...invoice, 'mail', 'dispatch']);
    }
    expect(effectsOf(change({ from: 'packed', to: 'out_for_delivery', by: 'rider', riderId: 'r1' }), 'after')).toEqual(['mail']);
  });

  it('a cancel: stock back in the write; a mail; a refund only for a card payment cancelled by a person', () => {
    const cancel = change({ from: 'placed', to: 'cancelled', by: 'shopper' });
    expect(effectsOf(cancel, 'write')).toEqual(['stock']);
    expect(effectsOf(cancel, 'after')).toEqual(['mail']);
    const paid = { paymentMethod: 'card' as const, paidAt: '2026-11-24T10:00:00.000Z' };
    expect(effectsOf({ ...cancel, ...paid }, 'after')).toEqual(['mail', 'refund']);
    expect(effectsOf({ ...cancel, ...paid, by: 'payment' }, 'after')).toEqual(['mail']);
  });

  it('a cancelled packed order with its rider: the rider is freed and dispatch looks again', () => {
    expect(effectsOf(change({ from: 'packed', to: 'cancelled', by: 'admin', riderId: 'r1' }), 'after')).toEqual(['mail', 'dispatch']);
    expect(effectsOf(change({ from: 'packed', to: 'cancelled', by: 'admin' }), 'after')).toEqual(['mail']);
  });

  it('an unpaid checkout expiring, refund steps and a full refund: no mail from the status (a refund mails its own amount)', () => {
    expect(effectsOf(change({ from: 'pending_payment', to: 'cancelled', by: 'payment', paymentMethod: 'card' }), 'after')).toEqual([]);
    expect(effectsOf(change({ from: 'pending_payment', to: 'cancelled', by: 'shopper', paymentMethod: 'card' }), 'after')).toEqual(['mail']);
    expect(effectsOf(change({ from: 'cancelled', to: 'refund_pending', by: 'admin' }), 'after')).toEqual([]);
    expect(effectsOf(change({ from: 'refund_pending', to: 'refunded', by: 'payment' }), 'after')).toEqual([]);
  });

  it('every change is pushed live and counted in the report, from the stream', () => {
    expect(effectsOf(change({ from: 'refund_pending', to: 'refunded', by: 'payment' }), 'stream')).toEqual(['live', 'report']);
    expect(new Set(ORDER_EFFECTS.map((row) => row.effect)).size).toBe(ORDER_EFFECTS.length);
  });

  it('reads a change from the timeline: the status left, the one reached, who, its position', () => {
    const order = { status: 'packed' as const, paymentMethod: 'cod' as const, riderId: 'r1', timeline: [{ status: 'placed' as const, by: 'shopper' as const }, { status: 'packed' as const, by: 'admin' as const }] };
    expect(changeOf(order)).toMatchObject({ from: 'placed', to: 'packed', by: 'admin', riderId: 'r1', seq: 2 });
    expect(changeOf(order, 1)).toMatchObject({ from: undefined, to: 'placed', seq: 1 });
    expect(changeOf({ ...order, timeline: [] })).toBeUndefined();
  });

  it('an order holding an offer: a cancel releases it and delivery spends it, in the status change’s write', () => {
    expect(effectsOf(change({ from: 'placed', to: 'cancelled', by: 'shopper', offer: true }), 'write')).toEqual(['stock', 'offer']);
    expect(effectsOf(change({ from: 'pending_payment', to: 'cancelled', by: 'payment', paymentMethod: 'card', offer: true }), 'write')).toEqual(['stock', 'offer']);
    expect(effectsOf(change({ from: 'out_for_delivery', to: 'delivered', by: 'rider', riderId: 'r1', offer: true }), 'write')).toContain('offer');
    expect(effectsOf(change({ from: 'placed', to: 'packed', by: 'admin', offer: true }), 'write')).not.toContain('offer');
    expect(effectsOf(change({ from: 'placed', to: 'cancelled', by: 'shopper' }), 'write')).not.toContain('offer');
  });
});
