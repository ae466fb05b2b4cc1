import { describe, expect, it } from 'vitest';
import { lastSeenText, riderDistanceText, routeLinePoints } from './rider-on-the-way';

describe('riderDistanceText', () => {
  it('says km with one decimal from 1 km, metres by tens below', () => {
    expect(riderDistanceText(1_190, 4)).toBe('1.2 km away, about 4 min');
    expect(riderDistanceText(846, 3)).toBe('850 m away, about 3 min');
    expect(riderDistanceText(null, null)).toBeNull();
  });
});

describe('lastSeenText', () => {
  const at = '2026-11-29T10:00:00.000Z';
  it('nothing while the position is a minute old or less; then whole minutes', () => {
    expect(lastSeenText(at, new Date('2026-11-29T10:00:59.000Z'))).toBeNull();
    expect(lastSeenText(at, new Date('2026-11-29T10:01:00.000Z'))).toBeNull();
    expect(lastSeenText(at, new Date('2026-11-29T10:02:10.000Z'))).toBe('last seen 2 min ago');
    expect(lastSeenText(at, new Date('2026-11-29T11:30:00.000Z'))).toBe('last seen 1 h ago');
  });
});

describe('routeLinePoints', () => {
  it('fits the points in the box, north up, one scale for both axes', () => {
    const points = routeLinePoints([{ lat: 12.97, lng: 77.64 }, { lat: 12.98, lng: 77.64 }], 200, 100, 10);
    expect(points).toHaveLength(2);
    expect(points[1]!.y).toBeLessThan(points[0]!.y); // further north is higher up
    expect(points[0]!.x).toBe(points[1]!.x);
    expect(points[0]!.y).toBe(90);
    expect(points[1]!.y).toBe(10);
    expect(routeLinePoints([], 200, 100, 10)).toEqual([]);
  });
});
