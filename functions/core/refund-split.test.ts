import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { OrderStatus } from './order-states.js';
import { creditOpenPaise, openPaise, partRefund, refundSplit, refundTarget, refundedPaise, statusAfterRefunds, type RefundRecord } from './refunds.js';

const at = '2026-11-29T10:00:00.000Z';
/** A delivered card order of ₹500 that paid ₹200 with store credit: the card paid ₹300. */
const creditOrder = (refunds: RefundRecord[] = [], status: OrderStatus = 'delivered') => ({
  status,
  paymentMethod: 'card' as const,
  paidAt: at,
  totals: { grandTotalPaise: 50_000 },
  charges: { creditPaise: 20_000 },
  lines: [{ productId: 'p1', name: 'Atta 5 kg', quantity: 5, lineTotalPaise: 50_000, paidPaise: 50_000 }],
  refunds,
});
const card = (id: string, amountPaise: number, status: RefundRecord['status'] = 'succeeded'): RefundRecord => ({ id, amountPaise, status, at });
const credit = (id: string, amountPaise: number): RefundRecord => ({ id: `credit-${id}`, amountPaise, status: 'succeeded', at, to: 'credit' });

describe('refundSplit: a part refund goes to the card first, the rest back as credit', () => {
  it('within what the card still holds, all of it on the card', () => {
    expect(refundSplit(creditOrder(), 10_000)).toEqual({ ok: true, cardPaise: 10_000, creditPaise: 0 });
  });

  it('beyond what the card still holds, the rest as credit, to the paisa', () => {
    expect(refundSplit(creditOrder([card('re_1', 25_000)]), 12_345)).toEqual({ ok: true, cardPaise: 5_000, creditPaise: 7_345 });
    // A pending card refund is counted as given (Stripe counts it too); a failed one is not.
    expect(refundSplit(creditOrder([card('re_1', 30_000, 'pending')]), 100)).toEqual({ ok: true, cardPaise: 0, creditPaise: 100 });
    expect(refundSplit(creditOrder([card('re_1', 30_000, 'failed')]), 100)).toEqual({ ok: true, cardPaise: 100, creditPaise: 0 });
  });

  it('never more than was paid: past the card and the credit not yet given back, refused', () => {
    const refunds = [card('re_1', 30_000), credit('a', 15_000)];
    expect(creditOpenPaise(creditOrder(refunds))).toBe(5_000);
    expect(refundSplit(creditOrder(refunds), 5_001)).toEqual({ ok: false, reason: 'At most ₹50 is left to refund on this order' });
    expect(refundSplit(creditOrder(refunds), 5_000)).toEqual({ ok: true, cardPaise: 0, creditPaise: 5_000 });
    expect(refundSplit(creditOrder(), 0).ok).toBe(false);
    expect(refundSplit(creditOrder(), 1.5).ok).toBe(false);
  });

  it('an order without credit refunds on the card only, as before', () => {
    const plain = { totals: { grandTotalPaise: 10_000 }, refunds: [card('re_1', 4_000)] };
    expect(refundSplit(plain, 6_000)).toEqual({ ok: true, cardPaise: 6_000, creditPaise: 0 });
    expect(refundSplit(plain, 6_001).ok).toBe(false);
  });

  it('a part refund by lines past the card gives the rest as credit', () => {
    // Two of five units (₹200) after ₹250 on the card: ₹50 more on the card, ₹150 as credit.
    expect(partRefund(creditOrder([card('re_1', 25_000)]), { lines: [{ productId: 'p1', quantity: 2 }] })).toEqual({
      ok: true,
      amountPaise: 20_000,
      lines: [{ productId: 'p1', quantity: 2 }],
      cardPaise: 5_000,
      creditPaise: 15_000,
    });
    // Three units (₹300) are past the ₹250 left of the card and the credit.
    expect(partRefund(creditOrder([card('re_1', 25_000)]), { lines: [{ productId: 'p1', quantity: 3 }] })).toEqual({ ok: false, reason: 'At most ₹250 is left to refund on this order' });
  });

  it('the card refunded in full leaves a delivered order partly refunded while its credit can still come back; a cancel\'s refund is refunded', () => {
    expect(refundTarget(creditOrder(), [card('re_1', 30_000)])).toBe('partly_refunded');
    expect(refundTarget(creditOrder(), [card('re_1', 30_000), credit('a', 20_000)])).toBe('refunded');
    expect(refundTarget(creditOrder([], 'refund_pending'), [card('re_1', 30_000)])).toBe('refunded');
  });
});

