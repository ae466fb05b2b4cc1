import * as z from 'zod';
import { ADDRESS_LINE_MAX, ADDRESS_PART_MAX, NAME_MAX, PINCODE_DIGITS, PRODUCT_STOCK_MAX } from '../limits.js';
import { CAPACITY_MODES } from '../capacity.js';
import type { StoreCapacityNow } from '../capacity-now.js';
import { minutesOf, STORE_DEFAULTS, WEEKDAYS, type Serviceability, type StoreRecord } from '../stores.js';
import { wholeNumber } from './catalog-fields.js';
import type { Call, IdReply, NoBody } from './envelope.js';
import { id, mobile, nameText, optionalText, type IdRequest } from './fields.js';
import { storeFeesBody, type ApiStoreFees } from './store-fees.js';
import type { EmptiedStock, StoreStockPage, UpdatedStock, emptyStockBody, storeStockBody, updateStockBody } from './store-stock.js';
import { storeLegalField } from './gst-fields.js';
import { isTimeZone } from '../stock-batches.js';

// The Stock view's calls live in store-stock.ts (its functions load only their own schemas); here too.
export * from './store-stock.js';

/** The store calls (dark stores): serviceability is public, the rest are the admins'. */

/**
 * A store's pincodes: each is a claim item written in the same transaction as the store, and a
 * DynamoDB transaction holds at most 100 items. An update that replaces every pincode touches the
 * old and the new claims, the store and the old default store: 2 × 48 + 2 = 98. A dark store rides
 * 2–3 km; 48 pincodes is far more than one serves.
 */
export const STORE_ZONES_MAX = 48;
export const STORE_TRAVEL_MINUTES_MAX = 120;
export const STORE_PREP_MINUTES_MAX = 60;
export const STORE_MAX_OPEN_ORDERS_MAX = 10_000;
export const STORE_REASON_MAX = 200;
/** Open orders per rider on duty (core/capacity.ts): a rider carries a handful, never a hundred. */
export const STORE_PER_RIDER_MAX = 100;
/** A store warns of batches expiring up to this many days ahead. */
export const EXPIRING_SOON_DAYS_MAX = 60;
export const SUBSTITUTION_MINUTES_MAX = 30;
/** A claim window of at most a week: a problem with fresh groceries shows within days. */
export const CLAIM_HOURS_MAX = 168;
/** The automatic approval's limit at most ₹10,000 (paise): larger claims always want an admin's eye. */
export const CLAIM_AUTO_LIMIT_PAISE_MAX = 1_000_000;
export const CLAIM_AUTO_MAX_PER_30D_MAX = 100;

/** An Indian PIN code: 6 digits, the first 1-9 (the same rule as addresses). */
export const pincode = z
  .union([z.string(), z.number()])
  .transform((value) => String(value).trim())
  .pipe(z.string().regex(new RegExp(`^[1-9]\\d{${PINCODE_DIGITS - 1}}$`), `Enter a ${PINCODE_DIGITS}-digit PIN code`));

const time = z.string().trim().refine((value) => minutesOf(value) !== undefined, 'must be a time as HH:MM (00:00 to 23:59)');

/** A pincode of the store's zones: its riding time and, optionally, its centre (the rider on the way is measured to it). */
export const zone = z
  .object({
    pincode,
    travelMinutes: wholeNumber(1, STORE_TRAVEL_MINUTES_MAX),
    lat: z.number('must be a number').min(-90, 'must be -90 to 90').max(90, 'must be -90 to 90').optional(),
    lng: z.number('must be a number').min(-180, 'must be -180 to 180').max(180, 'must be -180 to 180').optional(),
  })
  .refine((value) => (value.lat === undefined) === (value.lng === undefined), 'give the centre as both lat and lng, or neither');

export const hoursEntry = z.object({ day: z.enum(WEEKDAYS), open: time, close: time });

const zones = z
  .array(zone)
  .max(STORE_ZONES_MAX, `must be at most ${STORE_ZONES_MAX} pincodes`)
  .refine((list) => new Set(list.map((z) => z.pincode)).size === list.length, 'must name each pincode once');

const hours = z
  .array(hoursEntry)
  .max(WEEKDAYS.length)
  .refine((list) => new Set(list.map((h) => h.day)).size === list.length, 'must name each day once');

/** The capacity rule's limits, in open orders per rider on duty (core/capacity.ts); the gap between resume and pause is its hysteresis. */
export const storeCapacityBody = z
  .object({
    busyPerRider: wholeNumber(1, STORE_PER_RIDER_MAX),
    pausePerRider: wholeNumber(1, STORE_PER_RIDER_MAX),
    resumePerRider: wholeNumber(1, STORE_PER_RIDER_MAX),
  })
  .refine((c) => c.busyPerRider < c.pausePerRider, { path: ['busyPerRider'], message: 'must be below the pause limit' })
  .refine((c) => c.resumePerRider < c.pausePerRider, { path: ['resumePerRider'], message: 'must be below the pause limit' });

/** auto: the capacity rule decides; open: kept open (never paused for its load); paused: paused for high demand. */
export const capacityMode = z.enum(CAPACITY_MODES);

