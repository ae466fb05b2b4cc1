import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canBatch, minutesBetween, pairSeconds, riderLeavesAt, tripFinishes, type TripOrder, type TripZone } from './batching.js';
import { DISPATCH_MINUTES, HANDOVER_MINUTES } from './ride-minutes.js';

const NOW = Date.parse('2026-11-29T12:00:00.000Z');
const at = (minutes: number) => new Date(NOW + minutes * 60_000).toISOString();

// Two pincodes 1.5 km apart (5 minutes at 300 m a minute), 6 and 8 minutes from the store.
const zones: TripZone[] = [
  { pincode: '560001', travelMinutes: 6, lat: 12.97, lng: 77.6 },
  { pincode: '560002', travelMinutes: 8, lat: 12.97 + 1500 / 111_195, lng: 77.6 },
  { pincode: '560003', travelMinutes: 7 },
];

const order = (id: string, pincode: string, etaMinutes: number, extra: Partial<TripOrder> = {}): TripOrder => ({
  _id: id,
  storeId: 's1',
  pincode,
  etaAt: at(etaMinutes),
  pickedUp: false,
  ...extra,
});

describe('minutesBetween', () => {
  it('rides the straight line between centres, and through the store when a centre is missing', () => {
    expect(minutesBetween(zones, '560001', '560002')).toBe(5);
    expect(minutesBetween(zones, '560001', '560003')).toBe(6 + 7);
    expect(minutesBetween(zones, '560001', '560001')).toBe(0);
    expect(minutesBetween(zones, '560001', '999999')).toBeUndefined();
  });
});

