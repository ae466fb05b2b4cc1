import * as z from 'zod';
import type { ApiProduct } from '../product.js';
import { limitOr, optionalLimit, pageOrFirst, searchText } from './paging-fields.js';
import { id } from './fields.js';

/**
 * The shop's product reads (product lists page by page, rows, details, search) and the store they
 * are answered for. Apart from contracts/product.ts (the admin's writes), so the read functions and
 * every function that picks a store (services/stores/store-of-request.ts) do not bundle the write schemas.
 */

/**
 * The store whose stock a catalog read shows: this field, else the `X-Store-Id` header,
 * else the default store; an unknown id is the default store. The spec's payloads name none.
 */
export const storeChoice = { storeId: id.optional() };

/**
 * The header naming the store a catalog or cart call is answered for (cart calls take only the
 * header: their bodies are the spec's). Header names are case-insensitive; route() sees them in
 * lower case.
 */
export const STORE_ID_HEADER = 'x-store-id';

export const productDetailsBody = z.object({ productId: id, ...storeChoice });

/** The admin list: newest first, or best match first with a search. */
export const productsBody = z.object({ page: pageOrFirst, limit: limitOr(12), search: searchText, ...storeChoice });

const MAX_ROW = 24;
const MAX_CATEGORIES = 50;

/**
 * {id}: the newest products of one category (a home row, "See All" data).
 * {ids}: one row per category, in the order given, so the home page needs a single call.
 */
export const productsByCategoryBody = z
  .object({
    id: id.optional(),
    ids: z
      .array(id, 'must be a list of category ids')
      .min(1, 'must have at least one id')
      .max(MAX_CATEGORIES, `must have at most ${MAX_CATEGORIES} ids`)
      .readonly()
      .optional(),
    limit: optionalLimit,
    ...storeChoice,
  })
  .refine((b) => (b.id === undefined) !== (b.ids === undefined), 'Give either id or ids')
  .transform((b, ctx) => {
    const limit = limitOr(b.ids ? 12 : MAX_ROW, MAX_ROW).safeParse(b.limit);
    if (!limit.success) {
      ctx.addIssue({ code: 'custom', message: limit.error.issues[0]?.message ?? 'invalid', path: ['limit'] });
      return z.NEVER;
    }
    return { id: b.id, ids: b.ids, limit: limit.data, storeId: b.storeId };
  });

export const subCategoryProductsBody = z.object({ categoryId: id, subCategoryId: id, page: pageOrFirst, limit: limitOr(8), ...storeChoice });

export const searchProductsBody = z.object({ search: searchText, page: pageOrFirst, ...storeChoice });


/** One home row: a category's newest products. */
export interface CategoryRow {
  categoryId: string;
  products: ApiProduct[];
}

/** get-product-by-category answers by its body: products for {id}, rows for {ids}. */
export type ProductsByCategoryReply = ApiProduct[] | CategoryRow[];

/** The paging fields beside `data` of the admin list (the spec names its page count `totalNoPage`). */
export type ProductListPaging = {
  totalCount: number;
  totalNoPage: number;
  page: number;
};

/** The paging fields beside `data` of the sub category list and search. */
export type ProductPaging = {
  totalCount: number;
  totalPage: number;
  page: number;
};

export type ProductsByCategoryRequest = z.input<typeof productsByCategoryBody>;
