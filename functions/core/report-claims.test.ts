import { describe, expect, it } from 'vitest';
import type { OrderRecord } from './order-record.js';
import { claimFigures, claimKeyFigures, creditPaidBackPaise, type ReportClaim } from './report-claims.js';
import { contributionDelta, keyFigures, orderContribution, summarize } from './report.js';

const placed = '2026-11-24T04:30:00.000Z';
const at = (minutes: number) => new Date(Date.parse(placed) + minutes * 60_000).toISOString();
/** A delivered order of ₹500 (50,000 paise). */
const delivered = {
  status: 'delivered',
  timeline: [
    { status: 'placed', at: at(0), by: 'shopper' },
    { status: 'packed', at: at(2), by: 'admin' },
    { status: 'out_for_delivery', at: at(4), by: 'rider' },
    { status: 'delivered', at: at(12), by: 'rider' },
  ],
  createdAt: placed,
  etaAt: at(15),
  lines: [{ productId: 'p1', name: 'Curd', quantity: 5 }],
  totals: { grandTotalPaise: 50_000 },
} as unknown as OrderRecord;

const paidAt = at(60);
const open: ReportClaim = { claimId: 'o.1', state: 'open' };
const rejected: ReportClaim = { claimId: 'o.2', state: 'rejected' };
const onCard: ReportClaim = { claimId: 'o.3', state: 'approved', approvedPaise: 12_000, paidBy: 'card', paidAt };
const asCredit: ReportClaim = { claimId: 'o.4', state: 'approved', approvedPaise: 6_050, paidBy: 'credit', paidAt };
/** Approved, but paying back failed so far (Stripe down): nothing went back yet. */
const unpaid: ReportClaim = { claimId: 'o.5', state: 'approved', approvedPaise: 3_000 };

describe('claims on the dashboard', () => {
  it('counts an order\'s claims by state and the paise paid back, card and credit', () => {
    expect(claimFigures([open, rejected, onCard, asCredit, unpaid])).toEqual({ claims: 5, claimsPending: 1, claimsRejected: 1, claimsApproved: 3, claimsPaidBack: 18_050 });
    expect(claimFigures([])).toEqual({});
    expect(creditPaidBackPaise([onCard, asCredit, unpaid, { ...unpaid, paidBy: 'credit' }])).toBe(6_050);
  });

  it('takes claims paid on the card off the revenue once (they are the order\'s refunds) and those paid as credit once', () => {
    const cardRefund = { id: 're_1', amountPaise: 12_000, status: 'succeeded' as const, at: paidAt };
    const order = { ...delivered, status: 'partly_refunded' as const, refunds: [cardRefund] };
    const c = orderContribution(order, 's1', [onCard, asCredit, rejected])!;
    expect(c.day).toBe('2026-11-24');
    expect(c.figures).toMatchObject({ revenue: 50_000 - 12_000 - 6_050, paid: 1, claims: 3, claimsApproved: 2, claimsRejected: 1, claimsPaidBack: 18_050 });
    // Without claims the share is what it was: revenue net of the card refund only.
    expect(orderContribution(order, 's1')!.figures.revenue).toBe(38_000);
  });

  it('takes a claim paid through the order\'s refunds once, on the card and past it as credit', () => {
    // ₹80 on the card and ₹40 past it as credit: both refund records of the order, under the claim's key.
    const split: ReportClaim = { claimId: 'o.6', state: 'approved', approvedPaise: 12_000, paidBy: 'card+credit', paidAt };
    // The card held nothing more: all ₹60 as credit, still a refund record of the order.
    const allCredit: ReportClaim = { claimId: 'o.7', state: 'approved', approvedPaise: 6_000, paidBy: 'credit', paidAt };
    const refunds = [
      { id: 're_1', amountPaise: 8_000, status: 'succeeded' as const, at: paidAt, key: 'claim-o.6' },
      { id: 'credit-claim-o.6', amountPaise: 4_000, status: 'succeeded' as const, at: paidAt, to: 'credit' as const, key: 'claim-o.6' },
      { id: 'credit-claim-o.7', amountPaise: 6_000, status: 'succeeded' as const, at: paidAt, to: 'credit' as const, key: 'claim-o.7' },
    ];
    expect(creditPaidBackPaise([split, allCredit, asCredit], refunds)).toBe(6_050);
    const c = orderContribution({ ...delivered, refunds }, 's1', [split, allCredit, asCredit])!;
    expect(c.figures).toMatchObject({ revenue: 50_000 - 18_000 - 6_050, claimsPaidBack: 24_050 });
  });

  it('moves the figures by the difference as a claim is made, decided and paid', () => {
    const made = orderContribution(delivered, 's1', [open]);
    const approved = orderContribution(delivered, 's1', [{ ...asCredit, paidAt: undefined, paidBy: undefined }]);
    const paid = orderContribution(delivered, 's1', [asCredit]);
    expect(contributionDelta(made, approved)[0]!.figures).toEqual({ claimsPending: -1, claimsApproved: 1 });
    expect(contributionDelta(approved, paid)[0]!.figures).toEqual({ claimsPaidBack: 6_050, revenue: -6_050 });
    expect(contributionDelta(paid, paid)).toEqual([]);
  });

  it('sums per store and overall, in paise', () => {
    const a = orderContribution(delivered, 's1', [asCredit])!;
    const b = orderContribution(delivered, 's1', [open, rejected])!;
    const s = summarize({ from: '2026-11-24', to: '2026-11-24' }, [{ storeId: 's1', day: a.day, figures: a.figures }, { storeId: 's1', day: b.day, figures: b.figures }], [], [{ _id: 's1', name: 'One' }, { _id: 's2', name: 'Two' }]);
    expect(s.claims).toEqual({ made: 3, pending: 1, approved: 1, rejected: 1, paidBackPaise: 6_050 });
    expect(s.stores[0]!.claims).toEqual(s.claims);
    expect(s.stores[1]!.claims).toEqual({ made: 0, pending: 0, approved: 0, rejected: 0, paidBackPaise: 0 });
    expect(s.revenue).toBe((100_000 - 6_050) / 100);
    expect(keyFigures({}).claims).toEqual(claimKeyFigures({}));
  });
});
