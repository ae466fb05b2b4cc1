import { productDetailsBody } from '../../core/contracts/product.js';
import { toApiProduct, type ApiProduct } from '../../core/product.js';
import { currentCatalog } from '../../data/repos/catalog-snapshot.js';
import { getProduct } from '../../data/repos/products.js';
import { NotFound } from '../../platform/errors.js';
import { route, type Answer } from '../route.js';

/** The product item itself (fresh, stock included) with today's category names from the snapshot. */
export const handler = route({ auth: 'public', body: productDetailsBody }, async ({ body }): Promise<Answer<ApiProduct>> => {
  const [view, product] = await Promise.all([currentCatalog(), getProduct(body.productId)]);
  if (!product) throw new NotFound('Product not found');
  return { data: toApiProduct(product, view.names) };
});
