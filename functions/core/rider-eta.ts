/**
 * The rider on the way (pure rules): how far the rider's newest position is from the delivery point
 * and how long the rest of the ride takes, and how often a rider's position is taken.
 *
 * The delivery point is the centre of the address's pincode as its store's zone table gives it
 * (core/stores.ts StoreZone `lat`/`lng`); addresses carry no coordinates. The distance is a
 * straight line over the earth's surface (haversine), and the ride is that line at RIDING_METRES_PER_MINUTE:
 * 18 km/h, what a scooter averages in city traffic, so "1.2 km away, about 4 min". Nothing here
 * knows roads: a straight line is shorter than the road, and a slower average pays for that.
 */

export interface GeoPoint {
  lat: number;
  lng: number;
}

/** 18 km/h: 300 m a minute. */
export const RIDING_METRES_PER_MINUTE = 300;

/**
 * A rider's position is taken at most once in this long (the server refuses faster ones); the
 * rider's phone sends one every POSITION_EVERY_MS, so the clocks of phone and server may differ
 * by a second or so without an honest position being refused.
 */
export const POSITION_MIN_GAP_MS = 9_000;
export const POSITION_EVERY_MS = 10_000;

/** A position older than this is stale: the shopper is told when the rider was last seen. */
export const POSITION_STALE_MS = 60_000;

const EARTH_RADIUS_METRES = 6_371_000;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Metres between two points on the earth's surface (haversine), rounded to the metre. */
export function distanceMetres(from: GeoPoint, to: GeoPoint): number {
  const dLat = radians(to.lat - from.lat);
  const dLng = radians(to.lng - from.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(from.lat)) * Math.cos(radians(to.lat)) * Math.sin(dLng / 2) ** 2;
  return Math.round(2 * EARTH_RADIUS_METRES * Math.asin(Math.min(1, Math.sqrt(h))));
}

/**
 * What the shopper is told of the rider at `position`: the distance to the delivery point and the
 * whole minutes of riding left (at least 1 until the rider is there: "about 0 min" helps nobody).
 * Without a delivery point (a zone with no centre) neither is known.
 */
export function riderEta(position: GeoPoint, destination: GeoPoint | undefined): { distanceMetres: number | null; etaMinutes: number | null } {
  if (!destination) return { distanceMetres: null, etaMinutes: null };
  const metres = distanceMetres(position, destination);
  return { distanceMetres: metres, etaMinutes: Math.max(1, Math.ceil(metres / RIDING_METRES_PER_MINUTE)) };
}

/** The earliest time (epoch ms) a position before which must have been taken for one at `nowMs` to be taken. */
export const positionCutoff = (nowMs: number): number => nowMs - POSITION_MIN_GAP_MS;

/** A zone as the store keeps it: a pincode and, when an admin or the seed gave one, its centre. */
export interface ZoneCentre {
  pincode: string;
  lat?: number;
  lng?: number;
}

/** Where an order to `pincode` is delivered, as far as the rider's distance goes: its zone's centre, if it has one. */
export function deliveryPoint(zones: readonly ZoneCentre[], pincode: string): GeoPoint | undefined {
  const zone = zones.find((z) => z.pincode === pincode);
  return zone?.lat === undefined || zone.lng === undefined ? undefined : { lat: zone.lat, lng: zone.lng };
}

/**
 * Zones an admin saves without a centre keep the one stored for the same pincode: the Stores page
 * edits riding times only, and saving it must not forget where each pincode is.
 */
export function keepZoneCentres<Z extends ZoneCentre>(sent: readonly Z[], stored: readonly ZoneCentre[]): Z[] {
  const centres = new Map(stored.filter((z) => z.lat !== undefined && z.lng !== undefined).map((z) => [z.pincode, { lat: z.lat, lng: z.lng }]));
  return sent.map((zone) => (zone.lat === undefined && centres.has(zone.pincode) ? { ...zone, ...centres.get(zone.pincode) } : zone));
}
