import * as z from 'zod';
import { MAX_TIP_PAISE } from '../bill.js';
import type { ApiBill } from '../bill-api.js';
import type { Call } from './envelope.js';
import { id } from './fields.js';

/**
 * The bill calls' fields: the tip a shopper chooses at checkout, in whole rupees (the chooser's
 * ₹10 / ₹20 / ₹30 / other), at most ₹200; absent is none. Parsed to paise, as prices are.
 */
export const TIP_RUPEES_MAX = MAX_TIP_PAISE / 100;

export const tipToPaise = z
  .number('tip must be a whole number of rupees')
  .int('tip must be a whole number of rupees')
  .min(0, 'tip must be 0 or more')
  .max(TIP_RUPEES_MAX, `tip can be at most ₹${TIP_RUPEES_MAX}`)
  .default(0)
  .transform((rupees) => rupees * 100);

/** The bill of the caller's cart at the store of `addressId` (else the cart's store), with `tip`. */
export const cartBillBody = z.object({ addressId: id.optional(), tip: tipToPaise });

export interface CartBillCalls {
  /** Every fee with its reason, the offer, the tip and the grand total checkout will charge; rupees. */
  'POST /api/cart/bill': Call<z.input<typeof cartBillBody>, ApiBill>;
}
