/**
 * Stock per store (data/items/store-stock.ts): reads. The order transactions move it
 * (repos/orders/stock.ts); admins set it (the product form for the default store, the Stock view).
 */
import type { StoreStock } from '../items/store-stock.js';
import * as storeStockItem from '../items/store-stock.js';
import { queryAll } from '../client.js';
import { keys } from '../keys.js';
import { batchGet } from './batch-get.js';

/**
 * The stock of these products at one store (one BatchGet per 100, in parallel). A product the store
 * never stocked is absent: the caller reads it as 0. `consistent` for cart and checkout.
 */
export async function readStoreStock(storeId: string, productIds: readonly string[], options: { consistent?: boolean } = {}): Promise<Map<string, number>> {
  if (productIds.length === 0) return new Map();
  const items = await batchGet(
    productIds.map((id) => storeStockItem.key(storeId, id)),
    { projection: storeStockItem.projection, consistent: options.consistent },
  );
  return new Map(items.map((item) => {
    const { productId, stock } = storeStockItem.fromItem(item);
    return [productId, stock];
  }));
}

/** Every stock item of one store (one Query, paged): the Stock view's filters and the delete check. */
export async function listStoreStock(storeId: string): Promise<StoreStock[]> {
  const { pk, skPrefix } = keys.storeStockAll(storeId);
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
    ExpressionAttributeValues: { ':pk': pk, ':sk': skPrefix },
  });
  return items.map(storeStockItem.fromItem);
}
