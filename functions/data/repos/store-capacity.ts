/**
 * What the capacity rule (core/capacity.ts) reads of a store: its load item (open orders, the
 * high-demand flag) and how many riders are on duty there; and the flag's write outside an order's
 * transaction.
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { CapacityLoad } from '../../core/capacity.js';
import type { StoreRecord } from '../../core/stores.js';
import { db, tableName } from '../client.js';
import { keys } from '../keys.js';
import * as storeLoadItem from '../items/store-load.js';
import { update } from '../update.js';
import { batchGet } from './batch-get.js';

/** Riders on duty at the store now (their duty items, counted by the Query: none is read whole). */
export async function ridersOnDuty(storeId: string, options: { consistent?: boolean } = {}): Promise<number> {
  let count = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const page = await db.send(
      new QueryCommand({
        TableName: tableName,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': keys.storeDuty(storeId).pk },
        Select: 'COUNT',
        ConsistentRead: options.consistent ?? false,
        ExclusiveStartKey: start,
      }),
    );
    count += page.Count ?? 0;
    start = page.LastEvaluatedKey;
  } while (start);
  return count;
}

/**
 * Each store's load now: one BatchGet of the load items, and the riders on duty counted (one Query
 * each) only at stores with a capacity rule, the only ones whose rule reads them.
 */
export async function capacityLoads(stores: readonly Pick<StoreRecord, '_id' | 'capacity'>[], options: { consistent?: boolean } = {}): Promise<Map<string, CapacityLoad>> {
  const loads = new Map<string, CapacityLoad>(stores.map((s) => [s._id, { openOrders: 0, ridersOnDuty: 0, highDemand: false }]));
  if (stores.length === 0) return loads;
  const [items, riders] = await Promise.all([
    batchGet(stores.map((s) => storeLoadItem.key(s._id)), { projection: storeLoadItem.projection, consistent: options.consistent }),
    Promise.all(stores.filter((s) => s.capacity).map(async (s) => [s._id, await ridersOnDuty(s._id, options)] as const)),
  ]);
  for (const item of items) {
    const load = storeLoadItem.fromItem(item);
    const entry = loads.get(load.storeId);
    if (entry) Object.assign(entry, { openOrders: load.openOrders, highDemand: load.highDemand === true });
  }
  for (const [storeId, count] of riders) loads.get(storeId)!.ridersOnDuty = count;
  return loads;
}

/**
 * The store reached its pause limit: the flag keeps it paused until it falls below its resume
 * limit. Raised only while its open orders are at the limit still; one that fell below meanwhile
 * (or a store with no load item) is left as it is.
 */
export async function markHighDemand(storeId: string, pauseAt: number): Promise<void> {
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: storeLoadItem.key(storeId),
        ...update(storeLoadItem.schema).set('highDemand', true).when((c) => c.ge('openOrders', pauseAt)).build(),
      }),
    );
  } catch (err) {
    if (!(err instanceof ConditionalCheckFailedException)) throw err;
  }
}
