import { describe, expect, it } from 'vitest';
import { claimWriteOffLines, writesOff } from './claim-write-offs.js';
import { CLAIM_REASONS } from './claims.js';

/** Curd picked from batch b-soon; bread packed without a batch (no batch held its units). */
const order = {
  lines: [
    { productId: 'curd', name: 'Set Curd 400 g' },
    { productId: 'bread', name: 'Brown Bread' },
  ],
  pick: {
    lines: [
      { productId: 'curd', scanned: 3, unavailable: 0, batchId: 'b-soon' },
      { productId: 'bread', scanned: 2, unavailable: 0 },
    ],
  },
};
const approved = (reason: (typeof CLAIM_REASONS)[number], approvedLines = [{ productId: 'curd', quantity: 2 }]) => ({ state: 'approved' as const, reason, approvedLines });

describe('claimWriteOffLines', () => {
  it('writes off the approved units of a damaged or expired claim against the batch the line was picked from', () => {
    expect(claimWriteOffLines(approved('damaged'), order)).toEqual([{ productId: 'curd', name: 'Set Curd 400 g', units: 2, reason: 'damaged', batchId: 'b-soon' }]);
    expect(claimWriteOffLines(approved('expired'), order)).toEqual([{ productId: 'curd', name: 'Set Curd 400 g', units: 2, reason: 'expired', batchId: 'b-soon' }]);
  });

  it('counts a line picked from no known batch against the product (no batchId)', () => {
    expect(claimWriteOffLines(approved('damaged', [{ productId: 'bread', quantity: 1 }]), order)).toEqual([{ productId: 'bread', name: 'Brown Bread', units: 1, reason: 'damaged' }]);
    // Packed without a pick at all (an admin's step): the product too.
    expect(claimWriteOffLines(approved('damaged'), { lines: order.lines })).toEqual([{ productId: 'curd', name: 'Set Curd 400 g', units: 2, reason: 'damaged' }]);
  });

  it('takes only the approved units of a part approval, not the claimed ones, one line per product', () => {
    const part = { ...approved('damaged', [{ productId: 'curd', quantity: 1 }, { productId: 'bread', quantity: 0 }]), lines: [{ productId: 'curd', quantity: 3 }, { productId: 'bread', quantity: 2 }] };
    expect(claimWriteOffLines(part, order)).toEqual([{ productId: 'curd', name: 'Set Curd 400 g', units: 1, reason: 'damaged', batchId: 'b-soon' }]);
  });

  it('writes nothing off for missing, wrong or other reasons, nor for an open or rejected claim', () => {
    expect(CLAIM_REASONS.filter(writesOff)).toEqual(['damaged', 'expired']);
    for (const reason of ['missing', 'wrong_item', 'other'] as const) expect(claimWriteOffLines(approved(reason), order)).toEqual([]);
    expect(claimWriteOffLines({ state: 'rejected', reason: 'damaged' }, order)).toEqual([]);
    expect(claimWriteOffLines({ state: 'open', reason: 'damaged' }, order)).toEqual([]);
  });
});
