import { describe, expect, it } from 'vitest';
import { isBusy, clockText, defaultStoreOf, etaMinutes, openState, opensText, serviceability, storeClock, storeForPincode, zoneClash, type StoreHours, type StoreRecord } from './stores.js';
import { openOrderDelta, unfinishedOrderDelta } from './open-orders.js';

/** An instant given as the stores' local time (IST, UTC+05:30). */
const ist = (local: string) => new Date(`${local}+05:30`);

const everyDay = (open: string, close: string): StoreHours[] =>
  (['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const).map((day) => ({ day, open, close }));

const store = (over: Partial<StoreRecord> = {}): StoreRecord => ({
  _id: 'a',
  name: 'Mumbai Central',
  address_line: '1 Station Road',
  city: 'Mumbai',
  pincode: '400001',
  mobile: '9876543210',
  zones: [
    { pincode: '400001', travelMinutes: 5 },
    { pincode: '400002', travelMinutes: 9 },
  ],
  prepMinutes: 3,
  maxOpenOrders: 10,
  hours: everyDay('07:00', '23:00'),
  paused: false,
  reason: '',
  lowStockThreshold: 5,
  isDefault: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...over,
});

describe('storeClock', () => {
  it('reads the weekday and minute in Asia/Kolkata, not UTC', () => {
    // 2026-11-23 is a Monday. 20:00 UTC on Sunday is 01:30 on Monday in India.
    expect(storeClock(new Date('2026-11-22T20:00:00Z'))).toEqual({ day: 'mon', minutes: 90, dayIndex: 0 });
    expect(storeClock(ist('2026-11-29T23:59:00'))).toMatchObject({ day: 'sun', minutes: 23 * 60 + 59 });
  });
});

describe('openState', () => {
  const hours = everyDay('07:00', '23:00');

  it('is open between open and close, closed at close', () => {
    expect(openState(hours, ist('2026-11-23T07:00:00'))).toEqual({ open: true, opensAt: null });
    expect(openState(hours, ist('2026-11-23T22:59:00')).open).toBe(true);
    expect(openState(hours, ist('2026-11-23T23:00:00')).open).toBe(false);
  });

  it('says when it opens next: later today, or tomorrow after closing', () => {
    expect(openState(hours, ist('2026-11-23T06:10:00'))).toEqual({ open: false, opensAt: ist('2026-11-23T07:00:00').toISOString() });
    expect(openState(hours, ist('2026-11-23T23:30:00'))).toEqual({ open: false, opensAt: ist('2026-11-24T07:00:00').toISOString() });
  });

  it('runs past midnight when close is before open, counted for the day it began', () => {
    const lateFriday: StoreHours[] = [{ day: 'fri', open: '18:00', close: '02:00' }];
    expect(openState(lateFriday, ist('2026-11-27T19:00:00')).open).toBe(true); // Friday evening
    expect(openState(lateFriday, ist('2026-11-28T01:30:00')).open).toBe(true); // Saturday 01:30
    expect(openState(lateFriday, ist('2026-11-28T02:00:00')).open).toBe(false);
    expect(openState(lateFriday, ist('2026-11-27T01:30:00')).open).toBe(false); // Friday 01:30: Thursday is closed
  });

  it("carries Sunday night's hours into Monday morning", () => {
    const sundayNight: StoreHours[] = [{ day: 'sun', open: '20:00', close: '03:00' }];
    expect(openState(sundayNight, ist('2026-11-30T02:00:00')).open).toBe(true); // Monday 02:00
    expect(openState(sundayNight, ist('2026-11-30T04:00:00'))).toEqual({ open: false, opensAt: ist('2026-12-06T20:00:00').toISOString() });
  });

  it('treats a missing day as closed and skips to the next open day', () => {
    const weekdays: StoreHours[] = everyDay('09:00', '18:00').filter((h) => h.day !== 'sat' && h.day !== 'sun');
    expect(openState(weekdays, ist('2026-11-28T10:00:00'))).toEqual({ open: false, opensAt: ist('2026-11-30T09:00:00').toISOString() });
  });

  it('is open all day when open equals close, and never when there are no hours', () => {
    expect(openState(everyDay('00:00', '00:00'), ist('2026-11-23T03:33:00')).open).toBe(true);
    expect(openState([], ist('2026-11-23T12:00:00'))).toEqual({ open: false, opensAt: null });
  });
});

describe('the words for when a store opens', () => {
  it('names the time, and tomorrow or the weekday when not today', () => {
    const now = ist('2026-11-23T23:30:00'); // Monday night
    expect(clockText(ist('2026-11-24T07:00:00').toISOString())).toBe('7:00 am');
    expect(clockText(ist('2026-11-24T12:30:00').toISOString())).toBe('12:30 pm');
    expect(clockText(ist('2026-11-24T00:05:00').toISOString())).toBe('12:05 am');
    expect(opensText(ist('2026-11-24T07:00:00').toISOString(), now)).toBe('opens tomorrow at 7:00 am');
    expect(opensText(ist('2026-11-23T23:45:00').toISOString(), now)).toBe('opens at 11:45 pm');
    expect(opensText(ist('2026-11-26T09:00:00').toISOString(), now)).toBe('opens Thursday at 9:00 am');
  });
});

describe('store choice', () => {
  const a = store();
  const b = store({ _id: 'b', name: 'Bengaluru Indiranagar', isDefault: false, zones: [{ pincode: '560038', travelMinutes: 7 }] });

  it("finds the store whose zones hold the pincode, with that zone's riding time", () => {
    expect(storeForPincode([a, b], '400002')).toEqual({ store: a, travelMinutes: 9 });
    expect(storeForPincode([a, b], '560038')).toEqual({ store: b, travelMinutes: 7 });
    expect(storeForPincode([a, b], '560099')).toBeUndefined();
  });

  it('finds a pincode another store already serves, but not the store itself', () => {
    expect(zoneClash([a, b], [{ pincode: '560038', travelMinutes: 4 }])).toEqual({ pincode: '560038', store: b });
    expect(zoneClash([a, b], [{ pincode: '560038', travelMinutes: 4 }], 'b')).toBeUndefined();
    expect(zoneClash([a, b], [{ pincode: '110001', travelMinutes: 4 }])).toBeUndefined();
  });

  it('has a default store, or the first when none is marked', () => {
    expect(defaultStoreOf([b, a])).toBe(a);
    expect(defaultStoreOf([b])).toBe(b);
    expect(defaultStoreOf([])).toBeUndefined();
  });
});

describe('etaMinutes', () => {
  it('is pack plus ride, and one more packing time per maxOpenOrders open orders', () => {
    const s = { prepMinutes: 3, maxOpenOrders: 10, zones: [] };
    expect(etaMinutes(s, 9, 0)).toBe(12);
    expect(etaMinutes(s, 9, 9)).toBe(12);
    expect(etaMinutes(s, 9, 10)).toBe(15);
    expect(etaMinutes(s, 9, 25)).toBe(18);
    expect(etaMinutes(s, 9, -1)).toBe(12);
  });
});

describe('open orders', () => {
  it('count while placed, packed or out for delivery', () => {
    expect(openOrderDelta(undefined, 'placed')).toBe(1);
    expect(openOrderDelta(undefined, 'pending_payment')).toBe(0);
    expect(openOrderDelta('pending_payment', 'placed')).toBe(1);
    expect(openOrderDelta('placed', 'packed')).toBe(0);
    expect(openOrderDelta('out_for_delivery', 'delivered')).toBe(-1);
    expect(openOrderDelta('packed', 'cancelled')).toBe(-1);
    expect(openOrderDelta('cancelled', 'refund_pending')).toBe(0);
  });

  it('unfinished: also while awaiting payment and after a failed delivery, until final', () => {
    expect(unfinishedOrderDelta(undefined, 'pending_payment')).toBe(1);
    expect(unfinishedOrderDelta(undefined, 'placed')).toBe(1);
    expect(unfinishedOrderDelta('pending_payment', 'placed')).toBe(0);
    expect(unfinishedOrderDelta('pending_payment', 'cancelled')).toBe(-1);
    expect(unfinishedOrderDelta('pending_payment', 'payment_failed')).toBe(-1);
    expect(unfinishedOrderDelta('out_for_delivery', 'delivery_failed')).toBe(0);
    expect(unfinishedOrderDelta('delivery_failed', 'packed')).toBe(0);
    expect(unfinishedOrderDelta('delivery_failed', 'cancelled')).toBe(-1);
    expect(unfinishedOrderDelta('out_for_delivery', 'delivered')).toBe(-1);
    expect(unfinishedOrderDelta('payment_failed', 'placed')).toBe(1);
  });
});

describe('serviceability', () => {
  const monday = ist('2026-11-23T12:00:00');
  const none = () => 0;

  it('answers the store, the ETA and that it can order', () => {
    expect(serviceability([store()], '400002', monday, () => 10)).toEqual({
      pincode: '400002',
      serviceable: true,
      store: { _id: 'a', name: 'Mumbai Central', city: 'Mumbai' },
      etaMinutes: 15,
      open: true,
      opensAt: null,
      paused: false,
      reason: '',
      busy: false,
      highDemand: false,
      canOrder: true,
      message: '',
    });
  });

  it('says plainly that an unserved pincode is not served', () => {
    expect(serviceability([store()], '560099', monday, none)).toMatchObject({
      serviceable: false,
      store: null,
      etaMinutes: null,
      canOrder: false,
      message: "We don't deliver to 560099 yet",
    });
  });

  it('gives the pause reason of a paused store', () => {
    const paused = store({ paused: true, reason: 'Closed for maintenance' });
    expect(serviceability([paused], '400001', monday, none)).toMatchObject({
      serviceable: true,
      paused: true,
      reason: 'Closed for maintenance',
      canOrder: false,
      message: 'Closed for maintenance',
    });
  });

  it('says when a closed store opens', () => {
    expect(serviceability([store()], '400001', ist('2026-11-23T05:00:00'), none)).toMatchObject({
      open: false,
      opensAt: ist('2026-11-23T07:00:00').toISOString(),
      canOrder: false,
      message: 'Closed now, opens at 7:00 am',
    });
  });
});

describe('isBusy', () => {
  it('is busy only past maxOpenOrders open orders (the surge fee applies then)', () => {
    expect(isBusy({ maxOpenOrders: 10 }, 0)).toBe(false);
    expect(isBusy({ maxOpenOrders: 10 }, 10)).toBe(false);
    expect(isBusy({ maxOpenOrders: 10 }, 11)).toBe(true);
  });
});
