/** A row of the admin's Stock view saved: one product's stock at one store, never over a sale. */
import type { UpdatedStock } from '../../core/contracts/store-stock.js';
import { getProduct } from '../../data/repos/products.js';
import { getStore } from '../../data/repos/stores.js';
import { setStoreStock } from '../../data/repos/store-stock.js';
import { Conflict, NotFound } from '../../platform/errors.js';

/**
 * Sets one product's stock at one store while it is still `stockSeen` (repos/store-stock.ts
 * setStoreStock). Stale: 409 in the words of the product form's stale stock (api/catalog-errors.ts).
 */
export async function setStock(input: { storeId: string; productId: string; stock: number; stockSeen: number }): Promise<UpdatedStock> {
  const result = await setStoreStock(input);
  if (result.ok) return { storeId: input.storeId, productId: input.productId, stock: input.stock };
  const failure = result.failure;
  switch (failure.kind) {
    case 'store-not-found':
      throw new NotFound('Store not found');
    case 'product-not-found':
      throw new NotFound('Product not found');
    case 'stock-changed': {
      const [store, product] = await Promise.all([getStore(input.storeId), getProduct(input.productId)]);
      const what = `Stock of ${product?.name ?? 'this product'} at ${store?.name ?? 'this store'}`;
      throw new Conflict(`${what} changed while you edited: it is now ${failure.stock}. Check it, then enter the stock again`);
    }
  }
}
