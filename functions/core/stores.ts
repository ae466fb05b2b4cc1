/**
 * Dark stores (pure rules): which store serves a pincode, whether it is open, and how long delivery
 * takes from it. The repos keep the stores and their zones; the services ask these rules; the site
 * shows their words. Nothing but types imported: the site may use the same rules.
 *
 * - A pincode belongs to at most one store's zones.
 * - Opening hours are per weekday in the stores' time zone (Asia/Kolkata, UTC+05:30 all year, no
 *   daylight saving); a day missing from `hours` is closed; `close` before `open` runs past midnight
 *   (the part after midnight counts for the day it began); `open` equal to `close` is open all day.
 * - ETA, without a capacity rule: prepMinutes + travelMinutes(pincode) + prepMinutes for every
 *   `maxOpenOrders` open orders already at the store.
 * - ETA, with a capacity rule (the store counts its riders): prepMinutes + DISPATCH_MINUTES +
 *   travelMinutes(pincode) + HANDOVER_MINUTES (core/ride-minutes.ts, the allowances two orders a
 *   trip also counts), + a rider's round trip for every load of `busyPerRider` open orders per rider
 *   on duty already at the store (core/capacity.ts ordersAtOnce): past what the riders carry at
 *   once, the order waits for a rider to come back, not for a picker.
 */
import { capacityStanding, highDemandMessage, ordersAtOnce, type CapacityLoad, type CapacityMode, type StoreCapacity } from './capacity.js';
import type { StoreFees } from './fees.js';
import { DISPATCH_MINUTES, HANDOVER_MINUTES, riderRoundTripMinutes } from './ride-minutes.js';

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const WEEKDAY_NAMES: Record<Weekday, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};

export interface StoreZone {
  pincode: string;
  /** Riding time from the store to this pincode. */
  travelMinutes: number;
  /** The pincode's centre (degrees), where the rider on the way is measured to (core/rider-eta.ts); both or neither. */
  lat?: number;
  lng?: number;
}

export interface StoreHours {
  day: Weekday;
  /** 'HH:MM', 24-hour, in the store's time zone. */
  open: string;
  close: string;
}

/** A store as stored and as admins edit it. */
export interface StoreRecord {
  _id: string;
  name: string;
  address_line: string;
  city: string;
  pincode: string;
  mobile: string;
  zones: StoreZone[];
  /** Minutes to pick and pack an order. */
  prepMinutes: number;
  /** Open orders beyond which the store is busy (its ETA grows), while it has no `capacity`. */
  maxOpenOrders: number;
  /** Its limits in open orders per rider on duty (core/capacity.ts); absent: busy by `maxOpenOrders`, never paused for load. */
  capacity?: StoreCapacity;
  /** An admin's override of the capacity rule; absent: auto. */
  capacityMode?: CapacityMode;
  hours: StoreHours[];
  paused: boolean;
  /** Why it is paused, shown to shoppers (empty when not paused). */
  reason: string;
  /** Stock at or below this is low (the Stock view's filter). */
  lowStockThreshold: number;
  /** The store that answers catalog calls naming no store (exactly one). */
  isDefault: boolean;
  /** What the store charges besides the items (core/bill.ts); absent: none, delivery free. */
  fees?: StoreFees;
  /** The seller the tax invoice names; absent: no invoice can be issued until an admin sets it. */
  legal?: StoreLegal;
  /**
   * The store's part of its invoice numbers (core/invoice.ts INVOICE_PREFIX_PATTERN), taken once at
   * its first invoice under a claim no other store holds (data/repos/invoice-prefixes.ts).
   */
  invoicePrefix?: string;
  /** A batch expiring within this many days is marked on the Stock page; absent: core/stock-batches.ts EXPIRING_SOON_DAYS. */
  expiringSoonDays?: number;
  /** Whose midnight ends a batch's last day (IANA name); absent: core/stock-batches.ts DEFAULT_STORE_TIME_ZONE. */
  timeZone?: string;
  /** Minutes a shopper has to answer a proposed substitute before their preference decides; absent: core/substitution.ts SUBSTITUTION_MINUTES. */
  substitutionMinutes?: number;
  /** Two orders a trip (core/batching.ts): a rider may be given a second packed order; absent: on. */
  batching?: boolean;
  /** Claims after delivery (core/claims.ts ClaimSettings): hours open, the automatic approval's limit in paise and approvals per 30 days; absent: its defaults. */
  claimHours?: number;
  claimAutoLimit?: number;
  claimAutoMaxPer30d?: number;
  createdAt: string;
  updatedAt: string;
}

/** The store's seller of record for GST: legal name, GSTIN and the state it is registered in. */
export interface StoreLegal {
  name: string;
  gstin: string;
  /** The state's name as addresses spell it ("Maharashtra"): same state → CGST + SGST, else IGST. */
  state: string;
}

