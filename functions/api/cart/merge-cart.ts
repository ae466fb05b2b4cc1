import { mergeCartBody, type CartMergeReply } from '../../core/contracts/cart.js';
import { mergeGuestCart } from '../../services/cart/cart-merge.js';
import { storeIdForRequest } from '../../services/stores/store-of-request.js';
import { route, type Answer } from '../route.js';

/**
 * The guest cart the site kept before sign-in, into the caller's cart: quantities added, capped by
 * the stock of the `X-Store-Id` header's store (else the default store). Idempotent: the site sends
 * the guest cart's id as the key, so a double run adds it once.
 */
export const handler = route({ auth: 'user', idempotent: true, body: mergeCartBody }, async ({ body, caller, headers }): Promise<Answer<CartMergeReply>> => {
  const { message, added, skipped } = await mergeGuestCart(caller.userId, await storeIdForRequest(undefined, headers), body.lines);
  return { message, data: { added, skipped } };
});
