/**
 * The effects of one change of an order, claimed: `ORDER_EFFECTS#<orderId>` / `CHANGE#<seq>`, put on
 * `attribute_not_exists` by whoever runs them first (right after the write, or the table stream's
 * consumer), so a change mails, dispatches and refunds once however often it is seen. Only its
 * existence is ever checked (by that condition); `expiresAt` is the TTL.
 */
import * as z from 'zod';
import { keys } from '../keys.js';
import { TABLE } from '../table.js';
import { parseItem, type RawItem } from './parse.js';

/** Kept for 7 days: longer than the stream keeps a record (24 hours), so a redelivery always finds it. */
export const EFFECTS_MEMORY_SECONDS = 7 * 24 * 3600;

export const schema = z.object({ orderId: z.string(), seq: z.number().int().positive(), effects: z.array(z.string()), [TABLE.ttlAttribute]: z.number() });

export const key = keys.orderEffects;

export const toItem = (orderId: string, seq: number, effects: readonly string[], now = Date.now()) => ({
  ...keys.orderEffects(orderId, seq),
  type: 'order effects' as const,
  orderId,
  seq,
  effects: [...effects],
  [TABLE.ttlAttribute]: Math.floor(now / 1000) + EFFECTS_MEMORY_SECONDS,
});

export const fromItem = (raw: RawItem) => parseItem('order effects', schema, raw);
