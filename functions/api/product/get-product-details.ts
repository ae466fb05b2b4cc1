import * as z from 'zod';
import { currentCatalog } from '../../data/repos/catalog-snapshot.js';
import { getProduct } from '../../data/repos/products.js';
import { NotFound } from '../../platform/errors.js';
import { route } from '../route.js';
import { id } from '../fields.js';
import { toApiProduct } from '../../core/product.js';

const body = z.object({ productId: id });

/** The product item itself (fresh, stock included) with today's category names from the snapshot. */
export const handler = route({ auth: 'public', body }, async ({ body }) => {
  const [view, product] = await Promise.all([currentCatalog(), getProduct(body.productId)]);
  if (!product) throw new NotFound('Product not found');
  return { data: toApiProduct(product, view.names) };
});
