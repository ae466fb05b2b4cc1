import * as z from 'zod';

/** A link to a category or sub category as stored on the items that link to it (core/product.ts Ref). */
export const ref = z.object({ _id: z.string(), name: z.string() });
