import { updateCartQtyBody, type CartQuantityReply } from '../../core/contracts/cart.js';
import { setCartLineQuantity } from '../../data/repos/carts.js';
import { getProductAtStore } from '../../data/repos/products.js';
import { Conflict, NotFound } from '../../platform/errors.js';
import { route, type Answer } from '../route.js';
import { storeIdForRequest } from '../../services/stores/store-of-request.js';
import { checkedPreference } from '../../services/cart/cart-substitution.js';

/**
 * A quantity up to the stock (at the store of the `X-Store-Id` header, else the default store) is
 * set; above the stock only as a reduction, so a line whose product sold out or ran short can always
 * be brought down (or removed with delete-cart-item). `substitution`, when sent, is the line's new
 * preference (a chosen product must share the line's sub category: 400).
 */
export const handler = route({ auth: 'user', body: updateCartQtyBody }, async ({ body, caller, headers }): Promise<Answer<CartQuantityReply>> => {
  // A line's id is its product's id (data/repos/carts.ts).
  const storeId = await storeIdForRequest(undefined, headers);
  const found = await getProductAtStore(storeId, body._id);
  if (!found) throw new NotFound('Cart item not found');
  const { record: product, stock } = found;
  const substitution = body.substitution && (await checkedPreference(product, body.substitution, storeId));
  const result = await setCartLineQuantity(caller.userId, body._id, body.qty, { onlyLower: body.qty > stock, ...(substitution ? { substitution } : {}) });
  if (result === 'missing') throw new NotFound('Cart item not found');
  if (result === 'not-lower') {
    throw new Conflict(stock === 0 ? `${product.name} is out of stock` : `Only ${stock} of ${product.name} left in stock`);
  }
  return { message: 'Cart updated', data: { _id: body._id, quantity: body.qty, ...(substitution ? { substitution } : {}) } };
});