export const STORE_DEFAULTS = { prepMinutes: 3, maxOpenOrders: 10, lowStockThreshold: 5 } as const;


/** The stores' time zone: India has one offset all year. */
export const STORE_TIME_ZONE = 'Asia/Kolkata';
const IST_OFFSET_MINUTES = 5 * 60 + 30;
const DAY_MINUTES = 24 * 60;

/** 'HH:MM' to minutes after midnight; undefined when not a time. */
export function minutesOf(time: string): number | undefined {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : undefined;
}

/** The weekday and minute of the day at `now` in the stores' time zone. */
export function storeClock(now: Date): { day: Weekday; minutes: number; dayIndex: number } {
  const local = new Date(now.getTime() + IST_OFFSET_MINUTES * 60_000);
  // getUTCDay: 0 = Sunday; WEEKDAYS starts on Monday.
  const dayIndex = (local.getUTCDay() + 6) % 7;
  return { day: WEEKDAYS[dayIndex] as Weekday, minutes: local.getUTCHours() * 60 + local.getUTCMinutes(), dayIndex };
}

/** Open intervals of one week, in minutes from Monday 00:00 (a past-midnight day runs into the next; Sunday's into Monday). */
function weekIntervals(hours: readonly StoreHours[]): Array<[number, number]> {
  const intervals: Array<[number, number]> = [];
  for (const entry of hours) {
    const open = minutesOf(entry.open);
    const close = minutesOf(entry.close);
    if (open === undefined || close === undefined) continue;
    const start = WEEKDAYS.indexOf(entry.day) * DAY_MINUTES + open;
    const length = close > open ? close - open : close === open ? DAY_MINUTES : DAY_MINUTES - open + close;
    intervals.push([start, start + length]);
  }
  return intervals;
}

const WEEK_MINUTES = 7 * DAY_MINUTES;

export interface OpenState {
  open: boolean;
  /** When it opens next (ISO instant), when closed now; null when open or never open. */
  opensAt: string | null;
}

/** Whether the store's hours have it open at `now` (pausing is separate), and when it opens next. */
export function openState(hours: readonly StoreHours[], now: Date): OpenState {
  const clock = storeClock(now);
  const nowInWeek = clock.dayIndex * DAY_MINUTES + clock.minutes;
  const intervals = weekIntervals(hours);
  // Intervals also a week later and earlier, so Sunday night past midnight reaches Monday morning.
  const covers = intervals.some(([start, end]) => [-WEEK_MINUTES, 0].some((shift) => nowInWeek >= start + shift && nowInWeek < end + shift));
  if (covers) return { open: true, opensAt: null };
  const waits = intervals.map(([start]) => (start - nowInWeek + WEEK_MINUTES) % WEEK_MINUTES).filter((wait) => wait > 0);
  if (waits.length === 0) return { open: false, opensAt: null };
  const wait = Math.min(...waits);
  const at = new Date(Math.floor(now.getTime() / 60_000) * 60_000 + wait * 60_000);
  return { open: false, opensAt: at.toISOString() };
}

/** '7:00 am', '9:30 pm' for an instant, in the stores' time zone. */
export function clockText(iso: string): string {
  const { minutes } = storeClock(new Date(iso));
  const hour = Math.floor(minutes / 60);
  const minute = String(minutes % 60).padStart(2, '0');
  const suffix = hour < 12 ? 'am' : 'pm';
  return `${hour % 12 === 0 ? 12 : hour % 12}:${minute} ${suffix}`;
}

/** 'opens at 7:00 am' today, 'opens tomorrow at 7:00 am', 'opens Monday at 7:00 am'. */
export function opensText(opensAt: string, now: Date): string {
  const localDay = (t: number) => Math.floor((t + IST_OFFSET_MINUTES * 60_000) / (DAY_MINUTES * 60_000));
  const days = localDay(new Date(opensAt).getTime()) - localDay(now.getTime());
  const when = days <= 0 ? '' : days === 1 ? 'tomorrow ' : `${WEEKDAY_NAMES[storeClock(new Date(opensAt)).day]} `;
  return `opens ${when}at ${clockText(opensAt)}`;
}

/** The store whose zones hold the pincode, with the riding time to it. */
export function storeForPincode<S extends Pick<StoreRecord, 'zones'>>(stores: readonly S[], pincode: string): { store: S; travelMinutes: number } | undefined {
  for (const store of stores) {
    const zone = store.zones.find((z) => z.pincode === pincode);
    if (zone) return { store, travelMinutes: zone.travelMinutes };
  }
  return undefined;
}