describe('statusAfterRefunds: where the refunds leave the order, whatever share completed them', () => {
  it('the credit share that completes the refund (all of it, or with the card\'s share) leaves a partly refunded order refunded', () => {
    const cardDone = [card('re_1', 30_000)];
    expect(statusAfterRefunds(creditOrder(cardDone, 'partly_refunded'), [...cardDone, credit('a', 20_000)])).toBe('refunded');
    // Split in one refund: the card's last ₹100 and the whole credit.
    const split = [card('re_1', 29_900), card('re_2', 100), credit('b', 20_000)];
    expect(statusAfterRefunds(creditOrder([card('re_1', 29_900)], 'partly_refunded'), split)).toBe('refunded');
    // Part of the credit still to come back: it stays.
    expect(statusAfterRefunds(creditOrder(cardDone, 'partly_refunded'), [...cardDone, credit('a', 19_999)])).toBeUndefined();
    // The card's share still pending: not yet.
    expect(statusAfterRefunds(creditOrder([], 'partly_refunded'), [card('re_1', 30_000, 'pending'), credit('a', 20_000)])).toBeUndefined();
  });

  it('a delivered order is refunded when every paisa came back, and stays delivered while any is left', () => {
    expect(statusAfterRefunds(creditOrder(), [card('re_1', 30_000), credit('a', 20_000)])).toBe('refunded');
    expect(statusAfterRefunds(creditOrder(), [card('re_1', 30_000)])).toBeUndefined();
    expect(statusAfterRefunds(creditOrder(), [card('re_1', 10_000)])).toBeUndefined();
  });

  it('refunded in full before it left the store: cancelled first, then refunded', () => {
    const all = [card('re_1', 30_000), credit('a', 20_000)];
    expect(statusAfterRefunds(creditOrder([], 'placed'), all)).toBe('cancelled');
    expect(statusAfterRefunds(creditOrder([], 'packed'), all)).toBe('cancelled');
    expect(statusAfterRefunds(creditOrder(all, 'cancelled'), all)).toBe('refunded');
    // Out for delivery the goods are in the rider's bag: nothing moves until the store has them back.
    expect(statusAfterRefunds(creditOrder([], 'out_for_delivery'), all)).toBeUndefined();
    expect(statusAfterRefunds(creditOrder([], 'placed'), [card('re_1', 30_000)])).toBeUndefined();
  });

  it('a cash order never moves by refunds', () => {
    expect(statusAfterRefunds({ ...creditOrder(), paymentMethod: 'cod' as const, paidAt: null }, [card('re_1', 30_000), credit('a', 20_000)])).toBeUndefined();
  });
});

