import { describe, expect, it } from 'vitest';
import { deliveryPoint, distanceMetres, keepZoneCentres, riderEta, RIDING_METRES_PER_MINUTE } from './rider-eta.js';

const indiranagar = { lat: 12.9719, lng: 77.6412 };

describe('distanceMetres', () => {
  it('is 0 from a point to itself and the same both ways', () => {
    expect(distanceMetres(indiranagar, indiranagar)).toBe(0);
    const other = { lat: 12.9352, lng: 77.6245 };
    expect(distanceMetres(indiranagar, other)).toBe(distanceMetres(other, indiranagar));
  });

  it('measures a degree of latitude as about 111.2 km, and Mumbai to Bengaluru as about 845 km', () => {
    expect(distanceMetres({ lat: 12, lng: 77 }, { lat: 13, lng: 77 })).toBeCloseTo(111_195, -2);
    const mumbaiCentral = { lat: 18.9696, lng: 72.8197 };
    expect(Math.round(distanceMetres(mumbaiCentral, indiranagar) / 1000)).toBeGreaterThan(830);
    expect(Math.round(distanceMetres(mumbaiCentral, indiranagar) / 1000)).toBeLessThan(860);
  });
});

describe('riderEta', () => {
  it('rides the straight line at 18 km/h: 1.2 km is about 4 min', () => {
    expect(RIDING_METRES_PER_MINUTE).toBe(300);
    // 0.0108° of latitude is about 1,201 m.
    const at = { lat: indiranagar.lat - 0.0108, lng: indiranagar.lng };
    const eta = riderEta(at, indiranagar);
    expect(eta.distanceMetres).toBeGreaterThan(1_190);
    expect(eta.distanceMetres).toBeLessThan(1_210);
    expect(eta.etaMinutes).toBe(5); // 1,201 m is a little over 4 minutes: whole minutes round up
    expect(riderEta({ lat: indiranagar.lat - 0.0107, lng: indiranagar.lng }, indiranagar).etaMinutes).toBe(4);
  });

  it('says at least 1 minute until the rider is there, and 1 at the door', () => {
    expect(riderEta(indiranagar, indiranagar)).toEqual({ distanceMetres: 0, etaMinutes: 1 });
    expect(riderEta({ lat: indiranagar.lat + 0.0001, lng: indiranagar.lng }, indiranagar).etaMinutes).toBe(1);
  });

  it('knows neither without a delivery point', () => {
    expect(riderEta(indiranagar, undefined)).toEqual({ distanceMetres: null, etaMinutes: null });
  });
});

describe('deliveryPoint and keepZoneCentres', () => {
  const zones = [
    { pincode: '560038', travelMinutes: 5, lat: 12.9784, lng: 77.6408 },
    { pincode: '560001', travelMinutes: 9 },
  ];

  it("is the centre of the address's pincode in the zone table, when it has one", () => {
    expect(deliveryPoint(zones, '560038')).toEqual({ lat: 12.9784, lng: 77.6408 });
    expect(deliveryPoint(zones, '560001')).toBeUndefined();
    expect(deliveryPoint(zones, '400001')).toBeUndefined();
  });

  it('a zone saved without a centre keeps the stored one; a new centre replaces it', () => {
    const sent = [
      { pincode: '560038', travelMinutes: 6 },
      { pincode: '560001', travelMinutes: 9, lat: 12.98, lng: 77.6 },
      { pincode: '560002', travelMinutes: 7 },
    ];
    expect(keepZoneCentres(sent, zones)).toEqual([
      { pincode: '560038', travelMinutes: 6, lat: 12.9784, lng: 77.6408 },
      { pincode: '560001', travelMinutes: 9, lat: 12.98, lng: 77.6 },
      { pincode: '560002', travelMinutes: 7 },
    ]);
    expect(keepZoneCentres([{ pincode: '560038', travelMinutes: 5, lat: 13, lng: 77 }], zones)).toEqual([{ pincode: '560038', travelMinutes: 5, lat: 13, lng: 77 }]);
  });
});
