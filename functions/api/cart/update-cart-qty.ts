import * as z from 'zod';
import { setCartLineQuantity } from '../../data/repos/carts.js';
import { getProduct } from '../../data/repos/products.js';
import { Conflict, NotFound } from '../../platform/errors.js';
import { route } from '../route.js';
import { id } from '../fields.js';

const body = z.object({
  _id: id,
  qty: z.number({ message: 'must be a whole number' }).int('must be a whole number').min(1, 'must be at least 1').max(1000, 'is too large'),
});

/**
 * A quantity up to the stock is set; above the stock only as a reduction, so a line whose product
 * sold out or ran short can always be brought down (or removed with delete-cart-item).
 */
export const handler = route({ auth: 'user', body }, async ({ body, caller }) => {
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