/** The fields an admin edits; `reason` is the pause reason shoppers see. */
export const storeFields = {
  name: nameText(NAME_MAX),
  address_line: nameText(ADDRESS_LINE_MAX),
  city: nameText(ADDRESS_PART_MAX),
  pincode,
  mobile,
  zones,
  prepMinutes: wholeNumber(1, STORE_PREP_MINUTES_MAX, STORE_DEFAULTS.prepMinutes),
  maxOpenOrders: wholeNumber(1, STORE_MAX_OPEN_ORDERS_MAX, STORE_DEFAULTS.maxOpenOrders),
  lowStockThreshold: wholeNumber(0, PRODUCT_STOCK_MAX, STORE_DEFAULTS.lowStockThreshold),
  hours,
  paused: z.boolean().default(false),
  reason: optionalText(STORE_REASON_MAX).transform((value) => value ?? ''),
  /** Make this the default store (the one that was default stops being it). */
  isDefault: z.boolean().optional(),
  /** What the store charges besides the items (contracts/store-fees.ts, rupees); absent: none. */
  fees: storeFeesBody.optional(),
  /** The seller its tax invoices name (contracts/gst-fields.ts); absent: none yet, or unchanged. */
  legal: storeLegalField.optional(),
  /** Batches expiring within this many days are marked on the Stock page; absent: 3. */
  expiringSoonDays: wholeNumber(0, EXPIRING_SOON_DAYS_MAX).optional(),
  /** Whose midnight ends a batch's last day; absent: Asia/Kolkata. */
  timeZone: z.string().max(64).refine(isTimeZone, 'must be a time zone such as Asia/Kolkata').optional(),
  /** Minutes a shopper has to answer a substitute a picker proposed (0: the preference decides at once); absent: 5. */
  substitutionMinutes: wholeNumber(0, SUBSTITUTION_MINUTES_MAX).optional(),
  /** Absent: no capacity rule (busy past maxOpenOrders, never paused for its load). */
  capacity: storeCapacityBody.optional(),
  /** Absent: auto. */
  capacityMode: capacityMode.optional(),
  /** Two orders a trip (core/batching.ts); absent: on. */
  batching: z.boolean().optional(),
  /** Hours after delivery a problem may be reported (core/claims.ts); absent: 24. */
  claimHours: wholeNumber(1, CLAIM_HOURS_MAX).optional(),
  /** Paise: a claim under it is approved at once; 0: never at once; absent: ₹150. */
  claimAutoLimit: wholeNumber(0, CLAIM_AUTO_LIMIT_PAISE_MAX).optional(),
  /** A shopper's approved claims in 30 days past which their claims wait for an admin (0: always wait); absent: 2. */
  claimAutoMaxPer30d: wholeNumber(0, CLAIM_AUTO_MAX_PER_30D_MAX).optional(),
};

export const createStoreBody = z.object(storeFields);

/** Only the fields sent change. */
export const updateStoreBody = z.object({
  _id: id,
  name: storeFields.name.optional(),
  address_line: storeFields.address_line.optional(),
  city: storeFields.city.optional(),
  pincode: storeFields.pincode.optional(),
  mobile: storeFields.mobile.optional(),
  zones: zones.optional(),
  prepMinutes: wholeNumber(1, STORE_PREP_MINUTES_MAX).optional(),
  maxOpenOrders: wholeNumber(1, STORE_MAX_OPEN_ORDERS_MAX).optional(),
  lowStockThreshold: wholeNumber(0, PRODUCT_STOCK_MAX).optional(),
  hours: hours.optional(),
  paused: z.boolean().optional(),
  reason: optionalText(STORE_REASON_MAX),
  isDefault: z.literal(true).optional(),
  fees: storeFeesBody.optional(),
  legal: storeFields.legal,
  expiringSoonDays: storeFields.expiringSoonDays,
  timeZone: storeFields.timeZone,
  substitutionMinutes: storeFields.substitutionMinutes,
  /** null takes the capacity rule off. */
  capacity: storeCapacityBody.nullable().optional(),
  capacityMode: capacityMode.optional(),
  batching: storeFields.batching,
  claimHours: storeFields.claimHours,
  claimAutoLimit: storeFields.claimAutoLimit,
  claimAutoMaxPer30d: storeFields.claimAutoMaxPer30d,
});

export const serviceabilityBody = z.object({ pincode });

/** A store as the admin's calls answer it: the record (its fees in rupees) and how it is now. */
export interface ApiStore extends Omit<StoreRecord, 'fees'> {
  /** Always sent; optional so stores built before fees (tests, fixtures) still type. */
  fees?: ApiStoreFees;
  /** Orders placed, packed or out for delivery now. */
  openOrders: number;
  open: boolean;
  opensAt: string | null;
  /** Normal, busy or paused for high demand, and why (core/capacity.ts). Always sent; optional as `fees`. */
  capacityNow?: StoreCapacityNow;
}

export type StoreRequest = z.input<typeof createStoreBody>;

export interface StoreCalls {
  'POST /api/store/serviceability': Call<z.input<typeof serviceabilityBody>, Serviceability>;
  'GET /api/store/get': Call<NoBody, ApiStore[]>;
  'POST /api/store/create': Call<StoreRequest, ApiStore>;
  'PUT /api/store/update': Call<z.input<typeof updateStoreBody>, ApiStore>;
  'DELETE /api/store/delete': Call<IdRequest, IdReply>;
  'POST /api/store/stock': Call<z.input<typeof storeStockBody>, StoreStockPage>;
  'PUT /api/store/update-stock': Call<z.input<typeof updateStockBody>, UpdatedStock>;
  'POST /api/store/empty-stock': Call<z.input<typeof emptyStockBody>, EmptiedStock>;
}
