import * as z from 'zod';
import type { ApiBill } from '../bill-api.js';
import { mergeCartBody } from './cart.js';
import type { Call } from './envelope.js';
import { storeChoice } from './product-reads.js';

/**
 * A guest's cart (kept in the browser before sign-in) billed at the store it chose: `storeId`, else
 * the `X-Store-Id` header, else the default store. Product ids and quantities only, bounded as the
 * sign-in merge bounds them (contracts/cart.ts); a price or total sent with them is dropped here, so
 * the bill is of the server's prices. No tip and no offer: a guest has applied no code.
 */
export const guestBillBody = z.object({
  lines: mergeCartBody.shape.lines.refine(
    (lines) => new Set(lines.map((line) => line.productId)).size === lines.length,
    'names a product more than once',
  ),
  ...storeChoice,
});

export interface GuestBillCalls {
  /** POST /api/cart/bill's answer for a guest's lines (public): the store's fees, today's prices; nothing written. */
  'POST /api/cart/guest-bill': Call<z.input<typeof guestBillBody>, ApiBill>;
}
