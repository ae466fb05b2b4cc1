/** A cart line: `USER#<sub>` / `CART#<lineId>`. One line per product and user: the line id is the product id. */
import * as z from 'zod';
import { keys } from '../keys.js';
import { parseItem, type RawItem } from './parse.js';
import { preference } from './preference.js';

export const schema = z.object({
  _id: z.string(),
  productId: z.string(),
  quantity: z.number().int(),
  /** What the shopper wants if the product is missing at the store (core/substitution.ts); absent: best match. */
  substitution: preference.optional(),
  createdAt: z.string(),
});

export type CartLine = z.output<typeof schema>;

export const toItem = (userId: string, line: CartLine) => ({ ...keys.cartLine(userId, line._id), type: 'cart-line' as const, ...line });

export const fromItem = (raw: RawItem): CartLine => parseItem('cart line', schema, raw);
