import { searchProductsBody, type ProductPaging } from '../../core/contracts/product-reads.js';
import type { ApiProduct } from '../../core/product.js';
import { currentCatalog } from '../../data/repos/catalog-snapshot.js';
import { route, type Answer } from '../route.js';
import { presentProducts } from '../../services/catalog/catalog-read.js';
import { storeIdForRequest } from '../../services/stores/store-of-request.js';
import { paginate } from '../../core/catalog-query.js';
import { listProducts } from '../../core/catalog-search.js';

const PAGE_SIZE = 12;

/** Search results, best match first (an empty search lists the newest products); infinite scroll pages. */
export const handler = route({ auth: 'public', body: searchProductsBody }, async ({ body, headers }): Promise<Answer<ApiProduct[], ProductPaging>> => {
  const [view, storeId] = await Promise.all([currentCatalog(), storeIdForRequest(body, headers)]);
  const result = paginate(listProducts(view, body.search), body.page, PAGE_SIZE);
  return {
    data: await presentProducts(view, result.items, storeId),
    extra: { page: result.page, totalPage: result.totalPages, totalCount: result.totalCount },
  };
});
