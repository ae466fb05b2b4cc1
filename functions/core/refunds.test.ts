import { describe, expect, it } from 'vitest';
import { mergeRefund, refundablePaise, refundStatusOf, refundTarget, refundedPaise, type RefundRecord } from './refunds.js';

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