/** A pincode of `zones` that another store (not `selfId`) already serves, with that store. */
export function zoneClash<S extends Pick<StoreRecord, '_id' | 'name' | 'zones'>>(
  stores: readonly S[],
  zones: readonly StoreZone[],
  selfId?: string,
): { pincode: string; store: S } | undefined {
  for (const zone of zones) {
    const owner = stores.find((s) => s._id !== selfId && s.zones.some((z) => z.pincode === zone.pincode));
    if (owner) return { pincode: zone.pincode, store: owner };
  }
  return undefined;
}

/**
 * Delivery minutes promised (see the file's description). Without a capacity rule: pack, ride, and
 * one more packing time for every load the store carries at once. With one: pack, a rider takes the
 * bag, ride, hand over, and a rider's round trip for every load its riders carry at once.
 */
export function etaMinutes(store: Pick<StoreRecord, 'prepMinutes' | 'maxOpenOrders' | 'capacity' | 'zones'>, travelMinutes: number, openOrders: number, ridersOnDuty = 0): number {
  const loads = Math.floor(Math.max(0, openOrders) / ordersAtOnce(store, ridersOnDuty));
  if (!store.capacity) return store.prepMinutes + travelMinutes + loads * store.prepMinutes;
  return store.prepMinutes + DISPATCH_MINUTES + travelMinutes + HANDOVER_MINUTES + loads * riderRoundTripMinutes(store.zones);
}

/** More open orders than the store takes at once: its ETA has grown and its surge fee applies (core/bill.ts). */
export function isBusy(store: Pick<StoreRecord, 'maxOpenOrders' | 'capacity'>, openOrders: number, ridersOnDuty = 0): boolean {
  return openOrders > ordersAtOnce(store, ridersOnDuty);
}

/** What a shopper at a pincode can expect (the serviceability call's answer). */
export interface Serviceability {
  pincode: string;
  serviceable: boolean;
  /** `city` names the place in the site's header ("400001, Mumbai"). */
  store: { _id: string; name: string; city: string } | null;
  etaMinutes: number | null;
  open: boolean;
  opensAt: string | null;
  paused: boolean;
  reason: string;
  /** Past its normal load: the ETA has grown and the surge fee applies. */
  busy: boolean;
  /** Paused for high demand (core/capacity.ts): no orders until its load falls. */
  highDemand: boolean;
  /** Can an order be placed now (served, open, not paused, not paused for high demand)? */
  canOrder: boolean;
  /** Why not, in the shopper's words (empty when it can). */
  message: string;
}

/** `capacityLoad`: the riders on duty and the high-demand flag, for the capacity rule (absent: none, not flagged). */
export function serviceability(
  stores: readonly StoreRecord[],
  pincode: string,
  now: Date,
  openOrders: (storeId: string) => number,
  capacityLoad?: (storeId: string) => Omit<CapacityLoad, 'openOrders'>,
): Serviceability {
  const found = storeForPincode(stores, pincode);
  if (!found) {
    return {
      pincode,
      serviceable: false,
      store: null,
      etaMinutes: null,
      open: false,
      opensAt: null,
      paused: false,
      reason: '',
      busy: false,
      highDemand: false,
      canOrder: false,
      message: `We don't deliver to ${pincode} yet`,
    };
  }
  const { store, travelMinutes } = found;
  const state = openState(store.hours, now);
  const { ridersOnDuty, highDemand } = capacityLoad?.(store._id) ?? { ridersOnDuty: 0, highDemand: false };
  const load = { openOrders: openOrders(store._id), ridersOnDuty, highDemand };
  const capacity = capacityStanding(store, load);
  const base = {
    pincode,
    serviceable: true,
    store: { _id: store._id, name: store.name, city: store.city },
    etaMinutes: etaMinutes(store, travelMinutes, load.openOrders, ridersOnDuty),
    open: state.open,
    opensAt: state.opensAt,
    paused: store.paused,
    reason: store.paused ? store.reason : '',
    busy: capacity.busy,
    highDemand: capacity.highDemand,
  };
  if (store.paused) return { ...base, canOrder: false, message: store.reason || `${store.name} is not taking orders right now` };
  if (!state.open) {
    const message = state.opensAt ? `Closed now, ${opensText(state.opensAt, now)}` : 'Closed now';
    return { ...base, canOrder: false, message };
  }
  if (capacity.highDemand) return { ...base, canOrder: false, message: highDemandMessage(store.name) };
  return { ...base, canOrder: true, message: '' };
}

/** The store that answers catalog calls naming no store (or naming one that does not exist). */
export function defaultStoreOf<S extends Pick<StoreRecord, '_id' | 'isDefault'>>(stores: readonly S[]): S | undefined {
  return stores.find((s) => s.isDefault) ?? stores[0];
}
