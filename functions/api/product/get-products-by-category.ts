import * as z from 'zod';
import { currentCatalog } from '../../data/repos/catalog-snapshot.js';
import { route } from '../route.js';
import { id } from '../fields.js';
import { limitOr } from '../catalog-fields.js';
import { presentProducts } from '../../services/catalog-read.js';

const MAX_ROW = 24;
const MAX_CATEGORIES = 50;

const body = z
  .object({
    id: id.optional(),
    ids: z.array(id, 'must be a list of category ids').min(1, 'must have at least one id').max(MAX_CATEGORIES, `must have at most ${MAX_CATEGORIES} ids`).optional(),
    limit: z.unknown().optional(),
  })
  .refine((b) => (b.id === undefined) !== (b.ids === undefined), 'Give either id or ids')
  .transform((b, ctx) => {
    const limit = limitOr(b.ids ? 12 : MAX_ROW, MAX_ROW).safeParse(b.limit);
    if (!limit.success) {
      ctx.addIssue({ code: 'custom', message: limit.error.issues[0]?.message ?? 'invalid', path: ['limit'] });
      return z.NEVER;
    }
    return { id: b.id, ids: b.ids, limit: limit.data };
  });

/**
 * {id}: the newest products of one category (a home row, "See All" data).
 * {ids}: one row per category, in the order given, so the home page needs a single call.
 */
export const handler = route({ auth: 'public', body }, async ({ body }) => {
  const view = await currentCatalog();
  if (body.id !== undefined) {
    return { data: await presentProducts(view, view.inCategory(body.id).slice(0, body.limit)) };
  }
  const ids = body.ids ?? [];
  const rows = ids.map((categoryId) => ({ categoryId, products: view.inCategory(categoryId).slice(0, body.limit) }));
  // One stock read for every product on the page, however many rows it appears in.
  const unique = [...new Map(rows.flatMap((r) => r.products).map((p) => [p._id, p])).values()];
  const presented = new Map((await presentProducts(view, unique)).map((p) => [p._id, p]));
  return {
    data: rows.map((r) => ({ categoryId: r.categoryId, products: r.products.flatMap((p) => presented.get(p._id) ?? []) })),
  };
});
