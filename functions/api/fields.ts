import * as z from 'zod';
import { id } from '../core/fields.js';

/**
 * The field schemas live in functions/core/fields.ts, where the site's forms can import them too
 * (the site imports only functions/core); the routes keep importing them from here.
 */
export { addressFields, email, id, imageUrl, mobile, name, nameText, password } from '../core/fields.js';

/**
 * The spec's order request. The order is made from the caller's stored cart and stored prices;
 * list_items, subTotalAmt and totalAmt are accepted for compatibility and ignored (never trusted).
 */
export const orderRequest = z.object({
  addressId: id,
  list_items: z.array(z.unknown()).max(200).optional(),
  subTotalAmt: z.number().optional(),
  totalAmt: z.number().optional(),
});

/** Calls on one order name it by the `_id` that order-list returns. */
export const orderRef = z.object({ _id: id });
