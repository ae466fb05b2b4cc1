import { describe, expect, it } from 'vitest';
import { capacityNow } from './capacity-now.js';
import { capacityGate, capacityLimits, ordersAtOnce, reachesPause, ridersCounted, type CapacityLoad } from './capacity.js';
import { etaMinutes, isBusy, serviceability, WEEKDAYS, type StoreRecord } from './stores.js';
import { DISPATCH_MINUTES, HANDOVER_MINUTES, riderRoundTripMinutes } from './ride-minutes.js';

const capped = { busyPerRider: 2, pausePerRider: 4, resumePerRider: 2 };

const store = (over: Partial<StoreRecord> = {}): StoreRecord => ({
  _id: 's1',
  name: 'Mumbai Central',
  address_line: '1 Station Road',
  city: 'Mumbai',
  pincode: '400001',
  mobile: '9876543210',
  zones: [{ pincode: '400001', travelMinutes: 5 }],
  prepMinutes: 3,
  maxOpenOrders: 10,
  hours: WEEKDAYS.map((day) => ({ day, open: '00:00', close: '00:00' })),
  paused: false,
  reason: '',
  lowStockThreshold: 5,
  isDefault: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...over,
});

const load = (openOrders: number, ridersOnDuty: number, highDemand = false): CapacityLoad => ({ openOrders, ridersOnDuty, highDemand });

describe('the load: open orders per rider on duty', () => {
  it('counts the riders on duty, and a store with none as one', () => {
    expect(ridersCounted(0)).toBe(1);
    expect(ridersCounted(1)).toBe(1);
    expect(ridersCounted(3)).toBe(3);
    expect(capacityLimits(store({ capacity: capped }), 0)).toEqual({ busyAbove: 2, pauseAt: 4, resumeBelow: 2 });
    expect(capacityLimits(store({ capacity: capped }), 3)).toEqual({ busyAbove: 6, pauseAt: 12, resumeBelow: 6 });
  });

  it('a store without a capacity rule is as before: busy past maxOpenOrders, never paused for its load', () => {
    const plain = store();
    expect(ordersAtOnce(plain, 5)).toBe(10);
    expect(capacityLimits(plain, 5)).toEqual({ busyAbove: 10, pauseAt: null, resumeBelow: null });
    expect(capacityNow(plain, load(10, 0)).state).toBe('normal');
    expect(capacityNow(plain, load(11, 0))).toMatchObject({ state: 'busy', busy: true, highDemand: false });
    expect(capacityNow(plain, load(10_000, 0, true))).toMatchObject({ state: 'busy', highDemand: false });
    expect(isBusy(plain, 11, 5)).toBe(true);
    expect(etaMinutes(plain, 5, 20, 5)).toBe(3 + 5 + 2 * 3);
  });
});

describe('normal, busy, paused for high demand', () => {
  const s = store({ capacity: capped });

  it('two riders: normal to 4, busy above, paused at 8', () => {
    expect(capacityNow(s, load(4, 2))).toMatchObject({ state: 'normal', busy: false, highDemand: false, reason: '' });
    expect(capacityNow(s, load(5, 2))).toMatchObject({ state: 'busy', busy: true, highDemand: false, reason: '5 open orders for 2 riders on duty: busy above 4' });
    expect(capacityNow(s, load(8, 2))).toMatchObject({
      state: 'paused',
      highDemand: true,
      reason: '8 open orders for 2 riders on duty: paused at 8, takes orders again below 4',
    });
  });

  it('a rider coming on duty lifts the limits; with none on duty the store takes one rider\'s worth', () => {
    expect(capacityNow(s, load(8, 3)).state).toBe('busy');
    expect(capacityNow(s, load(4, 0))).toMatchObject({ state: 'paused', reason: '4 open orders for no rider on duty (counted as one): paused at 4, takes orders again below 2' });
    expect(capacityNow(s, load(3, 0)).state).toBe('busy');
  });

  it('the ETA and the surge fee read the same numbers: a rider\'s round trip more for every busyPerRider × riders open orders', () => {
    // Pack 3, a rider takes the bag 1, ride 5, hand over 2; a round trip: 2 × 5 (the one zone) + 2 at the door.
    const promise = 3 + DISPATCH_MINUTES + 5 + HANDOVER_MINUTES;
    const roundTrip = 2 * 5 + HANDOVER_MINUTES;
    expect(riderRoundTripMinutes(s.zones)).toBe(roundTrip);
    expect(etaMinutes(s, 5, 3, 2)).toBe(promise);
    expect(etaMinutes(s, 5, 4, 2)).toBe(promise + roundTrip);
    expect(etaMinutes(s, 5, 8, 2)).toBe(promise + 2 * roundTrip);
    expect(etaMinutes(s, 5, 4, 4)).toBe(promise);
    expect(isBusy(s, 5, 2)).toBe(true);
    expect(isBusy(s, 5, 3)).toBe(false);
  });
});

