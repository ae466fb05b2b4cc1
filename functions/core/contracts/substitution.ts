import * as z from 'zod';
import type { ApiOrder } from '../order-api.js';
import type { Call } from './envelope.js';
import { id } from './fields.js';

/**
 * Substitutions (core/substitution.ts): the shopper's preference per cart line (sent with
 * `PUT /api/cart/update-qty`), for the whole order at checkout (sent with checkout and
 * cash-on-delivery), and their answer to a substitute a picker proposed. A client that sends none
 * gets the best match. The whole order's preference (`substitution: 'best_match' | 'dont_replace'`,
 * replacing every line's) is declared with the order request (contracts/order.ts).
 */

/** A line's preference: the best match, a product of the same sub category (its id), or don't replace. */
export const substitutionField = z.union([z.enum(['best_match', 'dont_replace']), z.object({ productId: id }).strict()], {
  message: "must be 'best_match', 'dont_replace' or { productId } of a product in the same sub category",
});

/** The shopper's answer to the substitute proposed for one line (`lineId`: the line's product id). */
export const substitutionAnswerBody = z.object({ orderId: id, lineId: id, accept: z.boolean('must be true or false') });

export interface SubstitutionCalls {
  /**
   * The shopper of the order (anyone else 404) accepts or rejects the substitute proposed for a
   * line, until its time runs out (then 409: the preference decided). The same answer again
   * answers the same; a different one after deciding is 409. Answers the order as details does.
   */
  'POST /api/order/substitution': Call<z.input<typeof substitutionAnswerBody>, ApiOrder>;
}
