import { productsByCategoryBody, type ProductsByCategoryReply } from '../../core/contracts/product-reads.js';
import { currentCatalog } from '../../data/repos/catalog-snapshot.js';
import { route, type Answer } from '../route.js';
import { presentProducts } from '../../services/catalog/catalog-read.js';
import { storeIdForRequest } from '../../services/stores/store-of-request.js';

/**
 * {id}: the newest products of one category (a home row, "See All" data).
 * {ids}: one row per category, in the order given, so the home page needs a single call.
 */
export const handler = route({ auth: 'public', body: productsByCategoryBody }, async ({ body, headers }): Promise<Answer<ProductsByCategoryReply>> => {
  const [view, storeId] = await Promise.all([currentCatalog(), storeIdForRequest(body, headers)]);
  if (body.id !== undefined) {
    return { data: await presentProducts(view, view.inCategory(body.id).slice(0, body.limit), storeId) };
  }
  const ids = body.ids ?? [];
  const rows = ids.map((categoryId) => ({ categoryId, products: view.inCategory(categoryId).slice(0, body.limit) }));
  // One stock read for every product on the page, however many rows it appears in; every home page
  // asks the same products, so their stock is shared for a second (decision 0062).
  const unique = [...new Map(rows.flatMap((r) => r.products).map((p) => [p._id, p])).values()];
  const presented = new Map((await presentProducts(view, unique, storeId, { recentStock: true })).map((p) => [p._id, p]));
  return {
    data: rows.map((r) => ({ categoryId: r.categoryId, products: r.products.flatMap((p) => presented.get(p._id) ?? []) })),
  };
});
