/**
 * An admin's writes of a product's stock at a store (data/items/store-stock.ts), as transaction
 * steps: the product form writes the default store's stock in the product's own transaction, a
 * product's delete removes its stock at every store in its transaction. Orders move stock with
 * their own steps (repos/orders/stock.ts).
 */
import { tableName } from '../client.js';
import * as storeStockItem from '../items/store-stock.js';
import { numberOf, type Step } from './transact.js';

/**
 * Sets the stock and `stockSet` (the stock an admin last set there, which orders never move). With
 * `onlyIf` the write is made only while the stock is still that one (core/product.ts stockEdit:
 * a sale since the admin read it is never overwritten), else `onStale(current stock)`; `onlyIf` 0
 * also matches a product the store never stocked (no item).
 */
export function stockSetStep<F>(
  target: { storeId: string; productId: string; stock: number; at: string },
  guard: { onlyIf?: number; onStale?: (current: number) => F } = {},
): Step<F> {
  const { onlyIf, onStale } = guard;
  const condition = onlyIf === undefined ? undefined : onlyIf === 0 ? 'attribute_not_exists(stock) OR stock = :seen' : 'stock = :seen';
  return {
    item: {
      Update: {
        TableName: tableName,
        Key: storeStockItem.key(target.storeId, target.productId),
        UpdateExpression: 'SET storeId = :store, productId = :product, stock = :stock, stockSet = :stock, updatedAt = :at, #type = :type',
        ExpressionAttributeNames: { '#type': 'type' },
        ExpressionAttributeValues: {
          ':store': target.storeId,
          ':product': target.productId,
          ':stock': target.stock,
          ':at': target.at,
          ':type': storeStockItem.toItem({ storeId: target.storeId, productId: target.productId, stock: 0 }).type,
          ...(onlyIf === undefined ? {} : { ':seen': onlyIf }),
        },
        ...(condition ? { ConditionExpression: condition, ReturnValuesOnConditionCheckFailure: 'ALL_OLD' as const } : {}),
      },
    },
    ...(onStale ? { onConditionFailed: (old: Record<string, unknown> | undefined) => onStale(numberOf(old, 'stock') ?? 0) } : {}),
  };
}

/** Removes a product's stock item at one store (none there is fine). */
export function stockDeleteStep<F>(storeId: string, productId: string): Step<F> {
  return { item: { Delete: { TableName: tableName, Key: storeStockItem.key(storeId, productId) } } };
}

/**
 * Adds units to a product's stock at one store (a store's stock moved here before that store is
 * deleted), creating the item when the store never stocked it; `stockSet` is left as the admin set it.
 */
export function stockAddStep<F>(target: { storeId: string; productId: string; quantity: number; at: string }): Step<F> {
  return {
    item: {
      Update: {
        TableName: tableName,
        Key: storeStockItem.key(target.storeId, target.productId),
        UpdateExpression: 'SET storeId = :store, productId = :product, updatedAt = :at, #type = :type ADD stock :quantity',
        ExpressionAttributeNames: { '#type': 'type' },
        ExpressionAttributeValues: {
          ':store': target.storeId,
          ':product': target.productId,
          ':at': target.at,
          ':type': storeStockItem.toItem({ storeId: target.storeId, productId: target.productId, stock: 0 }).type,
          ':quantity': target.quantity,
        },
      },
    },
  };
}
