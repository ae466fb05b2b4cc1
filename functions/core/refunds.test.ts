import { describe, expect, it } from 'vitest';
import { canRefundPart, mergeRefund, partRefund, refundablePaise, refundStatusOf, refundTarget, refundedPaise, unitsPaidPaise, unitsRefunded, type RefundRecord } from './refunds.js';

const at = '2026-11-26T10:00:00.000Z';
const refund = (id: string, amountPaise: number, status: RefundRecord['status'], attempt?: number): RefundRecord => ({
  id,
  amountPaise,
  status,
  at,
  ...(attempt === undefined ? {} : { attempt }),
});
const order = (status: string, refundAttempts?: number) => ({ status, totals: { grandTotalPaise: 10_000 }, refundAttempts });

describe('refund records', () => {
  it("takes Stripe's statuses, requires_action as pending", () => {
    expect(['pending', 'requires_action', 'succeeded', 'failed', 'canceled'].map(refundStatusOf)).toEqual(['pending', 'pending', 'succeeded', 'failed', 'canceled']);
  });

  it('adds a new refund, moves a known one forward only, and says when an event adds nothing', () => {
    const pending = [refund('re_1', 4000, 'pending')];
    expect(mergeRefund([], refund('re_1', 4000, 'pending'))).toEqual(pending);
    expect(mergeRefund(pending, refund('re_1', 4000, 'pending'))).toBeUndefined();
    const succeeded = mergeRefund(pending, refund('re_1', 4000, 'succeeded'));
    expect(succeeded).toEqual([refund('re_1', 4000, 'succeeded')]);
    // A late "pending" (out of order) changes nothing; a failure after success is Stripe's own rare case.
    expect(mergeRefund(succeeded!, refund('re_1', 4000, 'pending'))).toBeUndefined();
    expect(mergeRefund(succeeded!, refund('re_1', 4000, 'failed'))).toEqual([refund('re_1', 4000, 'failed')]);
    expect(mergeRefund(succeeded!, refund('re_2', 6000, 'pending'))).toHaveLength(2);
  });

  it('counts what succeeded, and what is left of the payment', () => {
    const refunds = [refund('re_1', 4000, 'succeeded'), refund('re_2', 1000, 'pending'), refund('re_3', 500, 'failed')];
    expect(refundedPaise(refunds)).toBe(4000);
    expect(refundedPaise(undefined)).toBe(0);
    expect(refundablePaise({ totals: { grandTotalPaise: 10_000 }, refunds })).toBe(6000);
  });
});

describe('refundTarget: refund state follows amounts', () => {
  it('refunded only when what succeeded covers what was paid, in any status that can be refunded', () => {
    for (const status of ['cancelled', 'refund_due', 'refund_pending', 'partly_refunded']) {
      expect(refundTarget(order(status), [refund('re_1', 10_000, 'succeeded')])).toBe('refunded');
      expect(refundTarget(order(status), [refund('re_1', 4000, 'succeeded'), refund('re_2', 6000, 'succeeded')])).toBe('refunded');
    }
  });

  it('partly refunded when less went back (a refund made in Stripe for part of the amount)', () => {
    expect(refundTarget(order('cancelled'), [refund('re_1', 4000, 'succeeded')])).toBe('partly_refunded');
    expect(refundTarget(order('refund_due'), [refund('re_1', 4000, 'succeeded')])).toBe('partly_refunded');
    expect(refundTarget(order('cancelled'), [refund('re_1', 4000, 'pending')])).toBeUndefined();
  });

  it("keeps refund_pending until the store's current try settles; its failure goes back to refund_due or partly_refunded", () => {
    const ours = refund('re_ours', 10_000, 'failed', 2);
    expect(refundTarget(order('refund_pending', 2), [refund('re_dash', 4000, 'succeeded')])).toBeUndefined();
    expect(refundTarget(order('refund_pending', 2), [ours], 2)).toBe('refund_due');
    expect(refundTarget(order('refund_pending', 2), [refund('re_dash', 4000, 'succeeded'), ours], 2)).toBe('partly_refunded');
    // An older try's failure, or a dashboard refund's, says nothing about the try under way.
    expect(refundTarget(order('refund_pending', 2), [refund('re_old', 10_000, 'failed', 1)], 1)).toBeUndefined();
    expect(refundTarget(order('refund_pending', 2), [refund('re_dash', 10_000, 'failed')], undefined)).toBeUndefined();
  });
});

