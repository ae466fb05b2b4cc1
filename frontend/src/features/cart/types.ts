import type { Product } from '../product/types';

/** SPEC section 3 "Cart item" as GET /api/cart/get returns it; a line's _id is its product's id. */
export interface CartLine {
  _id: string;
  quantity: number;
  productId: Product;
}

/**
 * What the add control needs of a product: the id, name and stock always; the rest (price,
 * image, ...) when the caller has it, so an optimistic line can show in the cart at once.
 */
export type CartProduct = Pick<Product, '_id' | 'name' | 'stock'> & Partial<Omit<Product, '_id' | 'name' | 'stock'>>;
