import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  alreadyDecided,
  approvalProblem,
  approvesAutomatically,
  claimableUnits,
  claimAmount,
  claimWindowRefusal,
  paidByOf,
  paidShares,
  payBackWay,
  recentApprovals,
  type ClaimRecord,
} from './claims.js';
import type { RefundRecord } from './refunds.js';

const deliveredAt = '2026-11-01T10:00:00.000Z';
const at = (iso: string) => new Date(iso);
type Order = Parameters<typeof claimAmount>[0];
/** Two lines: 3 units that paid 1000 paise after the offer (334 + 333 + 333), and 2 units of 250. */
const order: Order = {
  status: 'delivered',
  deliveredAt,
  lines: [
    { productId: 'tamarind', name: 'Tamarind', quantity: 3, lineTotalPaise: 1200, paidPaise: 1000 } as Order['lines'][number],
    { productId: 'jaggery', name: 'Jaggery', quantity: 2, lineTotalPaise: 500 } as Order['lines'][number],
  ],
};
type Claim = Pick<ClaimRecord, 'state' | 'lines' | 'approvedLines'>;

describe('claimWindowRefusal', () => {
  it('opens on a delivered order for 24 hours, or the store\'s own hours', () => {
    expect(claimWindowRefusal(order, {}, at('2026-11-02T09:59:00.000Z'))).toBeUndefined();
    expect(claimWindowRefusal(order, {}, at('2026-11-02T10:01:00.000Z'))).toMatch(/24 hours/);
    expect(claimWindowRefusal(order, { claimHours: 48 }, at('2026-11-02T10:01:00.000Z'))).toBeUndefined();
    expect(claimWindowRefusal({ ...order, status: 'partly_refunded' }, {}, at(deliveredAt))).toBeUndefined();
    expect(claimWindowRefusal({ status: 'out_for_delivery' }, {}, at(deliveredAt))).toMatch(/delivered/);
  });
});

describe('claimAmount and claimableUnits', () => {
  it('gives back what the units paid after the offer, in unit order', () => {
    expect(claimAmount(order, [], [{ productId: 'tamarind', quantity: 1 }])).toEqual({ ok: true, amountPaise: 334, lines: [{ productId: 'tamarind', quantity: 1 }] });
    const first: Claim = { state: 'approved', lines: [{ productId: 'tamarind', quantity: 2 }], approvedLines: [{ productId: 'tamarind', quantity: 1 }] };
    expect(claimAmount(order, [first], [{ productId: 'tamarind', quantity: 2 }])).toMatchObject({ ok: true, amountPaise: 666 });
    expect(claimAmount(order, [], [{ productId: 'jaggery', quantity: 2 }])).toMatchObject({ ok: true, amountPaise: 500 });
  });

  it('never claims more than was delivered and not yet refunded or claimed', () => {
    expect(claimAmount(order, [], [{ productId: 'tamarind', quantity: 4 }])).toEqual({ ok: false, reason: 'Only 3 of Tamarind can be reported' });
    const picked = { ...order, pick: { pickerId: 'p', pickerName: 'P', startedAt: deliveredAt, rev: 1, lines: [{ productId: 'tamarind', scanned: 2, unavailable: 1 }] } };
    expect(claimableUnits(picked, []).get('tamarind')).toBe(2);
    const refunds: RefundRecord[] = [{ id: 're_1', amountPaise: 334, status: 'succeeded', at: deliveredAt, lines: [{ productId: 'tamarind', quantity: 1 }] }];
    // The unit not packed was the one refunded: counted once.
    expect(claimableUnits({ ...picked, refunds }, []).get('tamarind')).toBe(2);
    expect(claimableUnits({ ...order, refunds: [{ ...refunds[0]!, status: 'failed' }] }, []).get('tamarind')).toBe(3);
    const open: Claim = { state: 'open', lines: [{ productId: 'jaggery', quantity: 2 }] };
    expect(claimAmount(order, [open], [{ productId: 'jaggery', quantity: 1 }])).toMatchObject({ ok: false });
    expect(claimableUnits(order, [{ ...open, state: 'rejected' }]).get('jaggery')).toBe(2);
    expect(claimAmount(order, [], [{ productId: 'ghee', quantity: 1 }])).toMatchObject({ ok: false, reason: 'That item is not in this order' });
    expect(claimAmount(order, [], [{ productId: 'tamarind', quantity: 0 }])).toMatchObject({ ok: false });
  });

  it('gives a line back exactly what it paid over any sequence of claims', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 0, max: 100_000 }), fc.array(fc.integer({ min: 1, max: 12 }), { maxLength: 12 }), (quantity, paid, asks) => {
        const one: Order = { ...order, lines: [{ productId: 'x', name: 'X', quantity, lineTotalPaise: paid, paidPaise: paid } as Order['lines'][number]] };
        const claims: Claim[] = [];
        let total = 0;
        for (const ask of asks) {
          const result = claimAmount(one, claims, [{ productId: 'x', quantity: ask }]);
          if (!result.ok) continue;
          total += result.amountPaise;
          claims.push({ state: 'approved', lines: result.lines, approvedLines: result.lines });
        }
        const left = claimableUnits(one, claims).get('x') ?? 0;
        expect(left).toBeGreaterThanOrEqual(0);
        if (left > 0) total += (claimAmount(one, claims, [{ productId: 'x', quantity: left }]) as { amountPaise: number }).amountPaise;
        expect(total).toBe(paid);
      }),
    );
  });
});

