import { describe, expect, it } from 'vitest';
import { newer, whereabouts } from './rider-whereabouts';

const at = '2026-11-29T10:00:00.000Z';
const position = (when: string) => ({ type: 'rider' as const, orderId: 'o1', lat: 12.9, lng: 77.6, at: when, etaMinutes: 4, distanceMetres: 1_190, destination: null });

describe('whereabouts', () => {
  it('says the distance, the ETA and how long ago the rider was seen', () => {
    expect(whereabouts({ at, distanceMetres: 1_190, etaMinutes: 4 }, new Date('2026-11-29T10:00:20.000Z'))).toEqual({ distance: '1.2 km to go', eta: 'ETA 4 min', lastSeen: 'last seen just now' });
    expect(whereabouts({ at, distanceMetres: 846, etaMinutes: 3 }, new Date('2026-11-29T10:03:59.000Z'))).toMatchObject({ distance: '850 m to go', lastSeen: 'last seen 3 min ago' });
    expect(whereabouts({ at, distanceMetres: 846, etaMinutes: 3 }, new Date('2026-11-29T12:10:00.000Z')).lastSeen).toBe('last seen 2 h ago');
  });

  it('says no distance or ETA where the zone has no centre; a clock ahead is just now', () => {
    expect(whereabouts({ at, distanceMetres: null, etaMinutes: null }, new Date('2026-11-29T09:59:50.000Z'))).toEqual({ distance: null, eta: null, lastSeen: 'last seen just now' });
  });

  it('keeps the newer position', () => {
    const early = position(at);
    const late = position('2026-11-29T10:00:10.000Z');
    expect(newer(early, late)).toBe(late);
    expect(newer(late, early)).toBe(late);
    expect(newer(null, early)).toBe(early);
    expect(newer(early, undefined)).toBe(early);
  });
});
