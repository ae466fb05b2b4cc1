/** Low stock at a store (data/items/low-stock.ts): the day's alert markers, the products low now, the pending digest. */
import { DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { db, queryAll, tableName } from '../client.js';
import { keys } from '../keys.js';
import * as lowStock from '../items/low-stock.js';
import { update } from '../update.js';
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
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
    ExpressionAttributeValues: { ':pk': pk, ':sk': skPrefix },
    ProjectionExpression: 'pk, sk, storeId, productId, #level, stock',
    ExpressionAttributeNames: { '#level': 'level' },
  });
  for (const item of items) counts[lowStock.nowFromItem(item).level]++;
  return counts;
}

/** Adds claimed alerts to the store's pending list (one item each: concurrent writers never collide). */
export async function addPendingAlerts(storeId: string, alerts: readonly Omit<lowStock.LowStockPending, 'storeId' | 'expiresAt'>[], now = new Date()): Promise<void> {
  const expiresAt = Math.floor(now.getTime() / 1000) + ALERT_LIFE_SECONDS;
  await batchWrite(alerts.map((a) => ({ PutRequest: { Item: lowStock.pendingToItem({ ...a, storeId, expiresAt }) } })));
}

/** The store's pending alerts (one strongly consistent Query of its partition's PENDING# range). */
export async function listPendingAlerts(storeId: string): Promise<lowStock.LowStockPending[]> {
  const { pk, skPrefix } = keys.lowStockPendingAll(storeId);
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
    ExpressionAttributeValues: { ':pk': pk, ':sk': skPrefix },
    ConsistentRead: true,
  });
  return items.map(lowStock.pendingFromItem);
}

/** Deletes exactly the pending alerts a digest mailed (others added meanwhile stay). */
export async function deletePendingAlerts(storeId: string, mailed: readonly { productId: string; day: string }[]): Promise<void> {
  await batchWrite(mailed.map((a) => ({ DeleteRequest: { Key: keys.lowStockPending(storeId, a.productId, a.day) } })));
}

export type DigestSlot = { taken: number; previous: number | undefined };

/**
 * Takes the store's digest slot at `now` with one conditional write: only when its last digest is
 * at least `everyMs` old, or it never had one (core/low-stock.ts digestDue). Undefined when another
 * sender holds it.
 */
export async function takeDigestSlot(storeId: string, now: number, cutoff: number): Promise<DigestSlot | undefined> {
  try {
    const out = await db.send(new UpdateCommand({
      TableName: tableName,
      Key: keys.lowStockDigest(storeId),
      ...update(lowStock.digestSchema)
        .set('lastDigestAt', now)
        .setType(lowStock.DIGEST_TYPE)
        .set('storeId', storeId)
        .when((c) => c.or(c.missing('lastDigestAt'), c.le('lastDigestAt', cutoff)))
        .build(),
      ReturnValues: 'ALL_OLD',
    }));
    // ALL_OLD: the slot as it was (no item before the store's first digest).
    const previous = out.Attributes ? lowStock.digestFromItem(out.Attributes).lastDigestAt : undefined;
    return { taken: now, previous };
  } catch (err) {
    if (err instanceof ConditionalCheckFailedException) return undefined;
    throw err;
  }
}

/** Gives a slot back as it was (nothing to send, or the mail failed), unless someone took it since. */
export async function giveDigestSlotBack(storeId: string, slot: DigestSlot): Promise<void> {
  try {
    await db.send(new UpdateCommand({
      TableName: tableName,
      Key: keys.lowStockDigest(storeId),
      ...(slot.previous === undefined ? update(lowStock.digestSchema).remove('lastDigestAt') : update(lowStock.digestSchema).set('lastDigestAt', slot.previous))
        .when((c) => c.eq('lastDigestAt', slot.taken))
        .build(),
    }));
  } catch (err) {
    if (!(err instanceof ConditionalCheckFailedException)) throw err;
  }
}
