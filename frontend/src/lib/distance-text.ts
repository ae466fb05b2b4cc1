/** A rider's straight-line distance in words: "1.2 km" from 1 km (one decimal), "850 m" below (by tens). */
export function distanceText(metres: number): string {
  return metres < 1000 ? `${Math.round(metres / 10) * 10} m` : `${(metres / 1000).toFixed(1)} km`;
}
