/**
 * The coupon a shopper applied to their cart: `USER#<sub>` / `CART_OFFER` (keys.cartOffer), the
 * offer's id and its code as typed (upper case). One per shopper, so every device sees it; put by
 * apply, deleted by remove. Whether it still applies is decided at each read (the cart may shrink).
 */
import * as z from 'zod';
import { keys } from '../keys.js';
import { parseItem, type RawItem } from './parse.js';

export const schema = z.object({ offerId: z.string(), code: z.string(), appliedAt: z.string() });

export type CartOffer = z.output<typeof schema>;

export const toItem = (userId: string, offer: CartOffer) => ({ ...keys.cartOffer(userId), type: 'cart-offer' as const, ...offer });

export const fromItem = (raw: RawItem): CartOffer => parseItem('cart offer', schema, raw);
