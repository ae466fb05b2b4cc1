/**
 * An order's pick (core/picking.ts): the placed orders of a store waiting to be picked, and each
 * write of the pick, conditional on the order still being placed and on the pick read (`rev`), so
 * of two pickers starting at once one wins, and a scan counted by one request is never counted again.
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { OrderRecord } from '../../../core/order-record.js';
import type { PickState, StockGap } from '../../../core/picking.js';
import { db, queryAll, tableName } from '../../client.js';
import { keys } from '../../keys.js';
import * as orderItem from '../../items/order.js';
import * as stockGapItem from '../../items/stock-gap.js';
import { TABLE } from '../../table.js';
import { update } from '../../update.js';
import { transact, type Step } from '../transact.js';
import { ORDER_CONFLICT_RETRIES, stockTake } from './stock.js';

/** At most this many of a store's placed orders are listed for its pickers (oldest first). */
export const PICK_QUEUE_MAX = 50;

/**
 * A store's placed orders, oldest first: the `placed` partition of gsi2 (open orders only, so it
 * stays small; order ids sort by time) filtered to the store.
 */
export async function placedOrdersAt(storeId: string): Promise<OrderRecord[]> {
  const orders: OrderRecord[] = [];
  let from: Record<string, unknown> | undefined;
  do {
    const page = await db.send(
      new QueryCommand({
        TableName: tableName,
        IndexName: TABLE.gsi2.name,
        KeyConditionExpression: 'gsi2pk = :pk',
        FilterExpression: 'storeId = :store',
        ExpressionAttributeValues: { ':pk': keys.ordersByStatusIndex('placed').gsi2pk, ':store': storeId },
        ScanIndexForward: true,
        ExclusiveStartKey: from,
      }),
    );
    orders.push(...(page.Items ?? []).map(orderItem.fromItem));
    from = page.LastEvaluatedKey;
  } while (from && orders.length < PICK_QUEUE_MAX);
  return orders.slice(0, PICK_QUEUE_MAX);
}

/** The write of `pick` on the order, if it is still placed and its pick is the one read. */
const pickWrite = (order: OrderRecord, pick: PickState) => ({
  TableName: tableName,
  Key: keys.order(order.userId, order._id),
  ...update(orderItem.schema)
    .set('pick', pick)
    .when((c) => c.and(c.eq('status', 'placed'), order.pick ? c.eq(['pick', 'rev'], order.pick.rev) : c.missing('pick')))
    .build(),
});

/** Writes `pick` on the order if it is still placed and its pick is the one read ('changed' otherwise). */
export async function savePick(order: OrderRecord, pick: PickState): Promise<'ok' | 'changed'> {
  try {
    await db.send(new UpdateCommand(pickWrite(order, pick)));
    return 'ok';
  } catch (err) {
    if (err instanceof ConditionalCheckFailedException) return 'changed';
    throw err;
  }
}

/**
 * Writes `pick` as savePick does and, in the same transaction, takes the stock of the substitutes it
 * gives (`takes`) at the order's store under the rule every order's stock is taken by (never below
 * zero, no expired units: repos/orders/stock.ts stockTake). `short`: that product has not enough.
 */
export async function savePickTakingStock(
  order: OrderRecord,
  pick: PickState,
  storeId: string,
  takes: readonly { productId: string; quantity: number }[],
): Promise<'ok' | 'changed' | { short: string }> {
  type Failure = 'changed' | { short: string };
  const steps: Step<Failure>[] = [
    { item: { Update: pickWrite(order, pick) }, onConditionFailed: () => 'changed' },
    ...takes.map((take) => stockTake<Failure>(storeId, take, () => ({ short: take.productId }))),
  ];
  const result = await transact(steps, { conflictRetries: ORDER_CONFLICT_RETRIES });
  return result.ok ? 'ok' : result.failure;
}

/** Records a missing line once (a retried Packed finds it written). */
export async function recordStockGap(gap: StockGap): Promise<void> {
  try {
    await db.send(new PutCommand({ TableName: tableName, Item: stockGapItem.toItem(gap), ConditionExpression: 'attribute_not_exists(pk)' }));
  } catch (err) {
    if (!(err instanceof ConditionalCheckFailedException)) throw err;
  }
}

/** A store's missing units, newest first. */
export async function listStockGaps(storeId: string): Promise<StockGap[]> {
  const items = await queryAll({ KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': keys.stockGaps(storeId).pk } });
  return items.map(stockGapItem.fromItem).sort((a, b) => b.at.localeCompare(a.at));
}
