/**
 * The stores and their zones (data/items/store.ts, pincode-zone.ts, store-load.ts): reads every
 * use case shares. Writes (create, update, delete) sit beside them.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { StoreRecord } from '../../core/stores.js';
import { db, queryAll, tableName } from '../client.js';
import { keys } from '../keys.js';
import * as pincodeZoneItem from '../items/pincode-zone.js';
import * as storeItem from '../items/store.js';
import * as storeLoadItem from '../items/store-load.js';
import { batchGet } from './batch-get.js';

/** Every store, by name (one Query: stores are few). `consistent` for the admin's writes and checkout. */
export async function listStores(options: { consistent?: boolean } = {}): Promise<StoreRecord[]> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.allStores().pk },
    ConsistentRead: options.consistent ?? false,
  });
  return items.map(storeItem.fromItem).sort((a, b) => a.name.localeCompare(b.name));
}

export async function getStore(storeId: string, options: { consistent?: boolean } = {}): Promise<StoreRecord | undefined> {
  const result = await db.send(new GetCommand({ TableName: tableName, Key: keys.store(storeId), ConsistentRead: options.consistent ?? false }));
  return result.Item ? storeItem.fromItem(result.Item) : undefined;
}

/** The store whose zone holds the pincode (one GetItem), with the riding time. */
export async function findZone(pincode: string, options: { consistent?: boolean } = {}): Promise<pincodeZoneItem.PincodeZone | undefined> {
  const result = await db.send(new GetCommand({ TableName: tableName, Key: pincodeZoneItem.key(pincode), ConsistentRead: options.consistent ?? false }));
  return result.Item ? pincodeZoneItem.fromItem(result.Item) : undefined;
}

/** Open orders now per store (one BatchGet); a store with no item has 0. */
export async function openOrderCounts(storeIds: readonly string[], options: { consistent?: boolean } = {}): Promise<Map<string, number>> {
  const counts = new Map(storeIds.map((id) => [id, 0]));
  if (storeIds.length === 0) return counts;
  const items = await batchGet(
    storeIds.map((id) => storeLoadItem.key(id)),
    { projection: storeLoadItem.projection, consistent: options.consistent },
  );
  for (const item of items) {
    const load = storeLoadItem.fromItem(item);
    counts.set(load.storeId, load.openOrders);
  }
  return counts;
}
