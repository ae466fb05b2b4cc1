import { withFreshStock } from '../data/repos/catalog-snapshot.js';
import type { CatalogView } from '../core/catalog-query.js';
import { toApiProduct } from '../core/product.js';
import type { ApiProduct, ProductRecord } from '../core/product.js';

/** Products as the API returns them: today's stock (one BatchGet) and today's category names. */
export async function presentProducts(view: CatalogView, products: readonly ProductRecord[]): Promise<ApiProduct[]> {
  const fresh = await withFreshStock(products);
  return fresh.map((p) => toApiProduct(p, view.names));
}
