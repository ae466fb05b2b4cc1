/**
 * Riders (data/items/rider.ts), their duty (rider-duty.ts), the stores' waiting packed orders
 * (waiting-order.ts) and the riders' finished deliveries (rider-delivery.ts). Dispatch's reads of
 * duty and waiting are strongly consistent Queries of one base-table partition per store, never a
 * GSI: what a writer just wrote, the next reader sees (docs/decisions/0041-dispatch.md).
 */
import { DeleteCommand, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import type { DutyRecord, RiderRecord, WaitingOrder } from '../../core/dispatch.js';
import type { RiderDelivery } from '../../core/rider-order.js';
import { db, queryAll, tableName } from '../client.js';
import { keys } from '../keys.js';
import * as riderItem from '../items/rider.js';
import * as riderDeliveryItem from '../items/rider-delivery.js';
import * as dutyItem from '../items/rider-duty.js';
import * as waitingItem from '../items/waiting-order.js';
import { batchGet } from './batch-get.js';
import { transact, type Step } from './transact.js';

export async function getRider(riderId: string, options: { consistent?: boolean } = {}): Promise<RiderRecord | undefined> {
  const result = await db.send(new GetCommand({ TableName: tableName, Key: keys.rider(riderId), ConsistentRead: options.consistent ?? true }));
  return result.Item ? riderItem.fromItem(result.Item) : undefined;
}

export async function getRiders(riderIds: readonly string[]): Promise<Map<string, RiderRecord>> {
  const items = await batchGet(riderIds.map((id) => keys.rider(id)), { consistent: true });
  return new Map(items.map((item) => riderItem.fromItem(item)).map((r) => [r._id, r]));
}

/** Every rider, by name (one Query). */
export async function listRiders(): Promise<RiderRecord[]> {
  const items = await queryAll({ KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': keys.allRiders().pk }, ConsistentRead: true });
  return items.map(riderItem.fromItem).sort((a, b) => a.name.localeCompare(b.name));
}

/** A new rider record; 'exists' when the id has one already. */
export async function putNewRider(record: RiderRecord): Promise<'ok' | 'exists'> {
  try {
    await db.send(new PutCommand({ TableName: tableName, Item: riderItem.toItem(record), ConditionExpression: 'attribute_not_exists(pk)' }));
    return 'ok';
  } catch (err) {
    if (err instanceof ConditionalCheckFailedException) return 'exists';
    throw err;
  }
}

export async function deleteRider(riderId: string): Promise<void> {
  await db.send(new DeleteCommand({ TableName: tableName, Key: keys.rider(riderId) }));
}

/**
 * Saves an edited rider on the condition that nobody saved it since it was read (`updatedAt`).
 * `offDuty`: the store they were on duty at; their duty item goes in the same transaction, only if
 * they hold no delivery ('busy'), e.g. when deactivated or moved to another store.
 */
export async function saveRider(seen: RiderRecord, next: RiderRecord, offDuty?: string): Promise<'ok' | 'changed' | 'busy'> {
  const steps: Step<'changed' | 'busy'>[] = [
    {
      item: { Put: { TableName: tableName, Item: riderItem.toItem(next), ConditionExpression: 'updatedAt = :seen', ExpressionAttributeValues: { ':seen': seen.updatedAt } } },
      onConditionFailed: () => 'changed',
    },
  ];
  if (offDuty) {
    steps.push({
      item: { Delete: { TableName: tableName, Key: dutyItem.key(offDuty, seen._id), ConditionExpression: 'attribute_not_exists(orderId)' } },
      onConditionFailed: () => 'busy',
    });
  }
  const result = await transact(steps);
  return result.ok ? 'ok' : result.failure;
}

/** The rider's duty item at their store, if on duty (strongly consistent). */
export async function getDuty(storeId: string, riderId: string): Promise<DutyRecord | undefined> {
  const result = await db.send(new GetCommand({ TableName: tableName, Key: dutyItem.key(storeId, riderId), ConsistentRead: true }));
  return result.Item ? dutyItem.fromItem(result.Item) : undefined;
}

/** Duty items of riders (each at their own store), one BatchGet. */
export async function getDuties(riders: readonly { storeId: string; _id: string }[]): Promise<Map<string, DutyRecord>> {
  const items = await batchGet(riders.map((r) => dutyItem.key(r.storeId, r._id)), { consistent: true });
  return new Map(items.map((item) => dutyItem.fromItem(item)).map((d) => [d.riderId, d]));
}

/**
 * The rider's item as it must be for a duty item at `storeId`: active and at that store. Deactivating
 * or moving a rider deletes the duty item in the transaction that saves the rider (saveRider), so
 * of that and this racing, either this sees the change or the change removes what this wrote.
 */
const activeAt = (storeId: string, riderId: string) => ({
  ConditionCheck: {
    TableName: tableName,
    Key: keys.rider(riderId),
    ConditionExpression: 'active = :yes AND storeId = :store',
    ExpressionAttributeValues: { ':yes': true, ':store': storeId },
  },
});

/**
 * On duty, free since now, only while the rider is active at `storeId` ('moved': not, read them
 * again); already on duty changes nothing.
 */
export async function goOnDuty(storeId: string, riderId: string, at: string): Promise<'ok' | 'moved'> {
  const result = await transact<'moved' | 'on-duty'>([
    { item: activeAt(storeId, riderId), onConditionFailed: () => 'moved' },
    {
      item: { Put: { TableName: tableName, Item: dutyItem.toItem({ riderId, storeId, onDutySince: at, freeSince: at }), ConditionExpression: 'attribute_not_exists(pk)' } },
      onConditionFailed: () => 'on-duty',
    },
  ]);
  return result.ok || result.failure === 'on-duty' ? 'ok' : 'moved';
}

/**
 * A free rider's duty item at `storeId` left from before the rider was deactivated, moved or
 * removed: deleted only while the rider is still not active there. false: it is not stale (now).
 */
export async function dropStaleDuty(storeId: string, riderId: string): Promise<boolean> {
  const result = await transact<'not-stale'>([
    {
      item: {
        ConditionCheck: {
          TableName: tableName,
          Key: keys.rider(riderId),
          ConditionExpression: 'attribute_not_exists(pk) OR active <> :yes OR storeId <> :store',
          ExpressionAttributeValues: { ':yes': true, ':store': storeId },
        },
      },
      onConditionFailed: () => 'not-stale',
    },
    {
      item: { Delete: { TableName: tableName, Key: dutyItem.key(storeId, riderId), ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(orderId)' } },
      onConditionFailed: () => 'not-stale',
    },
  ]);
  return result.ok;
}

/** Off duty, only while holding no delivery. */
export async function goOffDuty(storeId: string, riderId: string): Promise<'ok' | 'busy'> {
  try {
    await db.send(new DeleteCommand({ TableName: tableName, Key: dutyItem.key(storeId, riderId), ConditionExpression: 'attribute_not_exists(orderId)' }));
    return 'ok';
  } catch (err) {
    if (err instanceof ConditionalCheckFailedException) return 'busy';
    throw err;
  }
}

/** The store's riders on duty (strongly consistent: dispatch). */
export async function listDuty(storeId: string): Promise<DutyRecord[]> {
  const items = await queryAll({ KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': keys.storeDuty(storeId).pk }, ConsistentRead: true });
  return items.map(dutyItem.fromItem);
}

/** The store's packed orders no rider has taken, oldest first (strongly consistent: dispatch). */
export async function listWaiting(storeId: string): Promise<WaitingOrder[]> {
  const items = await queryAll({ KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': keys.waitingOrders(storeId).pk }, ConsistentRead: true });
  return items.map(waitingItem.fromItem);
}

/** The rider's finished deliveries since `since` (ISO), newest first. */
export async function listRiderDeliveries(riderId: string, since: string): Promise<RiderDelivery[]> {
  const range = keys.riderDeliveriesSince(riderId, since);
  const result = await db.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
      ExpressionAttributeValues: { ':pk': range.pk, ':from': range.skFrom, ':to': range.skTo },
      ScanIndexForward: false,
      Limit: 200,
    }),
  );
  return (result.Items ?? []).map(riderDeliveryItem.fromItem);
}
