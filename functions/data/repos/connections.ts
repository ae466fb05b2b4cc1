/** Live connections (items/connection.ts): saved on $connect, found per audience, deleted when gone. */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, queryAll, tableName } from '../client.js';
import { keys } from '../keys.js';
import { update, type AttributeOf, type Update } from '../update.js';
import * as connectionItem from '../items/connection.js';
import type { Connection } from '../items/connection.js';
import { transact } from './transact.js';

export type { Connection } from '../items/connection.js';

/** The record and its lookup items, in one transaction: a connection is findable wholly or not at all. */
export async function saveConnection(connection: Connection): Promise<void> {
  const result = await transact(connectionItem.toItems(connection).map((Item) => ({ item: { Put: { TableName: tableName, Item } } })));
  if (!result.ok) throw new Error('saving a connection failed');
}

/** Deletes every item of a connection whose record is known (deleting an item already gone changes nothing). */
export async function deleteConnectionItems(connection: Pick<Connection, 'connectionId' | 'userId' | 'groups'>): Promise<void> {
  const steps = connectionItem.itemKeys(connection).map((Key) => ({ item: { Delete: { TableName: tableName, Key } } }));
  const result = await transact(steps);
  if (!result.ok) throw new Error('deleting a connection failed');
}

/** Deletes a connection known only by its id ($disconnect); the connection it was, if it was saved. */
export async function deleteConnection(connectionId: string): Promise<Connection | undefined> {
  const found = await db.send(new GetCommand({ TableName: tableName, Key: keys.connection(connectionId), ConsistentRead: true }));
  if (!found.Item) return undefined;
  const connection = connectionItem.fromItem(found.Item);
  await deleteConnectionItems(connection);
  return connection;
}

/**
 * The open connections of these users and, with `admins`, of every admin: one consistent Query per
 * partition (a connection opened a moment ago is found), without those past their TTL, each once.
 */
export async function findConnections(audience: { userIds: readonly string[]; admins: boolean }, nowMs = Date.now()): Promise<Connection[]> {
  const partitions = [...audience.userIds.map((id) => keys.userConnections(id).pk), ...(audience.admins ? [keys.adminConnections().pk] : [])];
  const pages = await Promise.all(partitions.map((pk) => queryPartition(pk)));
  const open = new Map<string, Connection>();
  for (const connection of pages.flat()) {
    if (connection.expiresAt * 1000 > nowMs) open.set(connection.connectionId, connection);
  }
  return [...open.values()];
}

async function queryPartition(pk: string): Promise<Connection[]> {
  const items = await queryAll({ KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': pk }, ConsistentRead: true });
  return items.map(connectionItem.fromItem);
}

/**
 * Counts one ping of the connection in the minute starting at `window` (core/live.ts pingWindow):
 * how many it has sent in that minute, this one included; undefined when the connection is not
 * stored (gone). One conditional update while the minute lasts; the first ping of a new minute
 * starts the count again.
 */
export async function countPing(connectionId: string, window: number): Promise<number | undefined> {
  const send = (write: Update<AttributeOf<typeof connectionItem.schema>>) =>
    db.send(new UpdateCommand({ TableName: tableName, Key: keys.connection(connectionId), ...write.build(), ReturnValues: 'UPDATED_NEW' }));
  const pings = connectionItem.attributes.pings;
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const counted = update(connectionItem.schema).add('pings', 1).when((c) => c.and(c.itemExists(), c.eq('pingWindow', window)));
      return Number((await send(counted)).Attributes?.[pings]);
    } catch (err) {
      if (!(err instanceof ConditionalCheckFailedException)) throw err;
    }
    try {
      const started = update(connectionItem.schema)
        .set('pingWindow', window)
        .set('pings', 1)
        .when((c) => c.and(c.itemExists(), c.or(c.missing('pingWindow'), c.lt('pingWindow', window))));
      return Number((await send(started)).Attributes?.[pings]);
    } catch (err) {
      if (!(err instanceof ConditionalCheckFailedException)) throw err;
    }
    // Neither: the connection is gone, or another ping started this minute between the two (count again).
    const found = await db.send(new GetCommand({ TableName: tableName, Key: keys.connection(connectionId), ConsistentRead: true }));
    if (!found.Item) return undefined;
  }
  return undefined;
}
