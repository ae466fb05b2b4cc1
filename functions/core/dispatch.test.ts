import { describe, expect, it } from 'vitest';
import { deliveryEffects, dispatchAfter, dutyIsStale, pairOffers, startOfStoreDay, storeHandover, wrongCode, type DeliveryEffects, type DutyRecord } from './dispatch.js';
import { riderHasContact } from './rider-order.js';
import { TRANSITIONS } from './order-states.js';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 26, 10, minute)).toISOString();
const free = (riderId: string, minute: number): DutyRecord => ({ riderId, storeId: 's1', onDutySince: at(0), freeSince: at(minute) });
const waiting = (orderId: string) => ({ orderId, userId: 'u', storeId: 's1', packedAt: at(0) });

describe('pairOffers', () => {
  it('gives the oldest waiting order to the rider free longest, one order each', () => {
    const busy: DutyRecord = { riderId: 'r0', storeId: 's1', onDutySince: at(0), orderId: 'o0', orderUserId: 'u' };
    const pairs = pairOffers([waiting('o3'), waiting('o1'), waiting('o2')], [free('r1', 5), busy, free('r2', 2)]);
    expect(pairs.map((p) => [p.order.orderId, p.rider.riderId])).toEqual([
      ['o1', 'r2'],
      ['o2', 'r1'],
    ]);
  });

  it('offers nothing without a free rider or a waiting order', () => {
    expect(pairOffers([waiting('o1')], [])).toEqual([]);
    expect(pairOffers([], [free('r1', 1)])).toEqual([]);
  });
});

describe('dutyIsStale', () => {
  it('a duty item is stale unless its rider exists, is active and is at the store it names', () => {
    expect(dutyIsStale({ active: true, storeId: 's1' }, 's1')).toBe(false);
    expect(dutyIsStale({ active: false, storeId: 's1' }, 's1')).toBe(true);
    expect(dutyIsStale({ active: true, storeId: 's2' }, 's1')).toBe(true);
    expect(dutyIsStale(undefined, 's1')).toBe(true);
  });
});

/**
 * Every transition of core/order-states.ts TRANSITIONS (by each actor allowed), written out by hand:
 * what it does to dispatch in the same conditional write. Letters: w wait, u leave the waiting list,
 * f free the rider, d the rider's day list, c clear the rider, k new code, p forget the rider's position. `rider` = the order has one.
 */
const EFFECTS = `
pending_payment → placed: -
pending_payment → payment_failed: -
pending_payment → cancelled: -
payment_failed → placed: -
payment_failed → refund_due: -
cancelled → placed: -
cancelled → refund_due: -
placed → packed: w
packed → out_for_delivery: u k
packed → out_for_delivery (rider): k
out_for_delivery → delivered: -
out_for_delivery → delivered (rider): f d p
out_for_delivery → delivered (rider, by rider): f d p
out_for_delivery → delivery_failed (rider, by rider): f d p
delivery_failed → packed (rider): w c
placed → cancelled: -
packed → cancelled: u
packed → cancelled (rider): f
out_for_delivery → delivery_failed (rider): f d p
delivery_failed → cancelled (rider): -
cancelled → refund_pending: -
refund_due → refund_pending: -
refund_pending → refunded: -
refund_pending → refund_due: -
refund_due → refunded: -
cancelled → refunded: -
cancelled → partly_refunded: -
refund_due → partly_refunded: -
refund_pending → partly_refunded: -
partly_refunded → refund_pending: -
partly_refunded → refunded: -
delivered → refunded: -
delivered → refunded (rider): -
`;

const LETTERS: Record<string, keyof DeliveryEffects> = { w: 'wait', u: 'unwait', f: 'freeRider', d: 'riderDone', c: 'clearRider', k: 'newCode', p: 'forgetPosition' };

