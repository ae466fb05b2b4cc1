/**
 * SPEC section 3: Product as the API returns it (`price` in rupees, `discount` a whole percent),
 * and the category / sub category links it carries: the server's own type (functions/core/product.ts),
 * so the two cannot drift. Type-only: nothing of the server is bundled.
 */
export type { ApiProduct as Product, Ref } from '../../../../functions/core/product';
import type { ComponentType } from 'react';
import type { ApiProduct as Product, Ref } from '../../../../functions/core/product';

/** What create takes; update takes the same plus `_id`. */
export interface ProductInput {
  name: string;
  image: string[];
  category: Ref[];
  subCategory: Ref[];
  unit: string;
  stock: number;
  price: number;
  discount: number;
  description: string;
  more_details: Record<string, string>;
  /** An edit: the stock the form showed. The server keeps sales made meanwhile, or refuses a new stock that would undo them. */
  stockSeen?: number;
}

/**
 * The add-to-cart control of the cards and the product page: features/cart's, handed down by the
 * routes in app/ (a feature does not import another).
 */
export type CartControl = ComponentType<{ product: Product; size?: 'card' | 'detail'; className?: string }>;

/** One page of a paged product list, whatever the call names its paging fields. */
export interface ProductPage {
  products: Product[];
  page: number;
  totalPages: number;
  totalCount: number;
}
