import { addToCartBody, type AddedCartLine } from '../../core/contracts/cart.js';
import { addCartLine } from '../../data/repos/carts.js';
import { getProductAtStore } from '../../data/repos/products.js';
import { Conflict, NotFound } from '../../platform/errors.js';
import { route, type Answer } from '../route.js';
import { storeIdForRequest } from '../../services/stores/store-of-request.js';

/**
 * Adds one of a product, if the store of the `X-Store-Id` header (else the default store) has it;
 * pressing Add twice is harmless (the line is already there).
 */
export const handler = route({ auth: 'user', idempotent: true, body: addToCartBody }, async ({ body, caller, headers }): Promise<Answer<AddedCartLine>> => {
  const found = await getProductAtStore(await storeIdForRequest(undefined, headers), body.productId);
  if (!found) throw new NotFound('Product not found');
  if (found.stock < 1) throw new Conflict(`${found.record.name} is out of stock`);
  const { line, created } = await addCartLine(caller.userId, found.record._id);
  return { message: created ? 'Item added' : 'Item already in cart', data: line };
});