describe('part refunds', () => {
  const paid = (status = 'placed', refunds: RefundRecord[] = []) => ({
    status,
    paymentMethod: 'card',
    paidAt: at,
    totals: { grandTotalPaise: 24_000 },
    lines: [
      { productId: 'p1', name: 'Paneer', unitPricePaise: 8_000, quantity: 2, lineTotalPaise: 16_000 },
      { productId: 'p2', name: 'Milk', unitPricePaise: 4_000, quantity: 2, lineTotalPaise: 8_000 },
    ],
    refunds,
  });

  it('lines at the unit price paid, or an amount, never more than is left (pending refunds count)', () => {
    expect(partRefund(paid(), { lines: [{ productId: 'p1', quantity: 1 }] })).toEqual({ ok: true, amountPaise: 8_000, lines: [{ productId: 'p1', quantity: 1 }], cardPaise: 8_000, creditPaise: 0 });
    expect(partRefund(paid(), { amountPaise: 2_550 })).toEqual({ ok: true, amountPaise: 2_550, cardPaise: 2_550, creditPaise: 0 });
    const pending = paid('placed', [refund('re_1', 20_000, 'pending')]);
    expect(partRefund(pending, { amountPaise: 4_001 })).toEqual({ ok: false, reason: 'At most ₹40 is left to refund on this order' });
    expect(partRefund(pending, { amountPaise: 4_000 }).ok).toBe(true);
  });

  it('never more of a line than was ordered, less what earlier refunds that did not fail gave back', () => {
    const earlier = { ...refund('re_1', 8_000, 'succeeded'), lines: [{ productId: 'p1', quantity: 1 }] };
    const failed = { ...refund('re_2', 8_000, 'failed'), lines: [{ productId: 'p1', quantity: 1 }] };
    const order = paid('delivered', [earlier, failed]);
    expect(partRefund(order, { lines: [{ productId: 'p1', quantity: 2 }] })).toEqual({ ok: false, reason: 'Only 1 of Paneer can still be refunded' });
    expect(partRefund(order, { lines: [{ productId: 'p1', quantity: 1 }] }).ok).toBe(true);
    expect(partRefund(order, { lines: [{ productId: 'nope', quantity: 1 }] })).toEqual({ ok: false, reason: 'That item is not in this order' });
  });

  it("previews the next refund of a line from the units refunded before, as the server counts it, to the paisa", () => {
    // ₹100.01 paid for 3 after an offer: the first unit carries the odd paisa (3,334 + 3,334 + 3,333).
    const line = { productId: 'p1', name: 'Paneer', unitPricePaise: 4_000, quantity: 3, lineTotalPaise: 12_000, paidPaise: 10_001 };
    const first = { ...refund('re_1', 6_668, 'succeeded'), lines: [{ productId: 'p1', quantity: 2 }] };
    const failed = { ...refund('re_2', 3_334, 'failed'), lines: [{ productId: 'p1', quantity: 1 }] };
    const order = { ...paid('delivered', [first, failed]), totals: { grandTotalPaise: 10_001 }, lines: [line] };
    const given = unitsRefunded(order.refunds);
    expect(given.get('p1')).toBe(2);
    const preview = unitsPaidPaise(line.paidPaise, line.quantity, given.get('p1') ?? 0, 1);
    expect(preview).toBe(3_333);
    expect(partRefund(order, { lines: [{ productId: 'p1', quantity: 1 }] })).toMatchObject({ ok: true, amountPaise: preview });
    // Counted from the first unit, as the admin's dialog did, the last unit would have been previewed a paisa high.
    expect(unitsPaidPaise(line.paidPaise, line.quantity, 0, 1)).toBe(3_334);
  });

  it('only a paid card order, before a whole refund', () => {
    expect(canRefundPart({ ...paid(), paymentMethod: 'cod', paidAt: null })).toEqual({ ok: false, reason: 'This order cannot be refunded: it was not paid by card' });
    expect(canRefundPart(paid('refund_pending')).ok).toBe(false);
    expect(canRefundPart(paid('cancelled')).ok).toBe(false);
    expect(canRefundPart(paid('partly_refunded', [refund('re_1', 4_000, 'succeeded')])).ok).toBe(true);
    expect(canRefundPart(paid('delivered', [refund('re_1', 24_000, 'succeeded')]))).toEqual({ ok: false, reason: 'Nothing is left to refund on this order' });
  });

  it("an admin's reason joins a refund its events recorded first; it never moves the refund back", () => {
    const recorded = [refund('re_1', 8_000, 'succeeded')];
    expect(mergeRefund(recorded, { ...refund('re_1', 8_000, 'pending'), reason: 'Torn pack', lines: [{ productId: 'p1', quantity: 1 }] })).toEqual([
      { ...refund('re_1', 8_000, 'succeeded'), reason: 'Torn pack', lines: [{ productId: 'p1', quantity: 1 }] },
    ]);
    expect(mergeRefund([{ ...recorded[0]!, reason: 'Torn pack' }], { ...refund('re_1', 8_000, 'pending'), reason: 'Torn pack' })).toBeUndefined();
  });
});
