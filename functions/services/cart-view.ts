import { listCartLines, type CartLine } from '../data/repos/carts.js';
import { getProductsByIds } from '../data/repos/products.js';
import type { ApiCartLine } from '../core/cart.js';
import { toApiProduct, type ProductRecord } from '../core/product.js';

export interface CartContents {
  lines: CartLine[];
  products: Map<string, ProductRecord>;
}

/** The caller's cart with today's product data (lines of deleted products drop out). */
export async function readCart(userId: string): Promise<CartContents> {
  const allLines = await listCartLines(userId);
  const products = await getProductsByIds(allLines.map((l) => l.productId));
  return { lines: allLines.filter((l) => products.has(l.productId)), products };
}

/** SPEC cart item: { _id, quantity, productId: product object }. */
export function presentCart({ lines, products }: CartContents): ApiCartLine[] {
  return lines.map((line) => ({
    _id: line._id,
    quantity: line.quantity,
    productId: toApiProduct(products.get(line.productId) as ProductRecord),
  }));
}
