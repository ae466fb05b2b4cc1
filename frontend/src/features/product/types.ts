/**
 * SPEC section 3: Product as the API returns it (`price` in rupees, `discount` a whole percent),
 * and the category / sub category links it carries: the server's own type (functions/core/product.ts),
 * so the two cannot drift. Type-only: nothing of the server is bundled.
 */
export type { ApiProduct as Product, Ref } from '@core/product';
import type { ComponentType } from 'react';
import type { UpdateProductRequest } from '@core/contracts/product';
import type { ApiProduct as Product } from '@core/product';

/**
 * What create takes; update takes the same plus `_id` (functions/core/contracts/product.ts). An
 * edit sends `stockSeen`, the stock the form showed: the server keeps sales made meanwhile, or
 * refuses a new stock that would undo them.
 */
export type ProductInput = Omit<UpdateProductRequest, '_id'>;

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
