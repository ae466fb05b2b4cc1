import { updateCartQtyBody, type CartQuantityReply } from '../../core/contracts/cart.js';
import { setCartLineQuantity } from '../../data/repos/carts.js';
import { getProduct } from '../../data/repos/products.js';
import { Conflict, NotFound } from '../../platform/errors.js';
import { route, type Answer } from '../route.js';

/**
 * A quantity up to the stock is set; above the stock only as a reduction, so a line whose product
 * sold out or ran short can always be brought down (or removed with delete-cart-item).
 */
export const handler = route({ auth: 'user', body: updateCartQtyBody }, async ({ body, caller }): Promise<Answer<CartQuantityReply>> => {
  // A line's id is its product's id (data/repos/carts.ts).
  const product = await getProduct(body._id);
  if (!product) throw new NotFound('Cart item not found');
  const result = await setCartLineQuantity(caller.userId, body._id, body.qty, { onlyLower: body.qty > product.stock });
  if (result === 'missing') throw new NotFound('Cart item not found');
  if (result === 'not-lower') {
    throw new Conflict(product.stock === 0 ? `${product.name} is out of stock` : `Only ${product.stock} of ${product.name} left in stock`);
  }
  return { message: 'Cart updated', data: { _id: body._id, quantity: body.qty } };
});
