/**
 * A Stripe event already applied: `STRIPE_EVENT#<eventId>` / `EVENT`, put on `attribute_not_exists`
 * in the transaction that applies it, so a redelivered event changes nothing. Only its existence is
 * ever checked (by that condition); `expiresAt` is the TTL.
 */
import * as z from 'zod';
import { keys } from '../keys.js';
import { TABLE } from '../table.js';
import { parseItem, type RawItem } from './parse.js';

/** Stripe event ids are remembered for 30 days (Stripe retries deliveries for 3). */
export const EVENT_MEMORY_SECONDS = 30 * 24 * 3600;

export const schema = z.object({ orderId: z.string(), [TABLE.ttlAttribute]: z.number() });

export const toItem = (eventId: string, orderId: string, now = Date.now()) => ({
  ...keys.stripeEvent(eventId),
  type: 'stripe-event' as const,
  orderId,
  [TABLE.ttlAttribute]: Math.floor(now / 1000) + EVENT_MEMORY_SECONDS,
});

export const fromItem = (raw: RawItem) => parseItem('stripe event', schema, raw);
