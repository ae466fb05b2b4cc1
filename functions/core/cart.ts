import type { ApiProduct } from './product.js';
import type { SubstitutionPreference } from './substitution.js';

/**
 * SPEC section 3 "Cart item" as GET /api/cart/get answers it (services/cart/cart-view.ts builds it): the
 * line's _id is its product's id, and productId carries today's product. The site reads this very
 * type (frontend/src/features/cart/types.ts).
 */
export interface ApiCartLine {
  _id: string;
  quantity: number;
  productId: ApiProduct;
  /** What the shopper wants if it is missing at the store (core/substitution.ts); GET always sends it, absent: best match. */
  substitution?: SubstitutionPreference;
}
