/**
 * An admin's writes of a product's stock at a store (data/items/store-stock.ts), as transaction
 * steps: the product form writes the default store's stock in the product's own transaction, a
 * product's delete removes its stock at every store in its transaction. Orders move stock with
 * their own steps (repos/orders/stock.ts).
 */
import { tableName } from '../client.js';
import * as storeStockItem from '../items/store-stock.js';
import { update } from '../update.js';
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
  const write = update(storeStockItem.schema)
    .set('storeId', target.storeId)
    .set('productId', target.productId)
    .set('stock', target.stock)
    .set('stockSet', target.stock)
    .set('updatedAt', target.at)
    .setType(storeStockItem.TYPE);
  if (onlyIf !== undefined) write.when((c) => (onlyIf === 0 ? c.or(c.missing('stock'), c.eq('stock', onlyIf)) : c.eq('stock', onlyIf)));
  return {
    item: {
      Update: {
        TableName: tableName,
        Key: storeStockItem.key(target.storeId, target.productId),
        ...write.build(),
        ...(onlyIf === undefined ? {} : { ReturnValuesOnConditionCheckFailure: 'ALL_OLD' as const }),
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
        ...update(storeStockItem.schema)
          .set('storeId', target.storeId)
          .set('productId', target.productId)
          .set('updatedAt', target.at)
          .setType(storeStockItem.TYPE)
          .add('stock', target.quantity)
          .build(),
      },
    },
  };
}
