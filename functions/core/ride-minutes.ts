/**
 * The minutes around a ride (pure; one set shared by the promise, core/stores.ts etaMinutes, and by
 * two orders a trip, core/batching.ts, so the check of a second drop means what the promise means).
 *
 * A promise is kept when the bag is in the shopper's hand. Between "packed" and that moment there is
 * more than the ride: a rider notices the packed order and takes the bag (DISPATCH_MINUTES), and at
 * the door there is parking, the stairs, the code and the bag (HANDOVER_MINUTES). At peak, when every
 * rider is out, an order waits besides for a rider to come back: a round trip (riderRoundTripMinutes).
 * The numbers: docs/decisions/0069-ride-allowances.md.
 */

/** Minutes from a packed bag to a free rider leaving the store with it (seeing it, taking it). */
export const DISPATCH_MINUTES = 1;

/** Minutes a rider spends at each drop: parking, the stairs, the code, the bag handed over. */
export const HANDOVER_MINUTES = 2;

/**
 * Minutes a rider out on a trip takes to be back for the next bag: to a drop of the store's zones
 * and back (twice the mean riding minutes of its zones, rounded up) and the handover between. A
 * store without zones has nobody to ride to: the handover alone.
 */
export function riderRoundTripMinutes(zones: readonly { travelMinutes: number }[]): number {
  if (zones.length === 0) return HANDOVER_MINUTES;
  const mean = zones.reduce((sum, z) => sum + z.travelMinutes, 0) / zones.length;
  return Math.ceil(2 * mean) + HANDOVER_MINUTES;
}