describe('hysteresis: paused at the limit, open again only below the resume limit', () => {
  const s = store({ capacity: capped });

  it('once flagged it stays paused from the pause limit down to the resume limit', () => {
    // One rider: pause at 4, resume below 2.
    expect(capacityNow(s, load(3, 1, true))).toMatchObject({ state: 'paused', reason: '3 open orders for 1 rider on duty: still paused, takes orders again below 2' });
    expect(capacityNow(s, load(2, 1, true)).state).toBe('paused');
    expect(capacityNow(s, load(1, 1, true))).toMatchObject({ state: 'normal', highDemand: false });
    // Not flagged (it never reached the limit): the same load takes orders.
    expect(capacityNow(s, load(3, 1, false))).toMatchObject({ state: 'busy', highDemand: false });
  });

  it('a load hovering at the limit does not flap: one order out and in keeps it paused', () => {
    const states: string[] = [];
    let highDemand = false;
    for (const openOrders of [3, 4, 3, 4, 3, 3, 2, 3, 2, 1, 2, 3]) {
      const now = capacityNow(s, load(openOrders, 1, highDemand));
      states.push(now.highDemand ? 'P' : 'o');
      // The flag as the repos keep it: raised at the limit, dropped by the next order placed below the resume limit.
      highDemand = openOrders >= 4 || (highDemand && openOrders >= 2);
    }
    expect(states.join('')).toBe('oPPPPPPPPooo');
  });
});

describe('the admin\'s override', () => {
  it('kept open: never paused for its load, still busy and says why', () => {
    const s = store({ capacity: capped, capacityMode: 'open' });
    expect(capacityLimits(s, 1)).toEqual({ busyAbove: 2, pauseAt: null, resumeBelow: null });
    expect(capacityNow(s, load(40, 1, true))).toMatchObject({ state: 'busy', highDemand: false, reason: 'Kept open by an admin; 40 open orders for 1 rider on duty: busy above 2' });
    expect(capacityNow(s, load(0, 1))).toMatchObject({ state: 'normal', reason: 'Kept open by an admin' });
  });

  it('paused: paused for high demand whatever the load, also without a capacity rule', () => {
    expect(capacityNow(store({ capacityMode: 'paused' }), load(0, 3))).toMatchObject({ state: 'paused', highDemand: true, reason: 'Paused for high demand by an admin' });
  });
});

describe('serviceability answers busy and high demand', () => {
  const now = new Date('2026-11-23T06:30:00Z');
  const s = store({ capacity: capped });

  it('paused for high demand: no order, in the shopper\'s words; its fields kept', () => {
    const answer = serviceability([s], '400001', now, () => 4, () => ({ ridersOnDuty: 1, highDemand: false }));
    expect(answer).toMatchObject({ serviceable: true, open: true, paused: false, busy: true, highDemand: true, canOrder: false, message: 'Very high demand at Mumbai Central: back in a few minutes' });
    // Two loads of 2 for the one rider: two round trips of 2 × 5 + the handover.
    expect(answer.etaMinutes).toBe(3 + DISPATCH_MINUTES + 5 + HANDOVER_MINUTES + 2 * (2 * 5 + HANDOVER_MINUTES));
  });

  it('busy: orders taken, the ETA grown', () => {
    const answer = serviceability([s], '400001', now, () => 3, () => ({ ridersOnDuty: 1, highDemand: false }));
    expect(answer).toMatchObject({ busy: true, highDemand: false, canOrder: true, message: '', etaMinutes: 3 + DISPATCH_MINUTES + 5 + HANDOVER_MINUTES + (2 * 5 + HANDOVER_MINUTES) });
  });

  it('without the load\'s riders and flag (callers that have none): no rider counted as one, not flagged', () => {
    expect(serviceability([s], '400001', now, () => 1)).toMatchObject({ busy: false, highDemand: false, canOrder: true });
  });
});

describe('the gate the placing transaction re-checks', () => {
  it('carries the limits in open orders, the mode and the load read', () => {
    const gate = capacityGate(store({ capacity: capped }), load(7, 2));
    expect(gate).toEqual({ storeId: 's1', storeName: 'Mumbai Central', mode: 'auto', pauseAt: 8, resumeBelow: 4, openOrdersSeen: 7 });
    expect(reachesPause(gate)).toBe(true);
    expect(reachesPause({ ...gate, openOrdersSeen: 6 })).toBe(false);
    expect(capacityGate(store(), load(7, 2))).toMatchObject({ pauseAt: null, resumeBelow: null });
    expect(reachesPause(capacityGate(store(), load(7, 2)))).toBe(false);
  });
});
