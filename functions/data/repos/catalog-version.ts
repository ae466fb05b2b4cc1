import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { keys } from '../keys.js';
import { tableName } from '../client.js';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** Added to every catalog write transaction, so cached catalog readers know to reload. */
export function bumpCatalogVersion(): TransactItem {
  return {
    Update: {
      TableName: tableName,
      Key: keys.catalogVersion(),
      UpdateExpression: 'ADD #v :one',
      ExpressionAttributeNames: { '#v': 'version' },
      ExpressionAttributeValues: { ':one': 1 },
    },
  };
}
