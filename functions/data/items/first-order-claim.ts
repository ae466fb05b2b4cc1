/**
 * A shopper's claim on a first-order-only offer: `USER#<sub>` / `FIRST_ORDER_OFFER`
 * (keys.firstOrderClaim), moved only by `ADD ±1` in the order transactions that hold and release an
 * offer's use (data/repos/offers/redemptions.ts), never put whole; no item yet is 0. Placing an
 * order with a first-order-only offer takes it under the condition `claims < 1`, so of two
 * concurrent first orders of one shopper (other devices, other carts) only one gets the discount;
 * a cancel or an expired payment gives it back with the offer's use.
 */
import * as z from 'zod';
import { parseItem, type RawItem } from './parse.js';

export const schema = z.object({ offerId: z.string(), claims: z.number().int().default(0) });

export const fromItem = (raw: RawItem): number => parseItem('first-order claim', schema, raw).claims;
