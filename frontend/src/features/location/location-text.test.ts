import { describe, expect, it } from 'vitest';
import type { Serviceability } from '@core/stores';
import { locationText } from './location-text';

const served: Serviceability = {
  pincode: '400001',
  serviceable: true,
  store: { _id: 's1', name: 'Mumbai Central', city: 'Mumbai' },
  etaMinutes: 12,
  open: true,
  opensAt: null,
  paused: false,
  reason: '',
  busy: false,
  highDemand: false,
  canOrder: true,
  message: '',
};

describe('locationText', () => {
  it('asks for a location until one is chosen', () => {
    expect(locationText(null, undefined)).toEqual({ headline: 'Select delivery location', place: null });
  });

  it('promises the ETA over the pincode and its place', () => {
    expect(locationText({ pincode: '400001', place: 'Mumbai' }, served)).toEqual({ headline: 'Delivery in 12 min', place: '400001, Mumbai' });
    expect(locationText({ pincode: '400001', place: '' }, served).place).toBe('400001');
  });

  it('says an unserved pincode is not served, in the server’s words', () => {
    const unserved: Serviceability = { ...served, pincode: '560099', serviceable: false, store: null, etaMinutes: null, open: false, canOrder: false, message: "We don't deliver to 560099 yet" };
    expect(locationText({ pincode: '560099', place: '' }, unserved)).toEqual({ headline: "We don't deliver to 560099 yet", place: '560099' });
  });

  it('gives a paused or closed store’s reason instead of an ETA', () => {
    const paused = { ...served, paused: true, reason: 'Closed for maintenance', canOrder: false, message: 'Closed for maintenance' };
    expect(locationText({ pincode: '110001', place: 'Delhi' }, paused)).toMatchObject({ headline: 'Closed for maintenance' });
    const closed = { ...served, open: false, opensAt: '2026-11-24T01:30:00.000Z', canOrder: false, message: 'Closed now, opens at 7:00 am' };
    expect(locationText({ pincode: '400001', place: 'Mumbai' }, closed)).toMatchObject({ headline: 'Closed now, opens at 7:00 am', place: '400001, Mumbai' });
  });
});