describe('automatic approval', () => {
  const now = at('2026-11-20T00:00:00.000Z');
  it('approves a claim under the limit from a shopper with fewer than the allowed approvals in 30 days', () => {
    expect(approvesAutomatically(14_999, 0, {})).toBe(true);
    expect(approvesAutomatically(15_000, 0, {})).toBe(false);
    expect(approvesAutomatically(14_999, 2, {})).toBe(false);
    expect(approvesAutomatically(30_000, 0, { claimAutoLimit: 50_000, claimAutoMaxPer30d: 5 })).toBe(true);
  });

  it('counts approvals decided within the last 30 days only', () => {
    const history = [
      { state: 'approved' as const, decidedAt: '2026-11-19T00:00:00.000Z' },
      { state: 'approved' as const, decidedAt: '2026-10-01T00:00:00.000Z' },
      { state: 'rejected' as const, decidedAt: '2026-11-19T00:00:00.000Z' },
      { state: 'open' as const },
    ];
    expect(recentApprovals(history, now)).toBe(1);
  });
});

describe('payBackWay and approvalProblem', () => {
  it('pays a card order on the card unless credit was asked for; a cash order as credit', () => {
    expect(payBackWay({ paymentMethod: 'card', paidAt: deliveredAt }, { wantsCredit: false })).toBe('card');
    expect(payBackWay({ paymentMethod: 'card', paidAt: deliveredAt }, { wantsCredit: true })).toBe('credit');
    expect(payBackWay({ paymentMethod: 'cod', paidAt: null }, { wantsCredit: false })).toBe('credit');
  });

  it('approves part of a claim within what was claimed', () => {
    const claim = { lines: [{ productId: 'tamarind', quantity: 2 }] };
    expect(approvalProblem(claim, [{ productId: 'tamarind', quantity: 1 }])).toBeUndefined();
    expect(approvalProblem(claim, [{ productId: 'tamarind', quantity: 3 }])).toMatch(/Only 2/);
    expect(approvalProblem(claim, [{ productId: 'jaggery', quantity: 1 }])).toMatch(/not in this claim/);
    expect(approvalProblem(claim, [])).toMatch(/at least one/);
  });
});

describe('where a paid claim\'s money went', () => {
  it('says each share: the card, credit, or both when the card held less than the claim', () => {
    expect(paidByOf({ cardPaise: 8_000, creditPaise: 4_000 })).toBe('card+credit');
    expect(paidByOf({ cardPaise: 12_000, creditPaise: 0 })).toBe('card');
    expect(paidByOf({ cardPaise: 0, creditPaise: 12_000 })).toBe('credit');
    expect(paidShares({ paidBy: 'card+credit', approvedPaise: 12_000, paidCardPaise: 8_000, paidCreditPaise: 4_000 })).toEqual({ cardPaise: 8_000, creditPaise: 4_000 });
  });

  it('reads a claim paid before the shares were kept as all of it one way, and an unpaid one as none', () => {
    expect(paidShares({ paidBy: 'card', approvedPaise: 6_000 })).toEqual({ cardPaise: 6_000, creditPaise: 0 });
    expect(paidShares({ paidBy: 'credit', approvedPaise: 6_000 })).toEqual({ cardPaise: 0, creditPaise: 6_000 });
    expect(paidShares({ approvedPaise: 6_000 })).toBeUndefined();
  });

  it('refuses a decision on a decided claim saying how it was decided', () => {
    expect(alreadyDecided({ state: 'approved', approvedPaise: 6_000, decidedBy: 'auto' }, 'admin-1')).toBe('This claim was already approved (₹60) automatically');
    expect(alreadyDecided({ state: 'rejected', decidedBy: 'admin-2' }, 'admin-1')).toBe('This claim was already rejected by another admin');
    expect(alreadyDecided({ state: 'approved', approvedPaise: 12_050, decidedBy: 'admin-1' }, 'admin-1')).toBe('This claim was already approved (₹120.50) by you');
  });
});
