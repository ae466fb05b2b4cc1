/**
 * Stock per store (data/items/store-stock.ts): reads. The order transactions move it
 * (repos/orders/stock.ts); admins set it (the product form for the default store, the Stock view).
 */
import type { StoreStock } from '../items/store-stock.js';
import * as storeStockItem from '../items/store-stock.js';
import { queryAll, tableName } from '../client.js';
import { keys } from '../keys.js';
import { batchGet } from './batch-get.js';
import { existsStep, numberOf, transact, type TransactResult } from './transact.js';

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
export async function listStoreStock(storeId: string, options: { consistent?: boolean } = {}): Promise<StoreStock[]> {
  const { pk, skPrefix } = keys.storeStockAll(storeId);
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
    ExpressionAttributeValues: { ':pk': pk, ':sk': skPrefix },
    ConsistentRead: options.consistent ?? false,
  });
  return items.map(storeStockItem.fromItem);
}

export type StockSetFailure =
  | { kind: 'store-not-found' }
  | { kind: 'product-not-found' }
  /** Sales (or another admin) moved the stock since the admin read it: theirs would undo them. */
  | { kind: 'stock-changed'; stock: number };

/**
 * An admin sets a product's stock at one store (the Stock view): written only while the stock is
 * still `stockSeen`, the stock the admin's row showed (0: also when the store never stocked it), so
 * a sale meanwhile is never overwritten (core/product.ts stockEdit, per store). `stockSet` records
 * what the admin set. The store and the product must exist when it commits.
 */
export async function setStoreStock(input: { storeId: string; productId: string; stock: number; stockSeen: number }): Promise<TransactResult<StockSetFailure>> {
  const { storeId, productId, stock, stockSeen } = input;
  // The existence checks first: a missing store or product is the answer before a stale stock.
  return transact<StockSetFailure>([
    existsStep(keys.store(storeId), () => ({ kind: 'store-not-found' })),
    existsStep(keys.product(productId), () => ({ kind: 'product-not-found' })),
    {
      item: {
        Update: {
          TableName: tableName,
          Key: storeStockItem.key(storeId, productId),
          UpdateExpression: 'SET #type = :type, storeId = :storeId, productId = :productId, #stock = :stock, stockSet = :stock, updatedAt = :now',
          ConditionExpression: stockSeen === 0 ? 'attribute_not_exists(pk) OR #stock = :seen' : '#stock = :seen',
          ExpressionAttributeNames: { '#type': 'type', '#stock': 'stock' },
          ExpressionAttributeValues: {
            ':type': 'store-stock',
            ':storeId': storeId,
            ':productId': productId,
            ':stock': stock,
            ':seen': stockSeen,
            ':now': new Date().toISOString(),
          },
          ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
        },
      },
      onConditionFailed: (old) => ({ kind: 'stock-changed', stock: numberOf(old, 'stock') ?? 0 }),
    },
  ]);
}
