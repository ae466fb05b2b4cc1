import * as z from 'zod';

// Apart from rider.ts: every rider function loads that file's schemas, and only the location's needs this one.

/**
 * The rider's phone's position while an order is out with them (PUT /api/rider/location): degrees
 * and the accuracy the phone reports, in metres.
 */
export const riderLocationBody = z.object({
  lat: z.number('must be a number').min(-90, 'must be -90 to 90').max(90, 'must be -90 to 90'),
  lng: z.number('must be a number').min(-180, 'must be -180 to 180').max(180, 'must be -180 to 180'),
  accuracy: z.number('must be a number').min(0, 'must be 0 or more metres').max(100_000, 'must be at most 100 km'),
});

/** A position taken: the shopper is sent it with the distance and minutes left (null without a delivery point). */
export interface RiderLocationReply {
  orderId: string;
  at: string;
  distanceMetres: number | null;
  etaMinutes: number | null;
}
