/** Low stock at a store (data/items/low-stock.ts): the day's alert markers and the products low now. */
import { DeleteCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { db, tableName } from '../client.js';
import { keys } from '../keys.js';
import * as lowStock from '../items/low-stock.js';
import { batchWrite } from './batch-write.js';

/** Alert markers live a week: long enough for any stream retry, short enough to stay small. */
const ALERT_LIFE_SECONDS = 7 * 24 * 3600;

/** Claims the day's one alert of a product at a store: false when it was claimed already. */
export async function claimLowStockAlert(alert: Omit<lowStock.LowStockAlert, 'expiresAt'>, now = new Date()): Promise<boolean> {
  try {
    await db.send(new PutCommand({
      TableName: tableName,
      Item: lowStock.alertToItem({ ...alert, expiresAt: Math.floor(now.getTime() / 1000) + ALERT_LIFE_SECONDS }),
      ConditionExpression: 'attribute_not_exists(pk)',
    }));
    return true;
  } catch (err) {
    if (err instanceof ConditionalCheckFailedException) return false;
    throw err;
  }
}

/** Gives a claim back (its mail could not be sent: the stream's retry sends it). */
export async function releaseLowStockAlert(storeId: string, productId: string, day: string): Promise<void> {
  await db.send(new DeleteCommand({ TableName: tableName, Key: keys.lowStockAlert(storeId, productId, day) }));
}

/** Records, for each product, whether it is at or below its threshold at the store now (BatchWrites of 25). */
export async function setLowNow(storeId: string, levels: readonly { productId: string; low?: { level: 'low' | 'out'; stock: number } }[]): Promise<void> {
  await batchWrite(
    levels.map(({ productId, low }) =>
      low ? { PutRequest: { Item: lowStock.nowToItem({ storeId, productId, ...low }) } } : { DeleteRequest: { Key: keys.lowStockNow(storeId, productId) } },
    ),
  );
}

/** How many products are low and out at the store now (one Query of its small partition). */
export async function countLowNow(storeId: string): Promise<{ low: number; out: number }> {
  const { pk, skPrefix } = keys.lowStockNowAll(storeId);
  const counts = { low: 0, out: 0 };
  let start: Record<string, unknown> | undefined;
  do {
    const page = await db.send(new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
      ExpressionAttributeValues: { ':pk': pk, ':sk': skPrefix },
      ProjectionExpression: 'pk, sk, storeId, productId, #level, stock',
      ExpressionAttributeNames: { '#level': 'level' },
      ExclusiveStartKey: start,
    }));
    for (const item of page.Items ?? []) counts[lowStock.nowFromItem(item).level]++;
    start = page.LastEvaluatedKey;
  } while (start);
  return counts;
}
