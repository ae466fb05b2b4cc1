import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { keys } from '../keys.js';
import { db, tableName } from '../client.js';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/**
 * Added to every catalog write transaction, so cached catalog readers know to reload. `changedAt`
 * (epoch ms) tells a reader whether its snapshot was read from gsi1 soon enough after the write that
 * the index may not have caught up yet (see catalog-snapshot.ts).
 */
export function bumpCatalogVersion(): TransactItem {
  return {
    Update: {
      TableName: tableName,
      Key: keys.catalogVersion(),
      UpdateExpression: 'SET changedAt = :now ADD #v :one',
      ExpressionAttributeNames: { '#v': 'version' },
      ExpressionAttributeValues: { ':one': 1, ':now': Date.now() },
    },
  };
}

export interface CatalogVersion {
  version: number;
  /** Epoch ms of the last change; 0 when unknown (the seed does not set it). */
  changedAt: number;
}

/** One strongly consistent GetItem: the whole cost of a warm catalog read's freshness check. */
export async function readCatalogVersion(): Promise<CatalogVersion> {
  const result = await db.send(new GetCommand({ TableName: tableName, Key: keys.catalogVersion(), ConsistentRead: true }));
  return { version: Number(result.Item?.version ?? 0), changedAt: Number(result.Item?.changedAt ?? 0) };
}