/** Random card orders that used credit, random sequences of part refunds (some card refunds pending or failing). */
describe('refundSplit over any sequence of part refunds', () => {
  const orderArb = fc.integer({ min: 1, max: 2_000_000 }).chain((grand) =>
    fc.record({ grand: fc.constant(grand), creditPaise: fc.integer({ min: 0, max: grand - 1 }) }),
  );
  const stepArb = fc.record({ amount: fc.integer({ min: 1, max: 2_100_000 }), cardStatus: fc.constantFrom<RefundRecord['status']>('succeeded', 'succeeded', 'pending', 'failed') });

  it('sum of card refunds ≤ card paid, sum of all ≤ total paid, each split exact, refused only past what is left', () => {
    fc.assert(
      fc.property(orderArb, fc.array(stepArb, { maxLength: 15 }), ({ grand, creditPaise }, steps) => {
        const refunds: RefundRecord[] = [];
        const order = () => ({ totals: { grandTotalPaise: grand }, charges: { creditPaise }, refunds });
        const cardPaid = grand - creditPaise;
        steps.forEach(({ amount, cardStatus }, i) => {
          const cardLeft = openPaise(order());
          const creditLeft = creditOpenPaise(order());
          const split = refundSplit(order(), amount);
          if (!split.ok) {
            expect(amount).toBeGreaterThan(cardLeft + creditLeft);
            return;
          }
          expect(split.cardPaise + split.creditPaise).toBe(amount);
          expect(Number.isSafeInteger(split.cardPaise) && Number.isSafeInteger(split.creditPaise)).toBe(true);
          // Card first: credit only once the card holds nothing more.
          if (split.creditPaise > 0) expect(split.cardPaise).toBe(cardLeft);
          if (split.cardPaise > 0) refunds.push(card(`re_${i}`, split.cardPaise, cardStatus));
          if (split.creditPaise > 0) refunds.push(credit(String(i), split.creditPaise));
          const given = refunds.filter((r) => r.status !== 'failed');
          const onCard = given.filter((r) => r.to !== 'credit').reduce((sum, r) => sum + r.amountPaise, 0);
          const asCredit = given.filter((r) => r.to === 'credit').reduce((sum, r) => sum + r.amountPaise, 0);
          expect(onCard).toBeLessThanOrEqual(cardPaid);
          expect(asCredit).toBeLessThanOrEqual(creditPaise);
          expect(onCard + asCredit).toBeLessThanOrEqual(grand);
        });
      }),
      { numRuns: 500 },
    );
  });

  it('refunding everything in any pieces gives back exactly what was paid: the card its part, the rest as credit', () => {
    fc.assert(
      fc.property(orderArb, fc.array(fc.integer({ min: 1, max: 500_000 }), { minLength: 1, maxLength: 20 }), ({ grand, creditPaise }, pieces) => {
        const refunds: RefundRecord[] = [];
        const order = () => ({ totals: { grandTotalPaise: grand }, charges: { creditPaise }, refunds });
        let i = 0;
        for (;;) {
          const left = openPaise(order()) + creditOpenPaise(order());
          if (left === 0) break;
          // At least a thirtieth of the total a piece, so a run stays short.
          const split = refundSplit(order(), Math.min(left, Math.max(pieces[i % pieces.length]!, Math.ceil(grand / 30))));
          if (!split.ok) throw new Error(split.reason);
          if (split.cardPaise > 0) refunds.push(card(`re_${i}`, split.cardPaise));
          if (split.creditPaise > 0) refunds.push(credit(String(i), split.creditPaise));
          i++;
        }
        expect(refundedPaise(refunds)).toBe(grand);
        expect(refunds.filter((r) => r.to === 'credit').reduce((sum, r) => sum + r.amountPaise, 0)).toBe(creditPaise);
      }),
      { numRuns: 300 },
    );
  });
});

describe('credit a cancel gave back is not given back again', () => {
  const steps = (...statuses: OrderStatus[]) => statuses.map((status) => ({ status }));

  it('after a cancel (and a part card refund of it), no part refund offers the credit again, and the card refunded in full is refunded', () => {
    // Cancelled, then a part of the card refund went through: the order is partly refunded; the cancel gave the ₹200 of credit back itself.
    const cancelled = { ...creditOrder([card('re_1', 10_000)], 'partly_refunded'), timeline: steps('placed', 'cancelled', 'refund_pending', 'partly_refunded') };
    expect(creditOpenPaise(cancelled)).toBe(0);
    expect(refundSplit(cancelled, 20_001)).toEqual({ ok: false, reason: 'At most ₹200 is left to refund on this order' });
    expect(refundSplit(cancelled, 20_000)).toEqual({ ok: true, cardPaise: 20_000, creditPaise: 0 });
    expect(refundTarget(cancelled, [card('re_1', 10_000), card('re_2', 20_000)])).toBe('refunded');
  });

  it('a revival takes the credit again: then it may come back by a part refund', () => {
    const revived = { ...creditOrder([], 'delivered'), timeline: steps('pending_payment', 'cancelled', 'placed', 'packed', 'out_for_delivery', 'delivered') };
    expect(creditOpenPaise(revived)).toBe(20_000);
    // An order from before timelines: its status says.
    expect(creditOpenPaise(creditOrder([], 'cancelled'))).toBe(0);
    expect(creditOpenPaise(creditOrder([], 'delivered'))).toBe(20_000);
  });
});
