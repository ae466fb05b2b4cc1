import { POSITION_STALE_MS } from '@core/rider-eta';
import { distanceText } from '@/lib/distance-text';

/** The rider on the way, in the shopper's words (components/rider-on-the-way.tsx). */

/** "1.2 km away, about 4 min"; "850 m away, about 3 min"; without a delivery point, nothing. */
export function riderDistanceText(distanceMetres: number | null, etaMinutes: number | null): string | null {
  if (distanceMetres === null || etaMinutes === null) return null;
  return `${distanceText(distanceMetres)} away, about ${etaMinutes} min`;
}

/** "last seen 2 min ago" once the newest position is older than POSITION_STALE_MS; null while it is fresh. */
export function lastSeenText(at: string, now: Date): string | null {
  const ageMs = now.getTime() - Date.parse(at);
  if (!(ageMs > POSITION_STALE_MS)) return null;
  const minutes = Math.floor(ageMs / 60_000);
  return minutes < 60 ? `last seen ${minutes} min ago` : `last seen ${Math.floor(minutes / 60)} h ago`;
}

export interface Point {
  lat: number;
  lng: number;
}

/**
 * The route line's points in an SVG box of `width` × `height` (north up, `pad` from the edges): the
 * rider's trail and the delivery point, on a flat projection around their middle (a few km: flat is
 * exact enough), one scale for both axes so the line keeps its shape.
 */
export function routeLinePoints(points: readonly Point[], width: number, height: number, pad: number): { x: number; y: number }[] {
  if (points.length === 0) return [];
  const lats = points.map((p) => p.lat);
  const midLat = (Math.min(...lats) + Math.max(...lats)) / 2;
  const squeeze = Math.cos((midLat * Math.PI) / 180);
  const flat = points.map((p) => ({ x: p.lng * squeeze, y: -p.lat }));
  const [minX, maxX] = [Math.min(...flat.map((p) => p.x)), Math.max(...flat.map((p) => p.x))];
  const [minY, maxY] = [Math.min(...flat.map((p) => p.y)), Math.max(...flat.map((p) => p.y))];
  const span = Math.max(maxX - minX, maxY - minY, 1e-6);
  const scale = Math.min((width - 2 * pad) / span, (height - 2 * pad) / span);
  const offsetX = (width - (maxX - minX) * scale) / 2;
  const offsetY = (height - (maxY - minY) * scale) / 2;
  return flat.map((p) => ({ x: Math.round((p.x - minX) * scale + offsetX), y: Math.round((p.y - minY) * scale + offsetY) }));
}
