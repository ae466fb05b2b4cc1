/**
 * The offer one order holds: `REDEMPTION#<orderId>` / `REDEMPTION` (keys.offerRedemption), written
 * `held` in the order's placement transaction with the use counters it moved (`shard` names the
 * total's shard it took). It moves once: to `released` (counts given back) when the order is
 * cancelled or its payment expires, or to `used` when it is delivered, each on the condition that it
 * is still `held`. `firstOrder`: it took the shopper's first-order claim too, which moves with it.
 */
import * as z from 'zod';
import { keys } from '../keys.js';
import { parseItem, type RawItem } from './parse.js';

export const REDEMPTION_STATUSES = ['held', 'released', 'used'] as const;

export const schema = z.object({
  orderId: z.string(),
  offerId: z.string(),
  userId: z.string(),
  shard: z.number().int(),
  status: z.enum(REDEMPTION_STATUSES),
  at: z.string(),
  /** Its offer was first-order-only: it also holds the shopper's first-order claim (items/first-order-claim.ts). */
  firstOrder: z.boolean().default(false),
});

export type Redemption = z.output<typeof schema>;

export const toItem = (redemption: Redemption) => ({ ...keys.offerRedemption(redemption.orderId), type: 'offer-redemption' as const, ...redemption });

export const fromItem = (raw: RawItem): Redemption => parseItem('offer redemption', schema, raw);