describe('deliveryEffects: every transition of the table', () => {
  const rows = EFFECTS.trim()
    .split('\n')
    .map((line) => {
      const [, from, to, flags = '', letters] = /^(\w+) → (\w+)(?: \(([^)]*)\))?: (.+)$/.exec(line.trim()) ?? [];
      return { from: from!, to: to!, rider: flags.includes('rider'), byRider: flags.includes('by rider'), letters: letters!.trim() };
    });

  it('covers every transition of the table', () => {
    const listed = new Set(rows.map((r) => `${r.from} → ${r.to}`));
    for (const rule of TRANSITIONS) expect(listed, `${rule.from} → ${rule.to}`).toContain(`${rule.from} → ${rule.to}`);
  });

  it.each(rows)('$from → $to (rider: $rider, by rider: $byRider): $letters', ({ from, to, rider, byRider, letters }) => {
    const rule = TRANSITIONS.find((r) => r.from === from && r.to === to)!;
    const by = byRider ? 'rider' : rule.by.find((a) => a !== 'rider') ?? 'rider';
    expect(rule.by).toContain(by);
    const effects = deliveryEffects({ status: rule.from, ...(rider ? { riderId: 'r1' } : {}) }, rule.to);
    const expected = Object.fromEntries(Object.values(LETTERS).map((k) => [k, false])) as unknown as DeliveryEffects;
    for (const letter of letters === '-' ? [] : letters.split(' ')) expected[LETTERS[letter]!] = true;
    expect(effects).toEqual(expected);
  });

  it('dispatch follows a change that makes an order wait or frees a rider, and no other', () => {
    expect(dispatchAfter(deliveryEffects({ status: 'placed' }, 'packed'))).toBe(true);
    expect(dispatchAfter(deliveryEffects({ status: 'out_for_delivery', riderId: 'r1' }, 'delivered'))).toBe(true);
    expect(dispatchAfter(deliveryEffects({ status: 'packed', riderId: 'r1' }, 'out_for_delivery'))).toBe(false);
  });
});

describe('handover code tries', () => {
  it('a wrong code counted as try n: tries left, and the last one locks', () => {
    expect(wrongCode(1, 5)).toEqual({ locked: false, left: 4 });
    expect(wrongCode(4, 5)).toEqual({ locked: false, left: 1 });
    expect(wrongCode(5, 5)).toEqual({ locked: true, left: 0 });
  });
});

describe("the store's Delivered after the code locked", () => {
  it('needs a reason, which becomes the note; other steps and unlocked orders take none', () => {
    const locked = { status: 'out_for_delivery' as const, codeLocked: true };
    expect(storeHandover(locked, 'delivered', undefined)).toEqual({ needsReason: true });
    expect(storeHandover(locked, 'delivered', 'Shopper confirmed')).toEqual({ needsReason: false, note: 'Delivered by the store after the code locked: Shopper confirmed' });
    expect(storeHandover({ status: 'out_for_delivery' }, 'delivered', undefined)).toEqual({ needsReason: false });
    expect(storeHandover({ status: 'packed', codeLocked: true }, 'out_for_delivery', undefined)).toEqual({ needsReason: false });
  });
});

describe("a rider's view of the shopper's contact", () => {
  it('only while the order is theirs to deliver', () => {
    expect(riderHasContact('packed')).toBe(true);
    expect(riderHasContact('out_for_delivery')).toBe(true);
    for (const status of ['delivered', 'delivery_failed', 'cancelled', 'refunded'] as const) expect(riderHasContact(status)).toBe(false);
  });
});

describe('startOfStoreDay', () => {
  it('is midnight in Asia/Kolkata (18:30 UTC the day before)', () => {
    expect(startOfStoreDay(new Date('2026-11-26T10:00:00.000Z'))).toBe('2026-11-25T18:30:00.000Z');
    expect(startOfStoreDay(new Date('2026-11-26T19:00:00.000Z'))).toBe('2026-11-26T18:30:00.000Z');
  });
});
