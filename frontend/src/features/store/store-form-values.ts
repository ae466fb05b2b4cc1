import * as z from 'zod';
import { storeLegalField } from '@core/contracts/gst-fields';
import { storeFields, SUBSTITUTION_MINUTES_MAX, type StoreRequest, type updateStoreBody } from '@core/contracts/store';
import { wholeNumber } from '@core/contracts/catalog-fields';
import { SUBSTITUTION_MINUTES } from '@core/substitution';
import { minutesOf, STORE_DEFAULTS, WEEKDAYS, type StoreHours, type StoreZone, type Weekday } from '@core/stores';
import type { CapacityMode } from '@core/capacity';
import { EXPIRING_SOON_DAYS } from '@core/stock-batches';
import { ApiError } from '@/lib/api-client';
import { serverFieldProblems } from '@/lib/form';
import type { Store } from '@/entities/store/stores';
import { claimChanges, claimFormFields, claimFormValues, toClaimRequest, type ClaimFormValues } from './store-claim-values';
import { feeFormValues, toFeesRequest, type FeeFormValues } from './store-fee-values';

/** One delivery pincode as the form holds it (inputs' text); its centre blank when it has none. */
export interface ZoneRow {
  pincode: string;
  travelMinutes: string;
  lat: string;
  lng: string;
}

/** A zone row as the server's zone rule reads it: a blank centre is none, anything else a number (NaN is refused). */
const zoneInput = (row: ZoneRow) => ({
  pincode: row.pincode,
  travelMinutes: row.travelMinutes,
  ...(row.lat.trim() === '' ? {} : { lat: Number(row.lat.trim()) }),
  ...(row.lng.trim() === '' ? {} : { lng: Number(row.lng.trim()) }),
});

/** The zone as the store keeps it, centre included, so an edit never drops a centre it did not touch. */
const zoneOf = (row: ZoneRow): StoreZone => ({ ...zoneInput(row), pincode: row.pincode.trim(), travelMinutes: Number(row.travelMinutes) });

/** One weekday: closed, or open from `open` to `close` ('HH:MM'; a close before the open runs past midnight). */
export interface HoursRow {
  day: Weekday;
  closed: boolean;
  open: string;
  close: string;
}

/** What the store form holds: the inputs' text as typed (the claim settings: store-claim-values.ts). */
export interface StoreFormValues extends ClaimFormValues {
  name: string;
  address_line: string;
  city: string;
  pincode: string;
  mobile: string;
  prepMinutes: string;
  maxOpenOrders: string;
  lowStockThreshold: string;
  expiringSoonDays: string;
  substitutionMinutes: string;
  zones: ZoneRow[];
  /** Always the seven days, Monday first. */
  hours: HoursRow[];
  paused: boolean;
  reason: string;
  isDefault: boolean;
  /** The seller its tax invoices name (store-legal-fieldset.tsx); all blank: none set. */
  legal?: { name: string; gstin: string; state: string };
  /** The fee rules (store-fee-values.ts); the server checks them and names each problem. */
  fees: FeeFormValues;
  /** The capacity rule (functions/core/capacity.ts), off or its three limits per rider; the server checks them. */
  capacity: { on: boolean; busyPerRider: string; pausePerRider: string; resumePerRider: string };
  capacityMode: CapacityMode;
  /** Two orders a trip (functions/core/batching.ts). */
  batching: boolean;
}

export type UpdateStoreRequest = z.input<typeof updateStoreBody>;

/** The hours a new store (or a day opened again) starts from. */
export const DEFAULT_OPEN = '07:00';
export const DEFAULT_CLOSE = '23:00';

const TIME_PROBLEM = 'must be a time as HH:MM (00:00 to 23:59)';

/** A closed day's times are not checked: they are kept only for when it opens again. */
const hoursRow = z
  .object({ day: z.enum(WEEKDAYS), closed: z.boolean(), open: z.string(), close: z.string() })
  .superRefine((row, ctx) => {
    if (row.closed) return;
    for (const key of ['open', 'close'] as const) {
      if (minutesOf(row[key].trim()) === undefined) ctx.addIssue({ code: 'custom', path: [key], message: TIME_PROBLEM });
    }
  });

const blankLegal = (legal: { name: string; gstin: string; state: string }) => !legal.name.trim() && !legal.gstin.trim() && !legal.state.trim();

/** The seller's details: all blank is none; otherwise the server's rule (GSTIN checked against the state). */
const legalForm = z
  .object({ name: z.string(), gstin: z.string(), state: z.string() })
  .optional()
  .superRefine((legal, ctx) => {
    if (!legal || blankLegal(legal)) return;
    const checked = storeLegalField.safeParse(legal);
    for (const issue of checked.error?.issues ?? []) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  });

