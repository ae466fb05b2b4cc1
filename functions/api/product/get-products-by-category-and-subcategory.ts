import * as z from 'zod';
import { currentCatalog } from '../../data/repos/catalog-snapshot.js';
import { route } from '../route.js';
import { id } from '../fields.js';
import { limitOr, pageOrFirst } from '../catalog-fields.js';
import { presentProducts } from '../../services/catalog-read.js';
import { inCategoryAndSubCategory, paginate } from '../../core/catalog-query.js';

const body = z.object({ categoryId: id, subCategoryId: id, page: pageOrFirst, limit: limitOr(8) });

/** The sub category product list: newest first, infinite scroll pages of 8. */
export const handler = route({ auth: 'public', body }, async ({ body }) => {
  const view = await currentCatalog();
  const result = paginate(inCategoryAndSubCategory(view, body.categoryId, body.subCategoryId), body.page, body.limit);
  return {
    data: await presentProducts(view, result.items),
    extra: { totalCount: result.totalCount, page: result.page, totalPage: result.totalPages },
  };
});
