/**
 * The newest position of the rider of an order out for delivery: `RIDER_POSITION#<orderId>` /
 * `LATEST` (core/rider-eta.ts). One item per order, overwritten by each position taken (at most one
 * every POSITION_MIN_GAP_MS: the put's condition), only while the rider's duty item still holds the
 * order (same transaction), and deleted in the transaction that ends the delivery
 * (repos/orders/delivery.ts). `expiresAt` (TTL) is a backstop only.
 */
import * as z from 'zod';
import { keys } from '../keys.js';
import { attributeNames } from '../update.js';
import { parseItem, type RawItem } from './parse.js';

export const schema = z.object({
  orderId: z.string(),
  riderId: z.string(),
  lat: z.number(),
  lng: z.number(),
  /** Metres, as the phone reports it. */
  accuracy: z.number(),
  /** When the server took it (ISO). */
  at: z.string(),
  /** The same instant in epoch ms: what the put's gap condition compares. */
  atMs: z.number().int(),
  /** Epoch seconds (TABLE.ttlAttribute). */
  expiresAt: z.number().int(),
});

export type RiderPosition = z.output<typeof schema>;

/** A position is deleted by TTL this long after it was taken, should its delivery never end. */
export const POSITION_TTL_SECONDS = 6 * 60 * 60;

export const key = keys.riderPosition;

export const toItem = (position: RiderPosition) => ({ ...keys.riderPosition(position.orderId), type: 'rider position' as const, ...position });

export const fromItem = (raw: RawItem): RiderPosition => parseItem('rider position', schema, raw);

export const attributes = attributeNames(schema);
