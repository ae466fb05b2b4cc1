import { addToCartBody, type AddedCartLine } from '../../core/contracts/cart.js';
import { addCartLine } from '../../data/repos/carts.js';
import { getProduct } from '../../data/repos/products.js';
import { Conflict, NotFound } from '../../platform/errors.js';
import { route, type Answer } from '../route.js';

/** Adds one of a product; pressing Add twice is harmless (the line is already there). */
export const handler = route({ auth: 'user', idempotent: true, body: addToCartBody }, async ({ body, caller }): Promise<Answer<AddedCartLine>> => {
  const product = await getProduct(body.productId);
  if (!product) throw new NotFound('Product not found');
  if (product.stock < 1) throw new Conflict(`${product.name} is out of stock`);
  const { line, created } = await addCartLine(caller.userId, product._id);
  return { message: created ? 'Item added' : 'Item already in cart', data: line };
});
