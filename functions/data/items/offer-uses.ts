/**
 * An offer's use counters, moved only by `ADD ±1` (with `SET offerId`) in the order transactions
 * (data/repos/offers/redemptions.ts), never put whole; no item yet is 0 uses.
 * - a shard of the total: `OFFER_USES#<offerId>#<shard>` / `USES` (keys.offerUseShard), taken only
 *   while under its share of the total limit (core/offer-uses.ts shardShare);
 * - a shopper's uses: `USER#<sub>` / `OFFER_USES#<offerId>` (keys.shopperOfferUses), taken only
 *   while under the offer's per-shopper limit.
 */
import * as z from 'zod';
import { parseItem, type RawItem } from './parse.js';

export const schema = z.object({ offerId: z.string(), uses: z.number().int().default(0) });

export const projection = ['pk', 'sk', 'offerId', 'uses'] as const;

export const fromItem = (raw: RawItem): number => parseItem('offer uses', schema, raw).uses;
