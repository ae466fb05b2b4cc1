/** What orders do to products' stock: take it (never below zero) and give it back, in the order's transactions. */
import type { OrderRecord } from '../../../core/order-record.js';
import { tableName } from '../../client.js';
import { keys } from '../../keys.js';
import * as productItem from '../../items/product.js';
import { batchGet } from '../batch-get.js';
import { numberOf, type Step } from '../transact.js';

/** Many shoppers ordering the same product contend on its item: retry conflicts generously. */
export const ORDER_CONFLICT_RETRIES = 12;

export type StockLine = Pick<OrderRecord['lines'][number], 'productId' | 'quantity'>;

export const stockTake = <F>(line: StockLine, onShort: (left: number) => F): Step<F> => ({
  item: {
    Update: {
      TableName: tableName,
      Key: keys.product(line.productId),
      UpdateExpression: 'ADD stock :minus',
      ConditionExpression: 'attribute_exists(pk) AND stock >= :qty',
      ExpressionAttributeValues: { ':minus': -line.quantity, ':qty': line.quantity },
      ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
    },
  },
  onConditionFailed: (old) => onShort(numberOf(old, 'stock') ?? 0),
});

export const stockGiveBack = <F>(line: StockLine, onGone: () => F): Step<F> => ({
  item: {
    Update: {
      TableName: tableName,
      Key: keys.product(line.productId),
      UpdateExpression: 'ADD stock :plus',
      // A product deleted meanwhile is not brought back as a stock-only item.
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':plus': line.quantity },
    },
  },
  onConditionFailed: onGone,
});

/** The order's products that still exist (stock goes back only to those). */
export async function existingProducts(order: OrderRecord): Promise<Set<string>> {
  const items = await batchGet(order.lines.map((l) => keys.product(l.productId)), { projection: productItem.stockProjection, consistent: true });
  return new Set(items.map((item) => productItem.stockFromItem(item)._id));
}
