import type { FieldErrors, Resolver } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { WEEKDAYS } from '@core/stores';
import { ApiError } from '@/lib/api-client';
import { formResolver } from '@/lib/form';
import type { Store } from '@/entities/store/stores';
import { stockLevel, parseStock } from './stock-level';
import { hoursNote, storeStatus, zonesSummary } from './store-status';
import { changesNothing, serverProblems, storeChanges, storeFormSchema, storeFormValues, toStoreRequest, type StoreFormValues } from './store-form-values';

const store: Store = {
  _id: 'store-mumbai-central',
  name: 'Mumbai Central',
  address_line: 'Shop 4, Dr Dadasaheb Bhadkamkar Marg',
  city: 'Mumbai',
  pincode: '400008',
  mobile: '9820000001',
  zones: [
    { pincode: '400001', travelMinutes: 4 },
    { pincode: '400002', travelMinutes: 5 },
  ],
  prepMinutes: 3,
  maxOpenOrders: 10,
  lowStockThreshold: 5,
  // Stored out of week order, Sunday closed.
  hours: [
    { day: 'tue', open: '06:00', close: '01:00' },
    { day: 'mon', open: '06:00', close: '01:00' },
    ...(['wed', 'thu', 'fri', 'sat'] as const).map((day) => ({ day, open: '06:00', close: '01:00' })),
  ],
  paused: false,
  reason: '',
  isDefault: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  openOrders: 2,
  open: true,
  opensAt: null,
};

