import { clockText, minutesOf, openState, opensText } from '@core/stores';
import type { Store } from '@/entities/store/stores';
import type { HoursRow } from './store-form-values';

export interface StoreStatus {
  tone: 'open' | 'closed' | 'paused';
  label: string;
  /** The pause reason shoppers see, or when a closed store opens. */
  detail: string;
}

/**
 * How a store is doing at `now`, from its own hours (functions/core/stores.ts, the rules the server
 * answers shoppers with): paused wins over the hours; open, a pause for high demand (the server's
 * capacity answer, functions/core/capacity.ts) wins over open now, with the server's reason.
 */
export function storeStatus(store: Pick<Store, 'paused' | 'reason' | 'hours' | 'capacityNow'>, now: Date): StoreStatus {
  if (store.paused) return { tone: 'paused', label: 'Paused', detail: store.reason || 'No reason given' };
  const state = openState(store.hours, now);
  if (state.open && store.capacityNow?.state === 'paused') return { tone: 'paused', label: 'High demand', detail: store.capacityNow.reason };
  if (state.open) return { tone: 'open', label: 'Open now', detail: store.capacityNow?.reason ?? '' };
  const opens = state.opensAt ? opensText(state.opensAt, now) : 'no opening hours set';
  return { tone: 'closed', label: 'Closed', detail: opens.charAt(0).toUpperCase() + opens.slice(1) };
}

/** "10 pincodes: 400001 to 400010", or the first few when they are not one run. */
export function zonesSummary(zones: Store['zones']): string {
  if (zones.length === 0) return 'No pincodes yet';
  const count = `${zones.length} ${zones.length === 1 ? 'pincode' : 'pincodes'}`;
  const sorted = zones.map((zone) => Number(zone.pincode)).sort((a, b) => a - b);
  const first = sorted[0] ?? 0;
  const last = sorted[sorted.length - 1] ?? 0;
  if (zones.length === 1) return `${count}: ${first}`;
  if (last - first + 1 === zones.length) return `${count}: ${first} to ${last}`;
  return `${count}: ${sorted.slice(0, 3).join(', ')}${zones.length > 3 ? ', ...' : ''}`;
}

/** '01:00' as the clock says it ('1:00 am'), read in the store's time zone like the server does. */
const spoken = (time: string) => {
  const minutes = minutesOf(time);
  if (minutes === undefined) return time;
  // clockText reads an instant in Asia/Kolkata: 00:00 UTC is 05:30 there, so step back 5:30.
  return clockText(new Date(Date.UTC(2026, 0, 5, 0, minutes - 330)).toISOString());
};

/** What a day's hours mean, in words: past midnight and all day are easy to get wrong. */
export function hoursNote(row: Pick<HoursRow, 'closed' | 'open' | 'close'>): string {
  if (row.closed) return 'Closed all day';
  const open = minutesOf(row.open);
  const close = minutesOf(row.close);
  if (open === undefined || close === undefined) return '';
  if (open === close) return 'Open all day';
  return `${spoken(row.open)} to ${spoken(row.close)}${close < open ? ' the next day' : ''}`;
}

