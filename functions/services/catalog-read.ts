import { withStoreStock } from '../data/repos/catalog-snapshot.js';
import type { CatalogView } from '../core/catalog-query.js';
import { toApiProduct } from '../core/product.js';
import type { ApiProduct, ProductRecord } from '../core/product.js';

/**
 * Products as the API returns them: today's stock at the store the call is answered for (one
 * BatchGet per 100 products; services/store-of-request.ts picks the store) and today's category names.
 */
export async function presentProducts(view: CatalogView, products: readonly ProductRecord[], storeId: string | undefined): Promise<ApiProduct[]> {
  const stocked = await withStoreStock(storeId, products);
  return stocked.map(({ record, stock }) => toApiProduct(record, stock, view.names));
}
