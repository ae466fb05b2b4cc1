import { productDetailsBody } from '../../core/contracts/product-reads.js';
import { toApiProduct, type ApiProduct } from '../../core/product.js';
import { currentCatalog } from '../../data/repos/catalog-snapshot.js';
import { getProductAtStore } from '../../data/repos/products.js';
import { NotFound } from '../../platform/errors.js';
import { route, type Answer } from '../route.js';
import { requestedStoreId, storeForRequest } from '../../services/stores/store-of-request.js';

/**
 * The product item itself (fresh) and its stock at the call's store, in one BatchGet of the two
 * items, with today's category names from the snapshot.
 */
export const handler = route({ auth: 'public', body: productDetailsBody }, async ({ body, headers }): Promise<Answer<ApiProduct>> => {
  const [view, store] = await Promise.all([currentCatalog(), storeForRequest(requestedStoreId(body, headers))]);
  const found = await getProductAtStore(store?._id, body.productId);
  if (!found) throw new NotFound('Product not found');
  return { data: toApiProduct(found.record, found.stock, view.names, store) };
});
