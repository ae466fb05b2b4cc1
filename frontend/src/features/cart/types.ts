import type { ApiCartLine } from '@core/cart';
import type { ApiProduct } from '@core/product';

/**
 * SPEC section 3 "Cart item" as GET /api/cart/get returns it (a line's _id is its product's id): the
 * server's own type (functions/core/cart.ts). Type-only: nothing of the server is bundled.
 */
export type CartLine = ApiCartLine;

/**
 * What the add control needs of a product: the id, name and stock always; the rest (price,
 * image, ...) when the caller has it, so an optimistic line can show in the cart at once.
 */
export type CartProduct = Pick<ApiProduct, '_id' | 'name' | 'stock'> & Partial<Omit<ApiProduct, '_id' | 'name' | 'stock'>>;
