import * as z from 'zod';
import { SEARCH_TEXT_MAX } from '../core/limits.js';
import type { ProductInput } from '../core/product.js';
import { uniqueIds } from '../core/links.js';
import { anyInput, productFields, wholeNumber } from '../core/catalog-fields.js';

/**
 * The catalog field schemas live in functions/core/catalog-fields.ts, where the site's admin forms
 * can import them too (the site imports only functions/core); the routes keep importing them here.
 */
export { moreDetails, priceToPaise, productFields, refList, wholeNumber } from '../core/catalog-fields.js';

/** Page number from 1; absent means the first. */
export const pageOrFirst = wholeNumber(1, 1_000_000, 1);
/** Page size from 1 to `max`; absent means `fallback`. */
export const limitOr = (fallback: number, max = 100) => wholeNumber(1, max, fallback);

export const productBody = z.object(productFields);

/** The validated body as the repo takes it: links as de-duplicated ids, the price already in paise. */
export function toProductInput(body: z.infer<typeof productBody>): ProductInput {
  return {
    name: body.name,
    description: body.description,
    unit: body.unit,
    image: body.image,
    category: uniqueIds(body.category),
    subCategory: uniqueIds(body.subCategory),
    stock: body.stock,
    pricePaise: body.price,
    discount: body.discount,
    more_details: body.more_details,
  };
}

/** What a shopper typed; absent or null is an empty search. */
export const searchText = anyInput().transform((value, ctx) => {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') {
    ctx.addIssue({ code: 'custom', message: 'must be text' });
    return z.NEVER;
  }
  const text = value.trim();
  if (text.length > SEARCH_TEXT_MAX) {
    ctx.addIssue({ code: 'custom', message: `must be at most ${SEARCH_TEXT_MAX} characters` });
    return z.NEVER;
  }
  return text;
});
