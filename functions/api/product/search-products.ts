import * as z from 'zod';
import { currentCatalog } from '../../data/repos/catalog-snapshot.js';
import { route } from '../route.js';
import { pageOrFirst, searchText } from '../catalog-fields.js';
import { presentProducts } from '../../services/catalog-read.js';
import { listProducts, paginate } from '../../core/catalog-query.js';

const PAGE_SIZE = 12;

const body = z.object({ search: searchText, page: pageOrFirst });

/** Search results, best match first (an empty search lists the newest products); infinite scroll pages. */
export const handler = route({ auth: 'public', body }, async ({ body }) => {
  const view = await currentCatalog();
  const result = paginate(listProducts(view, body.search), body.page, PAGE_SIZE);
  return {
    data: await presentProducts(view, result.items),
    extra: { page: result.page, totalPage: result.totalPages, totalCount: result.totalCount },
  };
});
