import { listCartLines, type CartLine } from '../../data/repos/carts.js';
import { getProductsAtStore, type ProductAtStore } from '../../data/repos/products.js';
import type { ApiCartLine } from '../../core/cart.js';
import { toApiProduct } from '../../core/product.js';

export interface CartContents {
  lines: CartLine[];
  /** Today's product data and its stock at the store the cart is read for. */
  products: Map<string, ProductAtStore>;
}

/**
 * The caller's cart with today's product data and each product's stock at `storeId` (one Query and
 * one BatchGet of products and stock, consistent); lines of deleted products drop out.
 */
export async function readCart(userId: string, storeId: string | undefined): Promise<CartContents> {
  const allLines = await listCartLines(userId);
  const products = await getProductsAtStore(storeId, allLines.map((l) => l.productId), { consistent: true });
  return { lines: allLines.filter((l) => products.has(l.productId)), products };
}

/** SPEC cart item: { _id, quantity, productId: product object } (its `stock` is the store's). */
export function presentCart({ lines, products }: CartContents): ApiCartLine[] {
  return lines.map((line) => {
    const { record, stock } = products.get(line.productId) as ProductAtStore;
    return { _id: line._id, quantity: line.quantity, productId: toApiProduct(record, stock), substitution: line.substitution ?? 'best_match' };
  });
}
