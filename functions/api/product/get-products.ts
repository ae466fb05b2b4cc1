import { productsBody, type ProductListPaging } from '../../core/contracts/product-reads.js';
import type { ApiProduct } from '../../core/product.js';
import { currentCatalog } from '../../data/repos/catalog-snapshot.js';
import { route, type Answer } from '../route.js';
import { presentProducts } from '../../services/catalog/catalog-read.js';
import { storeIdForRequest } from '../../services/stores/store-of-request.js';
import { paginate } from '../../core/catalog-query.js';
import { listProducts } from '../../core/catalog-search.js';

/** The admin product list: newest first, or best match first with a search; `totalNoPage` pages. */
export const handler = route({ auth: 'public', body: productsBody }, async ({ body, headers }): Promise<Answer<ApiProduct[], ProductListPaging>> => {
  const [view, storeId] = await Promise.all([currentCatalog(), storeIdForRequest(body, headers)]);
  const result = paginate(listProducts(view, body.search), body.page, body.limit);
  return {
    data: await presentProducts(view, result.items, storeId),
    extra: { totalCount: result.totalCount, totalNoPage: result.totalPages, page: result.page },
  };
});
