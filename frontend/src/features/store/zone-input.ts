import { STORE_TRAVEL_MINUTES_MAX, STORE_ZONES_MAX } from '@core/contracts/store';
import type { ZoneRow } from './store-form-values';

export interface ParsedZones {
  zones: { pincode: string; travelMinutes: number }[];
  /** What could not be read, one sentence each. */
  problems: string[];
}

const PINCODE = /^[1-9]\d{5}$/;

/**
 * Many delivery pincodes at once, as a store manager has them: a list pasted from a sheet (commas,
 * spaces, semicolons or new lines between), ranges ("400001-400010"), and a riding time of their own
 * after a colon ("400011:9", "560001-560005:7"); the rest take `travelMinutes`.
 */
export function parseZoneInput(text: string, travelMinutes: number): ParsedZones {
  const zones: ParsedZones['zones'] = [];
  const problems: string[] = [];
  const seen = new Set<string>();
  const tokens = text
    // "400001 - 400010" and "400001 to 400010" are ranges too.
    .replace(/\s*(?:-|–|—|\bto\b)\s*/gi, '-')
    .replace(/\s*:\s*/g, ':')
    .split(/[\s,;]+/)
    .filter(Boolean);
  for (const token of tokens) {
    const [span = '', minutesText, ...extra] = token.split(':');
    const minutes = minutesText === undefined ? travelMinutes : Number(minutesText);
    if (extra.length > 0 || !Number.isInteger(minutes) || minutes < 1 || minutes > STORE_TRAVEL_MINUTES_MAX) {
      problems.push(`"${token}": the riding time must be 1 to ${STORE_TRAVEL_MINUTES_MAX} minutes.`);
      continue;
    }
    const [from = '', to = from, ...more] = span.split('-');
    if (more.length > 0 || !PINCODE.test(from) || !PINCODE.test(to)) {
      problems.push(`"${token}" is not a 6-digit PIN code or a range of them.`);
      continue;
    }
    const first = Number(from);
    const last = Number(to);
    if (last < first) {
      problems.push(`"${token}": a range goes from the lower PIN code to the higher.`);
      continue;
    }
    if (last - first + 1 > STORE_ZONES_MAX) {
      problems.push(`"${token}" has more than ${STORE_ZONES_MAX} PIN codes.`);
      continue;
    }
    for (let code = first; code <= last; code++) {
      const pincode = String(code);
      if (seen.has(pincode)) continue;
      seen.add(pincode);
      zones.push({ pincode, travelMinutes: minutes });
    }
  }
  return { zones, problems };
}

/**
 * The zone list with `added` in it: a pincode already listed takes the new riding time, new ones
 * go to the end in the order given.
 */
export function mergeZones(existing: readonly ZoneRow[], added: ParsedZones['zones']): { zones: ZoneRow[]; added: number; updated: number } {
  const zones = existing.map((zone) => ({ ...zone }));
  const at = new Map(zones.map((zone, index) => [zone.pincode.trim(), index]));
  let addedCount = 0;
  let updated = 0;
  for (const zone of added) {
    const index = at.get(zone.pincode);
    const travelMinutes = String(zone.travelMinutes);
    const listed = index === undefined ? undefined : zones[index];
    if (index === undefined || !listed) {
      at.set(zone.pincode, zones.length);
      zones.push({ pincode: zone.pincode, travelMinutes, lat: '', lng: '' });
      addedCount++;
    } else if (listed.travelMinutes !== travelMinutes) {
      // A new riding time keeps the centre the row has.
      zones[index] = { ...listed, travelMinutes };
      updated++;
    }
  }
  return { zones, added: addedCount, updated };
}

/** "Added 10 pincodes, 2 got a new riding time." */
export function mergeSummary({ added, updated }: { added: number; updated: number }): string {
  const parts = [];
  if (added > 0) parts.push(`Added ${added} ${added === 1 ? 'pincode' : 'pincodes'}`);
  if (updated > 0) parts.push(`${updated} ${updated === 1 ? 'pincode got' : 'pincodes got'} a new riding time`);
  return parts.length > 0 ? `${parts.join(', ')}.` : 'Those pincodes are already in the list.';
}
