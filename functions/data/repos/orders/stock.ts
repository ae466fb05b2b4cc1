/**
 * What orders do to their store's stock and load, in the order's own transactions: take the stock
 * (never below zero), give it back, and move the store's open-order counter
 * (core/open-orders.ts openOrderDelta) and its unfinished-order counter (unfinishedOrderDelta). An
 * order moves only its own store's items.
 */
import type { OrderRecord } from '../../../core/order-record.js';
import { defaultStoreOf } from '../../../core/stores.js';
import { openOrderDelta, unfinishedOrderDelta } from '../../../core/open-orders.js';
import { tableName } from '../../client.js';
import * as storeLoadItem from '../../items/store-load.js';
import * as storeStockItem from '../../items/store-stock.js';
import { update } from '../../update.js';
import { batchGet } from '../batch-get.js';
import { listStores } from '../stores.js';
import { numberOf, stringOf, type Step } from '../transact.js';

/** Many shoppers ordering the same product contend on its stock item: retry conflicts generously. */
export const ORDER_CONFLICT_RETRIES = 12;

export type StockLine = Pick<OrderRecord['lines'][number], 'productId' | 'quantity'>;

/**
 * `ADD -qty` on the store's stock of the product, only while there is enough (no item: none stocked)
 * and no batch of it has passed its last day without the expiry job having written it off
 * (`sellableUntil`, core/stock-batches.ts): until then the counter still holds expired units, and
 * which of its units are those is the job's to settle, so none is sold (`left` 0).
 */
export const stockTake = <F>(storeId: string, line: StockLine, onShort: (left: number) => F, now = new Date()): Step<F> => {
  const at = now.toISOString();
  return {
    item: {
      Update: {
        TableName: tableName,
        Key: storeStockItem.key(storeId, line.productId),
        ...update(storeStockItem.schema)
          .add('stock', -line.quantity)
          .when((c) => c.and(c.itemExists(), c.ge('stock', line.quantity), c.or(c.missing('sellableUntil'), c.gt('sellableUntil', at))))
          .build(),
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      },
    },
    onConditionFailed: (old) => {
      const until = stringOf(old, storeStockItem.attributes.sellableUntil);
      return onShort(until !== undefined && until <= at ? 0 : (numberOf(old, storeStockItem.attributes.stock) ?? 0));
    },
  };
};

export const stockGiveBack = <F>(storeId: string, line: StockLine, onGone: () => F): Step<F> => ({
  item: {
    Update: {
      TableName: tableName,
      Key: storeStockItem.key(storeId, line.productId),
      // A product deleted meanwhile (its stock items went with it) is not brought back as a stock-only item.
      ...update(storeStockItem.schema).add('stock', line.quantity).when((c) => c.itemExists()).build(),
    },
  },
  onConditionFailed: onGone,
});

/** The products of the order whose stock item at the store still exists (stock goes back only to those). */
export async function existingStock(storeId: string, order: { lines: readonly Pick<StockLine, 'productId'>[] }): Promise<Set<string>> {
  const items = await batchGet(order.lines.map((l) => storeStockItem.key(storeId, l.productId)), { projection: storeStockItem.projection, consistent: true });
  return new Set(items.map((item) => storeStockItem.fromItem(item).productId));
}

/**
 * The store whose stock an order moves: its own; orders placed before stores existed took the one
 * stock there was, which the migration made the default store's.
 */
export async function stockStoreOf(order: Pick<OrderRecord, 'storeId'>): Promise<string> {
  if (order.storeId) return order.storeId;
  const store = defaultStoreOf(await listStores({ consistent: true }));
  if (!store) throw new Error('there is no store yet: run npm run migrate (it creates the default store)');
  return store._id;
}

/**
 * The order counters of each store changed by these moves, one step per store (a transaction
 * touches an item once). Orders without a store (from before stores, not migrated) were never
 * counted and move nothing.
 */
export function loadSteps<F>(moves: readonly { order: Pick<OrderRecord, 'storeId'>; from: string | undefined; to: string }[]): Step<F>[] {
  const deltas = new Map<string, { open: number; unfinished: number }>();
  for (const { order, from, to } of moves) {
    if (!order.storeId) continue;
    const delta = deltas.get(order.storeId) ?? { open: 0, unfinished: 0 };
    delta.open += openOrderDelta(from, to);
    delta.unfinished += unfinishedOrderDelta(from, to);
    deltas.set(order.storeId, delta);
  }
  return [...deltas].filter(([, d]) => d.open !== 0 || d.unfinished !== 0).map(([storeId, d]) => ({
    item: {
      Update: {
        TableName: tableName,
        Key: storeLoadItem.key(storeId),
        ...storeLoadItem.move(storeId, d).build(),
      },
    },
  }));
}
