import { withStoreStock } from '../../data/repos/catalog-snapshot.js';
import type { CatalogView } from '../../core/catalog-query.js';
import { toApiProduct } from '../../core/product.js';
import type { ApiProduct, ProductRecord } from '../../core/product.js';
import { storeForRequest } from '../stores/store-of-request.js';

/**
 * Products as the API returns them: today's stock at the store the call is answered for (one
 * BatchGet per 100 products; services/stores/store-of-request.ts picks the store), whether it is low
 * there, and today's category names. `recentStock`: stock read at most a second ago (the home rows, repos/recent-stock.ts).
 */
export async function presentProducts(
  view: CatalogView,
  products: readonly ProductRecord[],
  storeId: string | undefined,
  options: { recentStock?: boolean } = {},
): Promise<ApiProduct[]> {
  // The store's record (its low-stock threshold) is in the per-container store list: no extra read.
  const [stocked, store] = await Promise.all([withStoreStock(storeId, products, { recent: options.recentStock }), storeForRequest(storeId)]);
  return stocked.map(({ record, stock }) => toApiProduct(record, stock, view.names, store));
}
