/**
 * The demo's three dark stores: Mumbai Central is the default (no fees, delivery free); Bengaluru
 * Indiranagar charges fees; Delhi Connaught Place is paused. Pure data; the seed writes them with their zones and a stock of its own per store.
 */
import type { StoreFees } from '../../functions/core/fees.js';
import { RIDING_METRES_PER_MINUTE } from '../../functions/core/rider-eta.js';
import { STORE_DEFAULTS, WEEKDAYS, type StoreRecord } from '../../functions/core/stores.js';

/**
 * A store's zone: pincodes `from`–`to` with their riding times. Each pincode's centre (where the
 * rider on the way is measured to, core/rider-eta.ts) is made up for the demo: around the store, at
 * the distance its riding time covers at RIDING_METRES_PER_MINUTE, so a rider leaving the store is
 * told about as many minutes as the zone promises. A real store is given its pincodes' centres.
 */
const pincodes = (from: number, to: number, travel: (i: number) => number, store: { lat: number; lng: number }) =>
  Array.from({ length: to - from + 1 }, (_, i) => {
    const travelMinutes = travel(i);
    const metres = travelMinutes * RIDING_METRES_PER_MINUTE;
    const bearing = i * 2.39996; // the golden angle: the pincodes spread around the store
    const lat = store.lat + (metres * Math.cos(bearing)) / 111_195;
    const lng = store.lng + (metres * Math.sin(bearing)) / (111_195 * Math.cos((store.lat * Math.PI) / 180));
    return { pincode: String(from + i), travelMinutes, lat: round(lat), lng: round(lng) };
  });

const round = (degrees: number) => Math.round(degrees * 1e5) / 1e5;

const SEEDED_AT = '2026-01-01T00:00:00.000Z';

/** Open every day from 6:00 am to 1:00 am (past midnight), like the stores shoppers compare with. */
const lateHours = WEEKDAYS.map((day) => ({ day, open: '06:00', close: '01:00' }));

/**
 * The fees a shopper meets at Bengaluru Indiranagar, as the stores shoppers compare with charge
 * them: ₹25 delivery under ₹199 (free from ₹199), ₹15 more under ₹99, ₹4 handling, ₹15 from 11 pm
 * to 6 am, ₹10 for cash, ₹20 while busy. The default store keeps free delivery and no fees.
 */
const INDIRANAGAR_FEES: StoreFees = {
  deliveryBands: [{ belowPaise: 19_900, feePaise: 2_500 }],
  smallCart: { belowPaise: 9_900, feePaise: 1_500 },
  handlingPaise: 400,
  lateNight: { feePaise: 1_500, from: '23:00', to: '06:00' },
  cashPaise: 1_000,
  surgePaise: 2_000,
};

export const SEED_STORES: StoreRecord[] = [
  {
    _id: 'store-mumbai-central',
    name: 'Mumbai Central',
    address_line: 'Shop 4, Dr Dadasaheb Bhadkamkar Marg',
    city: 'Mumbai',
    pincode: '400008',
    mobile: '9820000001',
    zones: pincodes(400001, 400010, (i) => 4 + (i % 5), { lat: 18.9696, lng: 72.8197 }),
    ...STORE_DEFAULTS,
    hours: lateHours,
    paused: false,
    reason: '',
    isDefault: true,
    legal: { name: 'QuickBasket Retail Mumbai Pvt Ltd', gstin: '27AAPFU0939F1ZV', state: 'Maharashtra' },
    createdAt: SEEDED_AT,
    updatedAt: SEEDED_AT,
  },
  {
    _id: 'store-bengaluru-indiranagar',
    name: 'Bengaluru Indiranagar',
    address_line: '100 Feet Road, HAL 2nd Stage',
    city: 'Bengaluru',
    pincode: '560038',
    mobile: '9880000002',
    zones: pincodes(560001, 560040, (i) => 5 + (i % 8), { lat: 12.9784, lng: 77.6408 }),
    ...STORE_DEFAULTS,
    hours: lateHours,
    paused: false,
    reason: '',
    isDefault: false,
    legal: { name: 'QuickBasket Retail Bengaluru Pvt Ltd', gstin: '29AAPFU0939F1ZR', state: 'Karnataka' },
    fees: INDIRANAGAR_FEES,
    createdAt: SEEDED_AT,
    updatedAt: SEEDED_AT,
  },
  {
    _id: 'store-delhi-connaught-place',
    name: 'Delhi Connaught Place',
    address_line: 'N-12, Connaught Circus',
    city: 'New Delhi',
    pincode: '110001',
    mobile: '9810000003',
    zones: pincodes(110001, 110010, (i) => 4 + (i % 6), { lat: 28.6315, lng: 77.2167 }),
    ...STORE_DEFAULTS,
    hours: lateHours,
    paused: true,
    reason: 'Closed for maintenance',
    isDefault: false,
    legal: { name: 'QuickBasket Retail Delhi Pvt Ltd', gstin: '07AAPFU0939F1ZX', state: 'Delhi' },
    createdAt: SEEDED_AT,
    updatedAt: SEEDED_AT,
  },
];

export const DEFAULT_SEED_STORE = SEED_STORES[0] as StoreRecord;
/** A pincode no demo store serves (the README's example of "We don't deliver"). */
export const UNSERVED_PINCODE = '560099';
