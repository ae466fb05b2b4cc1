import * as z from 'zod';
import { currentCatalog } from '../../data/repos/catalog-snapshot.js';
import { route } from '../route.js';
import { limitOr, pageOrFirst, searchText } from '../catalog-fields.js';
import { presentProducts } from '../../services/catalog-read.js';
import { listProducts, paginate } from '../../core/catalog-query.js';

const body = z.object({ page: pageOrFirst, limit: limitOr(12), search: searchText });

/** The admin product list: newest first, or best match first with a search; `totalNoPage` pages. */
export const handler = route({ auth: 'public', body }, async ({ body }) => {
  const view = await currentCatalog();
  const result = paginate(listProducts(view, body.search), body.page, body.limit);
  return {
    data: await presentProducts(view, result.items),
    extra: { totalCount: result.totalCount, totalNoPage: result.totalPages, page: result.page },
  };
});