describe('canBatch', () => {
  it('gives the second order when both ETAs hold, held order first when that ends the trip soonest', () => {
    // Bags taken 1, held first: 1 + 6 + 2 = 9 min, then 5 + 2 = 16 min. Candidate first: 1 + 8 + 2 = 11, then 18.
    const answer = canBatch(order('A', '560001', 10), order('B', '560002', 16), zones, NOW);
    expect(answer).toEqual({ ok: true, dropOrder: ['A', 'B'], finishAt: [at(9), at(16)] });
  });

  it('refuses it when the second drop would break either promise', () => {
    expect(canBatch(order('A', '560001', 10), order('B', '560002', 15), zones, NOW)).toEqual({ ok: false, reason: 'late' });
    // The candidate could go first (11 min) but then the held order lands at 18 > 17.
    expect(canBatch(order('A', '560001', 17), order('B', '560002', 11), zones, NOW)).toEqual({ ok: false, reason: 'late' });
  });

  it('puts the candidate first when only that order keeps both promises', () => {
    const answer = canBatch(order('A', '560001', 30), order('B', '560002', 11), zones, NOW);
    expect(answer).toEqual({ ok: true, dropOrder: ['B', 'A'], finishAt: [at(11), at(18)] });
  });

  it('never once the rider has left the store, across stores or for a pincode outside the zones', () => {
    expect(canBatch(order('A', '560001', 60, { pickedUp: true }), order('B', '560002', 60), zones, NOW)).toEqual({ ok: false, reason: 'picked-up' });
    expect(canBatch(order('A', '560001', 60), order('B', '560002', 60, { storeId: 's2' }), zones, NOW)).toEqual({ ok: false, reason: 'other-store' });
    expect(canBatch(order('A', '560001', 60), order('B', '999999', 60), zones, NOW)).toEqual({ ok: false, reason: 'no-zone' });
    expect(canBatch(order('A', '560001', 60), order('A', '560001', 60), zones, NOW)).toEqual({ ok: false, reason: 'same-order' });
  });

  it('counts the bags taken and a handover at each drop, as the promise does (core/ride-minutes.ts)', () => {
    const finish = tripFinishes(zones, order('A', '560001', 0), order('B', '560001', 0), NOW);
    const first = DISPATCH_MINUTES + 6 + HANDOVER_MINUTES;
    expect(finish).toEqual([NOW + first * 60_000, NOW + (first + HANDOVER_MINUTES) * 60_000]);
  });

  it('a second order placed with a free rider\'s promise never fits beside one that waited as long: the allowances leave no slack', () => {
    // Both promised exactly their own trip from now (bags taken, ride, handover): neither drop order holds.
    const own = (travel: number) => DISPATCH_MINUTES + travel + HANDOVER_MINUTES;
    expect(canBatch(order('A', '560001', own(6)), order('B', '560001', own(6)), zones, NOW)).toEqual({ ok: false, reason: 'late' });
    // A round trip of slack (the promise of an order that waited for a rider) makes room for the second drop.
    expect(canBatch(order('A', '560001', own(6) + 14), order('B', '560001', own(6)), zones, NOW).ok).toBe(true);
  });

  it('starts the trip when the rider of the held order can be back: given it less than the longest ride (8) ago, then', () => {
    const given = (minutesAgo: number) => order('A', '560001', 20, { assignedAt: at(-minutesAgo) });
    expect(riderLeavesAt(given(2), zones, NOW)).toBe(NOW + 6 * 60_000);
    expect(riderLeavesAt(given(8), zones, NOW)).toBe(NOW);
    expect(riderLeavesAt(given(30), zones, NOW)).toBe(NOW);
    expect(riderLeavesAt(order('A', '560001', 20), zones, NOW)).toBe(NOW);
    // Leaving now both drops hold (9 and 11); leaving in 6 minutes the first lands at 15 > 14.
    expect(canBatch(order('A', '560001', 14), order('B', '560001', 20), zones, NOW).ok).toBe(true);
    expect(canBatch(order('A', '560001', 14, { assignedAt: at(-2) }), order('B', '560001', 20), zones, NOW)).toEqual({ ok: false, reason: 'late' });
    expect(canBatch(order('A', '560001', 15, { assignedAt: at(-2) }), order('B', '560001', 17), zones, NOW)).toEqual({
      ok: true,
      dropOrder: ['A', 'B'],
      finishAt: [at(15), at(17)],
    });
  });

  it('property: a yes always keeps both promises in the drop order it names, and a no means neither drop order does', () => {
    const pincode = fc.constantFrom('560001', '560002', '560003');
    fc.assert(
      fc.property(pincode, pincode, fc.integer({ min: 0, max: 40 }), fc.integer({ min: 0, max: 40 }), (pa, pb, ea, eb) => {
        const a = order('A', pa, ea);
        const b = order('B', pb, eb);
        const answer = canBatch(a, b, zones, NOW);
        const byId = { A: a, B: b } as const;
        const holds = (first: TripOrder, second: TripOrder) => {
          const f = tripFinishes(zones, first, second, NOW)!;
          return f[0] <= Date.parse(first.etaAt) && f[1] <= Date.parse(second.etaAt);
        };
        if (answer.ok) {
          const [first, second] = answer.dropOrder.map((id) => byId[id as 'A' | 'B']) as [TripOrder, TripOrder];
          expect(holds(first, second)).toBe(true);
          expect(Date.parse(answer.finishAt[0])).toBeLessThanOrEqual(Date.parse(first.etaAt));
          expect(Date.parse(answer.finishAt[1])).toBeLessThanOrEqual(Date.parse(second.etaAt));
        } else {
          expect(answer.reason).toBe('late');
          expect(holds(a, b) || holds(b, a)).toBe(false);
        }
        // The answer does not depend on which order the rider held first, only on who goes first.
        const swapped = canBatch(b, a, zones, NOW);
        expect(swapped.ok).toBe(answer.ok);
      }),
    );
  });
});

describe('pairSeconds', () => {
  it('gives each rider at most one second order and each order at most one rider, oldest order first', () => {
    const riders = [
      { riderId: 'r1', held: order('A', '560001', 30) },
      { riderId: 'r2', held: order('B', '560001', 30) },
    ];
    const waiting = [order('E', '560002', 30), order('C', '560002', 30), order('D', '560002', 30)];
    const pairs = pairSeconds(waiting, riders, zones, NOW);
    expect(pairs.map((p) => [p.orderId, p.riderId])).toEqual([
      ['C', 'r1'],
      ['D', 'r2'],
    ]);
    expect(pairs.every((p) => !p.candidateFirst)).toBe(true);
  });

  it('skips a rider whose held order cannot wait and an order no rider can carry in time', () => {
    const riders = [
      { riderId: 'r1', held: order('A', '560001', 8) },
      { riderId: 'r2', held: order('B', '560001', 30, { pickedUp: true }) },
    ];
    expect(pairSeconds([order('C', '560002', 30)], riders, zones, NOW)).toEqual([]);
  });
});
