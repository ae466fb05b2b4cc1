/** One Query shape several repos share; its own file, so a function that needs it alone pays for it. */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../client.js';
import { TABLE } from '../table.js';

/**
 * The newest `limit` items of one index partition (its sort key descending), one Query page, each
 * parsed by its item's `fromItem`: a shopper's or a store's claims, a rider's or a store's ratings.
 */
export async function newestInIndex<T>(index: 'gsi1' | 'gsi2' | 'gsi3', partition: string, limit: number, fromItem: (item: Record<string, unknown>) => T): Promise<T[]> {
  const out = await db.send(
    new QueryCommand({
      TableName: tableName,
      IndexName: TABLE[index].name,
      KeyConditionExpression: `${TABLE[index].partitionKey} = :pk`,
      ExpressionAttributeValues: { ':pk': partition },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return (out.Items ?? []).map(fromItem);
}