/** The server's store rules (functions/core/contracts/store.ts), field by field, over the form's values. */
export const storeFormSchema = z.object({
  name: storeFields.name,
  address_line: storeFields.address_line,
  city: storeFields.city,
  pincode: storeFields.pincode,
  mobile: storeFields.mobile,
  prepMinutes: storeFields.prepMinutes,
  maxOpenOrders: storeFields.maxOpenOrders,
  lowStockThreshold: storeFields.lowStockThreshold,
  expiringSoonDays: storeFields.expiringSoonDays,
  // The API also takes 0 (the preference decides at once); an admin gives shoppers at least a minute to answer.
  substitutionMinutes: wholeNumber(1, SUBSTITUTION_MINUTES_MAX),
  zones: z.preprocess((rows) => (Array.isArray(rows) ? (rows as ZoneRow[]).map(zoneInput) : rows), storeFields.zones),
  hours: z.array(hoursRow),
  paused: z.boolean(),
  reason: storeFields.reason,
  isDefault: z.boolean(),
  legal: legalForm,
  fees: z.custom<FeeFormValues>(),
  capacity: z.custom<StoreFormValues['capacity']>(),
  capacityMode: z.enum(['auto', 'open', 'paused']),
  batching: z.boolean(),
  ...claimFormFields,
});

/** The form's labels, in its order (the first problem is also toasted). */
export const storeFormLabels = {
  name: 'Store name',
  address_line: 'Address Line',
  city: 'City',
  pincode: 'Pincode',
  mobile: 'Mobile No.',
  prepMinutes: 'Prep minutes',
  maxOpenOrders: 'Busy after (open orders)',
  lowStockThreshold: 'Low stock at',
  expiringSoonDays: 'Expiring soon within (days)',
  substitutionMinutes: 'Substitute answer time (minutes)',
  zones: 'Delivery pincodes',
  hours: 'Opening hours',
  reason: 'Pause reason',
  fees: 'Fees',
  capacity: 'Capacity',
  claimHours: 'Problems reported within (hours)',
  claimAutoLimit: 'Approve at once under (₹)',
  claimAutoMaxPer30d: 'At once up to (approvals per 30 days)',
} as const;

export function storeFormValues(store: Store | undefined): StoreFormValues {
  const hours = new Map((store?.hours ?? []).map((entry) => [entry.day, entry]));
  return {
    name: store?.name ?? '',
    address_line: store?.address_line ?? '',
    city: store?.city ?? '',
    pincode: store?.pincode ?? '',
    mobile: store?.mobile ?? '',
    prepMinutes: String(store?.prepMinutes ?? STORE_DEFAULTS.prepMinutes),
    maxOpenOrders: String(store?.maxOpenOrders ?? STORE_DEFAULTS.maxOpenOrders),
    lowStockThreshold: String(store?.lowStockThreshold ?? STORE_DEFAULTS.lowStockThreshold),
    expiringSoonDays: String(store?.expiringSoonDays ?? EXPIRING_SOON_DAYS),
    substitutionMinutes: String(store?.substitutionMinutes ?? SUBSTITUTION_MINUTES),
    zones: (store?.zones ?? []).map((zone) => ({ pincode: zone.pincode, travelMinutes: String(zone.travelMinutes), lat: String(zone.lat ?? ''), lng: String(zone.lng ?? '') })),
    hours: WEEKDAYS.map((day) => {
      const entry = hours.get(day);
      // A new store opens every day; a stored day missing from its hours is closed.
      return { day, closed: store ? !entry : false, open: entry?.open ?? DEFAULT_OPEN, close: entry?.close ?? DEFAULT_CLOSE };
    }),
    paused: store?.paused ?? false,
    reason: store?.reason ?? '',
    isDefault: store?.isDefault ?? false,
    legal: { name: store?.legal?.name ?? '', gstin: store?.legal?.gstin ?? '', state: store?.legal?.state ?? '' },
    fees: feeFormValues(store?.fees),
    capacity: {
      on: store?.capacity !== undefined,
      busyPerRider: String(store?.capacity?.busyPerRider ?? 2),
      pausePerRider: String(store?.capacity?.pausePerRider ?? 4),
      resumePerRider: String(store?.capacity?.resumePerRider ?? 2),
    },
    capacityMode: store?.capacityMode ?? 'auto',
    batching: store?.batching ?? true,
    ...claimFormValues(store),
  };
}

/** The create request (every field), from values the schema accepted. */
export function toStoreRequest(values: StoreFormValues): StoreRequest {
  return {
    name: values.name.trim(),
    address_line: values.address_line.trim(),
    city: values.city.trim(),
    pincode: values.pincode.trim(),
    mobile: values.mobile.trim(),
    zones: values.zones.map(zoneOf),
    prepMinutes: Number(values.prepMinutes),
    maxOpenOrders: Number(values.maxOpenOrders),
    lowStockThreshold: Number(values.lowStockThreshold),
    expiringSoonDays: Number(values.expiringSoonDays),
    substitutionMinutes: Number(values.substitutionMinutes),
    hours: values.hours.filter((row) => !row.closed).map((row): StoreHours => ({ day: row.day, open: row.open.trim(), close: row.close.trim() })),
    paused: values.paused,
    reason: values.paused ? values.reason.trim() : '',
    isDefault: values.isDefault,
    ...(values.legal && !blankLegal(values.legal)
      ? { legal: { name: values.legal.name.trim(), gstin: values.legal.gstin.trim().toUpperCase(), state: values.legal.state.trim() } }
      : {}),
    fees: toFeesRequest(values.fees),
    ...(values.capacity?.on
      ? { capacity: { busyPerRider: Number(values.capacity.busyPerRider), pausePerRider: Number(values.capacity.pausePerRider), resumePerRider: Number(values.capacity.resumePerRider) } }
      : {}),
    ...(values.capacityMode && values.capacityMode !== 'auto' ? { capacityMode: values.capacityMode } : {}),
    // On is the default: only off is sent.
    ...(values.batching === false ? { batching: false } : {}),
    ...toClaimRequest(values),
  };
}

