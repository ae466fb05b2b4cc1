import { describe, expect, it } from 'vitest';
import { mergeSummary, mergeZones, parseZoneInput } from './zone-input';
import { STORE_ZONES_MAX } from '@core/contracts/store';

describe('parseZoneInput: many delivery pincodes at once', () => {
  it('reads a pasted list with any separators, each at the given riding time', () => {
    expect(parseZoneInput('400001, 400002\n400003;400004  400005', 6)).toEqual({
      zones: ['400001', '400002', '400003', '400004', '400005'].map((pincode) => ({ pincode, travelMinutes: 6 })),
      problems: [],
    });
  });

  it('expands ranges, written with a dash (spaced or not) or "to"', () => {
    expect(parseZoneInput('560001-560003', 7).zones.map((z) => z.pincode)).toEqual(['560001', '560002', '560003']);
    expect(parseZoneInput('560001 - 560002, 110001 to 110002', 7).zones.map((z) => z.pincode)).toEqual(['560001', '560002', '110001', '110002']);
  });

  it('takes a riding time of its own after a colon', () => {
    expect(parseZoneInput('400001:9 400002-400003 : 4, 400004', 6).zones).toEqual([
      { pincode: '400001', travelMinutes: 9 },
      { pincode: '400002', travelMinutes: 4 },
      { pincode: '400003', travelMinutes: 4 },
      { pincode: '400004', travelMinutes: 6 },
    ]);
  });

  it('names each part it cannot read and keeps the rest', () => {
    const parsed = parseZoneInput('40001, 400002, 400010-400005, 400011:0, 012345, 400020:500', 5);
    expect(parsed.zones).toEqual([{ pincode: '400002', travelMinutes: 5 }]);
    expect(parsed.problems).toEqual([
      '"40001" is not a 6-digit PIN code or a range of them.',
      '"400010-400005": a range goes from the lower PIN code to the higher.',
      '"400011:0": the riding time must be 1 to 120 minutes.',
      '"012345" is not a 6-digit PIN code or a range of them.',
      '"400020:500": the riding time must be 1 to 120 minutes.',
    ]);
  });

  it('refuses a range wider than a store may serve, and lists a pincode once', () => {
    expect(parseZoneInput('100000-100300', 5).problems).toEqual([`"100000-100300" has more than ${STORE_ZONES_MAX} PIN codes.`]);
    expect(parseZoneInput('400001 400001-400002', 5).zones.map((z) => z.pincode)).toEqual(['400001', '400002']);
  });

  it('finds nothing in blank text', () => {
    expect(parseZoneInput('  \n ', 5)).toEqual({ zones: [], problems: [] });
  });
});

describe('mergeZones', () => {
  const existing = [
    { pincode: '400001', travelMinutes: '5', lat: '', lng: '' },
    { pincode: '400002', travelMinutes: '6', lat: '', lng: '' },
  ];

  it('appends new pincodes and gives listed ones the new riding time', () => {
    const merged = mergeZones(existing, [
      { pincode: '400002', travelMinutes: 8 },
      { pincode: '400001', travelMinutes: 5 },
      { pincode: '400003', travelMinutes: 8 },
    ]);
    expect(merged).toEqual({
      zones: [
        { pincode: '400001', travelMinutes: '5', lat: '', lng: '' },
        { pincode: '400002', travelMinutes: '8', lat: '', lng: '' },
        { pincode: '400003', travelMinutes: '8', lat: '', lng: '' },
      ],
      added: 1,
      updated: 1,
    });
    // The form's own rows are not changed in place.
    expect(existing[1]?.travelMinutes).toBe('6');
    expect(mergeSummary(merged)).toBe('Added 1 pincode, 1 pincode got a new riding time.');
  });

  it('says when nothing changed', () => {
    const merged = mergeZones(existing, [{ pincode: '400001', travelMinutes: 5 }]);
    expect(merged.added + merged.updated).toBe(0);
    expect(mergeSummary(merged)).toBe('Those pincodes are already in the list.');
    expect(mergeSummary({ added: 10, updated: 0 })).toBe('Added 10 pincodes.');
  });
});
