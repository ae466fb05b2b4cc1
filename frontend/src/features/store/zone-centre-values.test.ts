import type { FieldErrors, Resolver } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { formResolver } from '@/lib/form';
import type { Store } from '@/entities/store/stores';
import { mergeZones } from './zone-input';
import { storeChanges, storeFormSchema, storeFormValues, toStoreRequest, type StoreFormValues } from './store-form-values';

/** A store whose first pincode has a centre (where the rider on the way is measured to) and whose second has none. */
const store: Store = {
  _id: 'store-pune-baner',
  name: 'Pune Baner',
  address_line: 'Baner Road',
  city: 'Pune',
  pincode: '411045',
  mobile: '9820000009',
  zones: [
    { pincode: '411045', travelMinutes: 6, lat: 18.559, lng: 73.7868 },
    { pincode: '411046', travelMinutes: 8 },
  ],
  prepMinutes: 3,
  maxOpenOrders: 10,
  lowStockThreshold: 5,
  hours: [],
  paused: false,
  reason: '',
  isDefault: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  openOrders: 0,
  open: true,
  opensAt: null,
};

async function errorsOf(values: StoreFormValues): Promise<FieldErrors<StoreFormValues>> {
  const resolve: Resolver<StoreFormValues> = formResolver(storeFormSchema);
  return (await resolve(values, undefined, { fields: {}, shouldUseNativeValidation: false })).errors;
}

describe("a pincode's centre on the store form", () => {
  it('is read into the form, kept by an edit of something else, and sent when set', () => {
    const values = storeFormValues(store);
    expect(values.zones).toEqual([
      { pincode: '411045', travelMinutes: '6', lat: '18.559', lng: '73.7868' },
      { pincode: '411046', travelMinutes: '8', lat: '', lng: '' },
    ]);
    // Another pincode's riding time changes: the centre of the first is sent as it was, not dropped.
    const slower = { ...values, zones: [values.zones[0]!, { ...values.zones[1]!, travelMinutes: '9' }] };
    expect(storeChanges(store, toStoreRequest(slower)).zones).toEqual([
      { pincode: '411045', travelMinutes: 6, lat: 18.559, lng: 73.7868 },
      { pincode: '411046', travelMinutes: 9 },
    ]);
    const centred = { ...values, zones: [values.zones[0]!, { ...values.zones[1]!, lat: ' 18.57 ', lng: '73.79' }] };
    expect(storeChanges(store, toStoreRequest(centred)).zones?.[1]).toEqual({ pincode: '411046', travelMinutes: 8, lat: 18.57, lng: 73.79 });
  });

  it('a new riding time from the add box keeps the centre of a listed pincode', () => {
    const merged = mergeZones(storeFormValues(store).zones, [{ pincode: '411045', travelMinutes: 7 }]);
    expect(merged.zones[0]).toEqual({ pincode: '411045', travelMinutes: '7', lat: '18.559', lng: '73.7868' });
  });

  it('refuses what the server would, in its words: out of range, not a number, half a centre', async () => {
    const values = storeFormValues(store);
    const errors = await errorsOf({
      ...values,
      zones: [
        { pincode: '411045', travelMinutes: '6', lat: '91', lng: '73.7' },
        { pincode: '411046', travelMinutes: '8', lat: '18.5', lng: 'east' },
        { pincode: '411047', travelMinutes: '8', lat: '18.5', lng: '' },
      ],
    });
    expect(errors.zones?.[0]?.lat?.message).toBe('must be -90 to 90');
    expect(errors.zones?.[1]?.lng?.message).toBe('must be a number');
    expect((errors.zones?.[2] as { message?: string; root?: { message?: string } } | undefined)?.message).toBe('give the centre as both lat and lng, or neither');
    expect(await errorsOf(values)).toEqual({});
  });
});