/** Days in week order, so the same hours compare equal however they were stored. */
const weekOrder = (hours: readonly StoreHours[]) =>
  [...hours].sort((a, b) => WEEKDAYS.indexOf(a.day) - WEEKDAYS.indexOf(b.day)).map(({ day, open, close }) => ({ day, open, close }));

/**
 * An edit sends only what changed (the update call changes only the fields sent), so saving the
 * form never undoes a pause, or a zone change, made meanwhile on another screen.
 */
export function storeChanges(store: Store, request: StoreRequest): UpdateStoreRequest {
  const changes: UpdateStoreRequest = { _id: store._id };
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  const plain = ['name', 'address_line', 'city', 'pincode', 'mobile', 'prepMinutes', 'maxOpenOrders', 'lowStockThreshold', 'paused'] as const;
  for (const key of plain) {
    if (!same(store[key], request[key])) Object.assign(changes, { [key]: request[key] });
  }
  const zones = store.zones.map(({ pincode, travelMinutes, lat, lng }) => ({ pincode, travelMinutes, ...(lat === undefined ? {} : { lat }), ...(lng === undefined ? {} : { lng }) }));
  if (!same(zones, request.zones)) changes.zones = request.zones;
  if (!same(weekOrder(store.hours), weekOrder(request.hours ?? []))) changes.hours = request.hours;
  // The reason matters only while paused; an empty one cannot be sent (the server reads it as "unchanged").
  if (request.paused && request.reason && request.reason !== store.reason) changes.reason = request.reason;
  if (request.isDefault && !store.isDefault) changes.isDefault = true;
  if (request.legal && !same(store.legal, request.legal)) changes.legal = request.legal;
  // A store that never set it has the default: saving the form unchanged sends nothing.
  if (request.expiringSoonDays !== undefined && request.expiringSoonDays !== (store.expiringSoonDays ?? EXPIRING_SOON_DAYS)) changes.expiringSoonDays = request.expiringSoonDays;
  if (request.substitutionMinutes !== undefined && request.substitutionMinutes !== (store.substitutionMinutes ?? SUBSTITUTION_MINUTES)) changes.substitutionMinutes = request.substitutionMinutes;
  if (request.fees && !same(toFeesRequest(feeFormValues(store.fees)), request.fees)) changes.fees = request.fees;
  // null takes the rule off; a store without one saved unchanged sends nothing.
  if (!same(store.capacity ?? null, request.capacity ?? null)) changes.capacity = request.capacity ?? null;
  if ((request.capacityMode ?? 'auto') !== (store.capacityMode ?? 'auto')) changes.capacityMode = request.capacityMode ?? 'auto';
  if ((request.batching ?? true) !== (store.batching ?? true)) changes.batching = request.batching ?? true;
  Object.assign(changes, claimChanges(store, request));
  return changes;
}

/** True when an edit changes nothing. */
export const changesNothing = (changes: UpdateStoreRequest) => Object.keys(changes).length === 1;

/** The form's field a server problem is about ("zones.3.pincode", "mobile"), or null for one it has not. */
function storeFieldOf(path: string): string | null {
  const [head = '', index, leaf] = path.split('.');
  if ((head === 'zones' || head === 'hours') && index !== undefined && leaf) return path;
  if (head === 'legal' && index !== undefined) return `legal.${index}`;
  return head in storeFormLabels ? head : null;
}

/**
 * Where the server's refusal belongs: each field a 400 names under that field, in the server's
 * plain words; a pincode another store serves (409, naming the pincode) under that zone. Empty: a
 * message for the whole form.
 */
export function serverProblems(error: unknown, values: Pick<StoreFormValues, 'zones'>): { field: string; text: string }[] {
  const fields = serverFieldProblems(error, storeFieldOf);
  if (fields.length > 0 || !(error instanceof ApiError) || error.status !== 409) return fields;
  const pincodes = error.message.match(/\b[1-9]\d{5}\b/g) ?? [];
  for (const pincode of pincodes) {
    const index = values.zones.findIndex((zone) => zone.pincode.trim() === pincode);
    if (index !== -1) return [{ field: `zones.${index}.pincode`, text: error.message }];
  }
  return [];
}