async function errorsOf(values: StoreFormValues): Promise<FieldErrors<StoreFormValues>> {
  const resolve: Resolver<StoreFormValues> = formResolver(storeFormSchema);
  const result = await resolve(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  return result.errors;
}

describe('store form values', () => {
  it('a new store starts with the defaults: prep 3 minutes, open every day, not paused', () => {
    const values = storeFormValues(undefined);
    expect(values).toMatchObject({ prepMinutes: '3', maxOpenOrders: '10', lowStockThreshold: '5', zones: [], paused: false, isDefault: false });
    expect(values.hours.map((row) => [row.day, row.closed])).toEqual(WEEKDAYS.map((day) => [day, false]));
  });

  it('an edit starts from the store: a day missing from its hours is closed', () => {
    const values = storeFormValues(store);
    expect(values.zones).toEqual([
      { pincode: '400001', travelMinutes: '4', lat: '', lng: '' },
      { pincode: '400002', travelMinutes: '5', lat: '', lng: '' },
    ]);
    expect(values.hours.find((row) => row.day === 'sun')).toMatchObject({ closed: true });
    expect(values.hours.find((row) => row.day === 'mon')).toEqual({ day: 'mon', closed: false, open: '06:00', close: '01:00' });
  });

  it('builds the create request: numbers, closed days left out, past-midnight hours kept', async () => {
    const values: StoreFormValues = {
      ...storeFormValues(undefined),
      name: ' Pune Baner ',
      address_line: 'Baner Road',
      city: 'Pune',
      pincode: '411045',
      mobile: '98200 00009',
      prepMinutes: '4',
      zones: [{ pincode: ' 411045 ', travelMinutes: '6', lat: '', lng: '' }],
      reason: 'left over',
    };
    values.hours = values.hours.map((row) => (row.day === 'sun' ? { ...row, closed: true } : { ...row, open: '18:00', close: '02:00' }));
    expect(await errorsOf(values)).toEqual({});
    const request = toStoreRequest(values);
    expect(request).toMatchObject({ name: 'Pune Baner', prepMinutes: 4, maxOpenOrders: 10, lowStockThreshold: 5, zones: [{ pincode: '411045', travelMinutes: 6 }], paused: false, reason: '' });
    expect(request.hours).toHaveLength(6);
    expect(request.hours?.[0]).toEqual({ day: 'mon', open: '18:00', close: '02:00' });
  });

  it('refuses what the server would, in its words: a bad pincode, a pincode twice, a bad time on an open day', async () => {
    const values: StoreFormValues = {
      ...storeFormValues(store),
      pincode: '40008',
      zones: [
        { pincode: '400001', travelMinutes: '4', lat: '', lng: '' },
        { pincode: '400001', travelMinutes: '0', lat: '', lng: '' },
      ],
    };
    values.hours = values.hours.map((row) => (row.day === 'wed' ? { ...row, open: '25:00' } : row.day === 'sun' ? { ...row, open: 'nonsense' } : row));
    const errors = await errorsOf(values);
    expect(errors.pincode?.message).toBe('Enter a 6-digit PIN code');
    expect(errors.zones?.[1]?.travelMinutes?.message).toBe('must be between 1 and 120');
    expect(errors.hours?.[2]?.open?.message).toBe('must be a time as HH:MM (00:00 to 23:59)');
    // Sunday is closed: its times are not checked.
    expect(errors.hours?.[6]).toBeUndefined();
    const fixedMinutes = { ...values, pincode: '400008', hours: storeFormValues(store).hours, zones: [values.zones[0]!, { pincode: '400001', travelMinutes: '4', lat: '', lng: '' }] };
    const twice = await errorsOf(fixedMinutes);
    const zonesError = twice.zones as { message?: string; root?: { message?: string } } | undefined;
    expect(zonesError?.root?.message ?? zonesError?.message).toBe('must name each pincode once');
  });

  it('an edit sends only what changed', () => {
    const values = storeFormValues(store);
    expect(changesNothing(storeChanges(store, toStoreRequest(values)))).toBe(true);

    const paused = { ...values, paused: true, reason: 'Closed for maintenance', prepMinutes: '5' };
    expect(storeChanges(store, toStoreRequest(paused))).toEqual({ _id: store._id, prepMinutes: 5, paused: true, reason: 'Closed for maintenance' });

    const moreZones = { ...values, zones: [...values.zones, { pincode: '400003', travelMinutes: '7', lat: '', lng: '' }] };
    expect(storeChanges(store, toStoreRequest(moreZones))).toEqual({ _id: store._id, zones: [...store.zones, { pincode: '400003', travelMinutes: 7 }] });

    const sundayOpen = { ...values, hours: values.hours.map((row) => (row.day === 'sun' ? { ...row, closed: false } : row)) };
    expect(Object.keys(storeChanges(store, toStoreRequest(sundayOpen)))).toEqual(['_id', 'hours']);
  });

  it('two orders a trip is on by default; switching it off or on again is sent, unchanged is not', () => {
    const values = storeFormValues(store);
    expect(values.batching).toBe(true);
    expect(toStoreRequest(values).batching).toBeUndefined();
    expect(storeChanges(store, toStoreRequest({ ...values, batching: false }))).toEqual({ _id: store._id, batching: false });
    const off = { ...store, batching: false };
    expect(storeFormValues(off).batching).toBe(false);
    expect(changesNothing(storeChanges(off, toStoreRequest(storeFormValues(off))))).toBe(true);
    expect(storeChanges(off, toStoreRequest({ ...storeFormValues(off), batching: true }))).toEqual({ _id: store._id, batching: true });
  });

  it('the substitute answer time: 1 to 30 whole minutes, 5 when the store set none; an edit sends it only when changed', async () => {
    const values = storeFormValues(store);
    expect(values.substitutionMinutes).toBe('5');
    for (const typed of ['0', '31', '2.5', 'soon']) {
      expect((await errorsOf({ ...values, substitutionMinutes: typed })).substitutionMinutes?.message, typed).toBeDefined();
    }
    expect((await errorsOf({ ...values, substitutionMinutes: '0' })).substitutionMinutes?.message).toBe('must be between 1 and 30');
    for (const typed of ['1', '30']) expect(await errorsOf({ ...values, substitutionMinutes: typed })).toEqual({});
    expect(toStoreRequest({ ...values, substitutionMinutes: '12' }).substitutionMinutes).toBe(12);
    expect(storeChanges(store, toStoreRequest({ ...values, substitutionMinutes: '12' }))).toEqual({ _id: store._id, substitutionMinutes: 12 });
    expect(storeFormValues({ ...store, substitutionMinutes: 12 }).substitutionMinutes).toBe('12');
    expect(changesNothing(storeChanges({ ...store, substitutionMinutes: 12 }, toStoreRequest({ ...values, substitutionMinutes: '12' })))).toBe(true);
  });

  it('making a store the default is sent; the default store stays default', () => {
    const other = { ...store, _id: 'store-b', isDefault: false };
    expect(storeChanges(other, toStoreRequest({ ...storeFormValues(other), isDefault: true }))).toEqual({ _id: 'store-b', isDefault: true });
    expect(changesNothing(storeChanges(store, toStoreRequest({ ...storeFormValues(store), isDefault: false })))).toBe(true);
  });

  it('puts every field the server refused under that field, in its plain words', () => {
    const values = storeFormValues(store);
    const refused = new ApiError('Enter a 6-digit PIN code; Mobile number has 10 digits', 400, [
      { field: 'zones.1.pincode', message: 'Enter a 6-digit PIN code' },
      { field: 'mobile', message: 'Mobile number has 10 digits' },
      { field: 'somethingElse', message: 'Something else is wrong' },
    ]);
    expect(serverProblems(refused, values)).toEqual([
      { field: 'zones.1.pincode', text: 'Enter a 6-digit PIN code' },
      { field: 'mobile', text: 'Mobile number has 10 digits' },
    ]);
    expect(serverProblems(new ApiError('Pincode 400002 is already served by Bengaluru Indiranagar', 409), values)).toEqual([
      { field: 'zones.1.pincode', text: 'Pincode 400002 is already served by Bengaluru Indiranagar' },
    ]);
    expect(serverProblems(new ApiError('Something else went wrong', 500), values)).toEqual([]);
  });
});

describe('stock levels', () => {
  it('out at 0, low at or below the threshold', () => {
    expect([0, 1, 5, 6].map((stock) => stockLevel(stock, 5))).toEqual(['out', 'low', 'low', 'ok']);
    expect(stockLevel(1, 0)).toBe('ok');
  });

  it('reads a typed stock as a whole number within the limit', () => {
    expect(parseStock(' 12 ', 100)).toBe(12);
    expect(parseStock('0', 100)).toBe(0);
    expect([parseStock('', 100), parseStock('1.5', 100), parseStock('-1', 100), parseStock('101', 100)]).toEqual([undefined, undefined, undefined, undefined]);
  });
});

describe('store status and zones summary', () => {
  // 2026-01-05 is a Monday; 20:00 UTC is 01:30 on Tuesday in India, after Monday's 06:00 to 01:00.
  const mondayNightPastClose = new Date('2026-01-05T20:00:00Z');

  it('paused wins; otherwise the hours say open or when it opens', () => {
    expect(storeStatus({ ...store, paused: true, reason: 'Closed for maintenance' }, new Date('2026-01-05T08:00:00Z'))).toEqual({
      tone: 'paused',
      label: 'Paused',
      detail: 'Closed for maintenance',
    });
    expect(storeStatus(store, new Date('2026-01-05T08:00:00Z')).tone).toBe('open');
    expect(storeStatus(store, mondayNightPastClose)).toEqual({ tone: 'closed', label: 'Closed', detail: 'Opens at 6:00 am' });
    expect(storeStatus({ ...store, hours: [] }, mondayNightPastClose).detail).toBe('No opening hours set');
  });

  it('summarises the zones', () => {
    expect(zonesSummary([])).toBe('No pincodes yet');
    expect(zonesSummary(store.zones)).toBe('2 pincodes: 400001 to 400002');
    const scattered = ['560010', '400001', '110001', '400005'].map((pincode) => ({ pincode, travelMinutes: 5 }));
    expect(zonesSummary(scattered)).toBe('4 pincodes: 110001, 400001, 400005, ...');
  });
});

describe('hoursNote', () => {
  it('says past midnight, all day and closed in words', () => {
    expect(hoursNote({ closed: false, open: '06:00', close: '01:00' })).toBe('6:00 am to 1:00 am the next day');
    expect(hoursNote({ closed: false, open: '07:00', close: '23:30' })).toBe('7:00 am to 11:30 pm');
    expect(hoursNote({ closed: false, open: '00:00', close: '00:00' })).toBe('Open all day');
    expect(hoursNote({ closed: true, open: '07:00', close: '23:00' })).toBe('Closed all day');
    expect(hoursNote({ closed: false, open: '', close: '23:00' })).toBe('');
  });
});
