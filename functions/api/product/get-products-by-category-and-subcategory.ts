import { subCategoryProductsBody, type ProductPaging } from '../../core/contracts/product-reads.js';
import type { ApiProduct } from '../../core/product.js';
import { currentCatalog } from '../../data/repos/catalog-snapshot.js';
import { route, type Answer } from '../route.js';
import { presentProducts } from '../../services/catalog/catalog-read.js';
import { storeIdForRequest } from '../../services/stores/store-of-request.js';
import { inCategoryAndSubCategory, paginate } from '../../core/catalog-query.js';

/** The sub category product list: newest first, infinite scroll pages of 8. */
export const handler = route({ auth: 'public', body: subCategoryProductsBody }, async ({ body, headers }): Promise<Answer<ApiProduct[], ProductPaging>> => {
  const [view, storeId] = await Promise.all([currentCatalog(), storeIdForRequest(body, headers)]);
  const result = paginate(inCategoryAndSubCategory(view, body.categoryId, body.subCategoryId), body.page, body.limit);
  return {
    data: await presentProducts(view, result.items, storeId),
    extra: { totalCount: result.totalCount, page: result.page, totalPage: result.totalPages },
  };
});
